import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const SHARED_KIT =
  /node_modules[\\/]lucide-react[\\/]|app[\\/]components[\\/](ui[\\/](button|input|label)|forms[\\/]submit-button)\.tsx$|vite[\\/]preload-helper/

// What the root route draws around every page (header, footer, sign-up band, consent bar, toasts). Every page,
// the back office's too, loads it, so one chunk costs no page anything; left alone it was seven, because the
// back office and the enquiry pages also use some of its parts. Only modules root.tsx imports belong here: any
// other component would bring its libraries into every page.
const SITE_LAYOUT =
  /app[\\/]components[\\/](analytics[\\/]|newsletter[\\/]|site-(layout|header|footer)\.tsx|main-nav\.tsx|call-us-link\.tsx|icon\.tsx|icons[\\/]icon-names\.ts|nonce-provider\.tsx|not-found-content\.tsx|on-demand-trigger\.tsx|toast-outlet\.tsx)/

// Small leaf components that the public pages share in ever-different subsets (a badge here, a calendar grid
// there). Apart, each was a request of under a kilobyte, and the package page made twenty of them; together
// they are 3 KB that every public page takes whole.
const SMALL_PARTS =
  /app[\\/](components[\\/](ui[\\/](badge|card|native-select|spinner)\.tsx|smart-image\.tsx|month-grid\.tsx|package[\\/](star-rating\.tsx|calendar-grid\.tsx)|callback[\\/]lead-messages\.ts)|lib[\\/]pricing-labels\.ts)$/

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
                { name: 'shared-kit', test: SHARED_KIT, priority: 3 },
                { name: 'site-layout', test: SITE_LAYOUT, priority: 2 },
                { name: 'small-parts', test: SMALL_PARTS, priority: 2 },
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
