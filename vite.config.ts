import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// The one chunk every page loads: the icons and form pieces that every page and most admin sections share,
// what the root route draws around every page (header, footer, sign-up band, consent bar, toasts), the small
// leaf components that the public pages share in ever-different subsets (a badge here, a calendar grid
// there) and the holiday search's pieces (the home page, the offers page and /search-widget). Apart they were
// six files (and some twenty before that), each a request that a phone on a slow link pays a round trip
// for; together they cost a page that needs only some of them a few hundred bytes (the package page 0.2 KB).
// Only these modules belong here: any other component would bring its libraries into every page.
const SHARED_KIT =
  /node_modules[\\/]lucide-react[\\/]|app[\\/]components[\\/](ui[\\/](button|input|label)|forms[\\/]submit-button)\.tsx$|vite[\\/]preload-helper/
const SITE_LAYOUT =
  /app[\\/]components[\\/](analytics[\\/]|newsletter[\\/]|site-(layout|header|footer)\.tsx|main-nav\.tsx|call-us-link\.tsx|icon\.tsx|icons[\\/]icon-names\.ts|nonce-provider\.tsx|not-found-content\.tsx|on-demand-trigger\.tsx|toast-outlet\.tsx)/
const SMALL_PARTS =
  /app[\\/](components[\\/](ui[\\/](badge|card|native-select|spinner)\.tsx|smart-image\.tsx|month-grid\.tsx|package[\\/](star-rating\.tsx|calendar-grid\.tsx)|callback[\\/]lead-messages\.ts)|lib[\\/]pricing-labels\.ts)$/
const HOLIDAY_SEARCH =
  /app[\\/]components[\\/](home-widgets[\\/](search-box|travelify-widget)|search[\\/]search-selects)\.tsx$/
const IN_SITE_CHUNK = (id: string) =>
  SHARED_KIT.test(id) || SITE_LAYOUT.test(id) || SMALL_PARTS.test(id) || HOLIDAY_SEARCH.test(id)

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
                { name: 'site', test: IN_SITE_CHUNK, priority: 2 },
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
