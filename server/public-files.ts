import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '#app/env.server'

/** The folder of public files: the production build serves its copy of public/ (server.ts); the working tree's is the same files. */
export const publicFilesFolder = (config: Pick<Config, 'NODE_ENV'>) =>
  path.resolve(config.NODE_ENV === 'production' ? 'build/client' : 'public')

/**
 * The address prefixes server.ts serves files under: the build's hashed `/assets/`, and each folder of the
 * public files (none is served from the top).
 */
export function staticPrefixes(folder: string): string[] {
  const folders = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return [...new Set(['assets', ...folders.map((entry) => entry.name)])].map((name) => `/${name}/`)
}
