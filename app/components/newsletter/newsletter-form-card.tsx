import type * as React from 'react'
import { NewsletterFormIsland } from '#app/components/newsletter/newsletter-form'

/** The sign-up form on a page of its own: the form is made for the site's dark panels, as in the footer. */
export function NewsletterFormCard(props: React.ComponentProps<typeof NewsletterFormIsland.Component>) {
  return (
    <div className="rounded-2xl bg-lagoon-800 p-6 text-sand-100 [--ring:var(--color-terracotta-300)] sm:p-8">
      <NewsletterFormIsland {...props} />
    </div>
  )
}
