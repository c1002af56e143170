import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const SHARED_KIT =
  /node_modules[\\/]lucide-react[\\/]|app[\\/]components[\\/](ui[\\/](button|input|label)|forms[\\/]submit-button)\.tsx$|vite[\\/]preload-helper/

// The pure helpers and browser glue that two or more pages share. Only these: a component would bring its
// libraries (Radix, sonner) along into the one chunk, and every page would load them.
const SITE_KIT = /app[\\/](lib|browser)[\\/]/

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
            // So do the small helpers the pages share, which each cost a preload link and a manifest entry
            // in every page's HTML, and a request.
            codeSplitting: {
              groups: [
                { name: 'shared-kit', test: SHARED_KIT, priority: 2 },
                {
                  name: 'site-kit',
                  test: SITE_KIT,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
})
