import { useId } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '#app/components/icon'
import { NewsletterFormIsland } from '#app/components/newsletter/newsletter-form'
import { NEWSLETTER_INVITE } from '#app/components/newsletter/newsletter-messages'
import { cn } from '#app/lib/utils'

type NewsletterPanelProps = {
  /**
   * 'card' (the default) brings its own dark card, for a page body; 'band' has no background of its
   * own, for a dark area that already has one, such as the footer's newsletter band.
   */
  variant?: 'card' | 'band'
  className?: string
}

/**
 * The newsletter sign-up with its heading: in the footer, on /offers, /privacy and /sitemap. Always in the
 * same words, which are what a sign-up's consent record says the visitor agreed to (its version).
 */
export function NewsletterPanel({ variant = 'card', className }: NewsletterPanelProps) {
  const { title, description } = NEWSLETTER_INVITE
  const headingId = useId()
  const { pathname, search } = useLocation()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        // The form's focus outline reads --ring; on these dark greens a light terracotta stays visible.
        'grid items-center gap-6 text-sand-100 [--ring:var(--color-terracotta-300)] lg:grid-cols-2 lg:gap-12',
        variant === 'card' &&
          'relative overflow-hidden rounded-2xl bg-lagoon-800 bg-[radial-gradient(circle_at_top_right,var(--color-lagoon-600),transparent_60%)] p-6 shadow-lg sm:p-8 lg:p-10',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-terracotta-600 text-white shadow-sm">
          <Icon name="mail" />
        </span>
        <div className="flex flex-col gap-2">
          <h2 id={headingId} className="font-semibold text-2xl text-white sm:text-3xl">
            {title}
          </h2>
          <p className="text-sand-200">{description}</p>
        </div>
      </div>
      <NewsletterFormIsland returnTo={pathname + search} />
    </section>
  )
}
