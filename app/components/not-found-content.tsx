import { Link } from 'react-router'
import { Button } from '#app/components/ui/button'

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-semibold text-primary text-sm uppercase tracking-widest">Error 404</p>
      <h1 className="mt-3 font-semibold text-3xl sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Back to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/offers">See our holiday offers</Link>
        </Button>
      </div>
    </section>
  )
}
