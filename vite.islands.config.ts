import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The second half of `npm run build`: the script of the pages rendered as islands (decision 60), React DOM and
 * the islands themselves without React Router's client, written beside React Router's assets. Its manifest
 * tells the server the entry's name and what to preload.
 */
export default defineConfig({
  resolve: {
    alias: {
      '#app': here('./app'),
    },
  },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      input: { islands: here('./app/islands/hydrate-islands.tsx') },
      // lucide-react marks its modules "use client", which means something only to a server-components bundler.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
      },
    },
  },
})
