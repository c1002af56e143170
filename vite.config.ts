import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const SHARED_KIT =
  /node_modules[\\/]lucide-react[\\/]|app[\\/]components[\\/](ui[\\/](button|input|label)|forms[\\/]submit-button)\.tsx$|vite[\\/]preload-helper/

export default defineConfig({
  resolve: {
    alias: {
      '#app': here('./app'),
      '#server': here('./server'),
    },
  },
  environments: {
    // The server build starts from our Express app, which loads the React Router build itself.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Chunks follow which pages import a module. Every admin section being a page of its own, the
            // icons and the few form pieces that every page and most sections share were cut into a dozen
            // files of a few hundred bytes each, which cost more to send than their code: they travel as one.
            codeSplitting: { groups: [{ name: 'shared-kit', test: SHARED_KIT }] },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
})
