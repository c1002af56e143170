// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { buildIfStale, root } from './build-if-stale.mjs'

// Before anything imports React, so the server renders with its production build.
process.env.NODE_ENV = 'production'

buildIfStale()
process.chdir(root)
await import('../build/server.js')
