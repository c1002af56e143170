// Part of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the client
// build, so the server sends assets compressed without spending a request's time compressing them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '../build/client')
const TEXT = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/
// Below this, the headers of a compressed answer outweigh what compression saves.
const SMALLEST = 512

function* files(folder) {
  // Dot folders hold the build's own notes (the islands' manifest), which are never sent.
  for (const name of readdirSync(folder).filter((entry) => !entry.startsWith('.'))) {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

let count = 0
for (const file of files(root)) {
  if (!TEXT.test(file)) continue
  const content = readFileSync(file)
  if (content.length < SMALLEST) continue
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count += 1
}
console.log(`compressed ${count} client files (brotli and gzip)`)
