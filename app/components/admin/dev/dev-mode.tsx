import { FlaskConicalIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { cn } from '#app/lib/utils'
import { setDevelopmentMode, useDevelopmentMode } from './dev-mode-store'

/** SPEC 2: the links shown while development mode is on. */
export const DEV_LINKS = [
  { to: '/dev/test', label: 'Test Page' },
  { to: '/dev/pricing', label: 'Pricing Dev' },
] as const

/**
 * SPEC 2's sticky amber banner, shown on every admin screen while the flag is on. Its words are DESIGN's, not
 * SPEC's: the flag changes nothing on the server, so every change made under it is live (decision 50).
 */
export function DevelopmentBanner() {
  const on = useDevelopmentMode()
  if (!on) return null
  return (
    <p className="sticky top-0 z-40 bg-amber-300 px-4 py-2 text-center font-semibold text-amber-950 text-sm shadow-sm">
      DEVELOPMENT MODE - Test pages are linked here; changes you make are live
    </p>
  )
}

/** The 'Development Mode' switch and, while it is on, the links to the test pages. */
export function DevelopmentModeSwitch() {
  const on = useDevelopmentMode()
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          onClick={() => setDevelopmentMode(!on)}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
            on ? 'bg-amber-500' : 'bg-input',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'block size-5 rounded-full bg-white shadow-sm transition-transform',
              on ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
        <label htmlFor={id} className="flex cursor-pointer items-center gap-1.5 font-medium text-sm">
          <FlaskConicalIcon aria-hidden className="size-4 text-muted-foreground" />
          Development Mode
        </label>
      </div>
      {on ? (
        <nav aria-label="Development pages" className="flex gap-3 text-sm">
          {DEV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="text-primary underline underline-offset-4">
              {link.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  )
}
