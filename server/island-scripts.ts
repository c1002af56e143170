import { readFileSync } from 'node:fs'
import type { IslandsPage } from '#app/islands/island'

type ManifestChunk = { file: string; imports?: string[] }

/** The key of the islands' entry in the manifest `vite.islands.config.ts` writes. */
const ENTRY = 'app/islands/hydrate-islands.tsx'

/**
 * The islands' script and the chunks it imports at once (decision 60), read from the build's manifest.
 * Undefined when the build has none (the development server): every page then hydrates whole.
 */
export function readIslandScripts(manifestPath: URL): IslandsPage['scripts'] | undefined {
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  } catch {
    return undefined
  }
  const entry = manifest[ENTRY]
  if (!entry) throw new Error(`The islands' manifest ${manifestPath.pathname} has no ${ENTRY}`)
  const imports = new Set<string>()
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file
      if (!file || imports.has(file)) continue
      imports.add(file)
      visit(imported)
    }
  }
  visit(ENTRY)
  return { entry: `/${entry.file}`, imports: [...imports].map((file) => `/${file}`) }
}
