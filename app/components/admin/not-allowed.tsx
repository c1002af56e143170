import { Link } from 'react-router'
import { NOT_ALLOWED_MESSAGE } from '#app/lib/staff-roles'

/**
 * What a member of staff sees on a screen their role may not use (decision 35): why, and where to go,
 * never a broken panel or a list that fails to load. An h1 on a page of its own, an h2 inside the dashboard.
 * The root's error page shows it too, so it stays as light as public pages need. `back` is where the role's
 * own work starts.
 */
export function NotAllowed({ level, back = '/admin' }: { level: 1 | 2; back?: string }) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section
      aria-labelledby="not-allowed-heading"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <Heading id="not-allowed-heading" className="font-semibold text-2xl">
        Not allowed
      </Heading>
      <p className="text-muted-foreground">{NOT_ALLOWED_MESSAGE}</p>
      <Link to={back} className="text-primary underline underline-offset-4">
        Back to the dashboard
      </Link>
    </section>
  )
}
