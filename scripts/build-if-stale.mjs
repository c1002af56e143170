// Builds the production server when the build is missing or older than the sources: for `npm start` and the soak.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
const builtEntry = path.join(root, 'build/server/index.js')
const sources = ['app', 'server', 'drizzle', 'public', 'server.ts', 'server-cluster.ts', 'package.json']

function newestChange(target) {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))))
}

export function buildIfStale() {
  const stale =
    !existsSync(builtEntry) ||
    !existsSync(path.join(root, 'build/server.js')) ||
    sources.some(
      (source) =>
        existsSync(path.join(root, source)) &&
        newestChange(path.join(root, source)) > statSync(builtEntry).mtimeMs,
    )
  if (stale) execSync('npm run build', { cwd: root, stdio: 'inherit' })
}
