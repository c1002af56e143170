import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '#app': here('./app'),
      '#server': here('./server'),
    },
  },
  // The server build starts from our Express app, which loads the React Router build itself.
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  plugins: [tailwindcss(), reactRouter()],
})
