import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Two modules that import each other load in an order that depends on who asked first, and one of them sees
 * the other half-initialised. Types-only imports are counted too: they tie the files together all the same.
 */
const APP = path.resolve(import.meta.dirname)
const SOURCE = /\.tsx?$/
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/g

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    // `+types` holds React Router's generated route types, which import their route by design.
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

/** The file an `#app/…` or relative specifier names, or null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#app/')
    ? path.join(APP, specifier.slice('#app/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (base === null) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

function importCycles(files: string[]): string[][] {
  const imports = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap((match) => {
        const target = match[1] ? resolveLocal(file, match[1]) : null
        return target ? [target] : []
      }),
    ]),
  )
  const cycles: string[][] = []
  const finished = new Set<string>()
  const trail: string[] = []
  const visit = (file: string) => {
    trail.push(file)
    for (const target of imports.get(file) ?? []) {
      const start = trail.indexOf(target)
      if (start !== -1) cycles.push(trail.slice(start).map((each) => path.relative(APP, each)))
      else if (!finished.has(target)) visit(target)
    }
    trail.pop()
    finished.add(file)
  }
  for (const file of files) if (!finished.has(file)) visit(file)
  return cycles
}

describe('app modules', () => {
  it('never import each other in a circle', () => {
    expect(importCycles(sourceFiles(APP))).toEqual([])
  })
})
