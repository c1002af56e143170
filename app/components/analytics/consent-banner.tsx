import type * as React from 'react'
import { useEffect, useId, useRef } from 'react'
import type { Consent } from '#app/browser/analytics/consent'
import { Button } from '#app/components/ui/button'

type ConsentBannerProps = {
  onChoose: (consent: Exclude<Consent, 'undecided'>) => void
  /** True when the visitor asked for it from the footer: focus moves here so the keyboard follows. */
  takeFocus: boolean
}

/**
 * Publishes the banner's height while it shows, for app.css's scroll-padding: the page then scrolls whatever
 * the keyboard focuses clear of the banner rather than under it (WCAG 2.4.11).
 */
function useReportedHeight(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = ref.current
    if (!banner) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() =>
      root.setProperty('--consent-banner-height', `${banner.offsetHeight}px`),
    )
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.removeProperty('--consent-banner-height')
    }
  }, [ref])
}

/**
 * The analytics question (UK PECR and UK GDPR). A non-modal bar at the foot of the window, kept short so it
 * hides little of the page; accepting and rejecting are equally easy, and nothing runs until one is chosen.
 */
export function ConsentBanner({ onChoose, takeFocus }: ConsentBannerProps) {
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const bannerRef = useRef<HTMLElement>(null)
  useReportedHeight(bannerRef)

  useEffect(() => {
    if (takeFocus) headingRef.current?.focus()
  }, [takeFocus])

  return (
    <section
      ref={bannerRef}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      className="sticky bottom-0 z-40 border-t bg-card shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-h-[40dvh] max-w-7xl flex-col gap-3 overflow-y-auto px-4 py-3 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-1">
          <h2
            id={`${id}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="w-fit rounded-sm font-semibold text-base focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            Can we use analytics?
          </h2>
          <p id={`${id}-text`} className="text-muted-foreground text-sm">
            With your permission we use PostHog, hosted in the EU, to see how our pages are used. It keeps a
            random identifier in your browser; nothing is stored or sent unless you accept.{' '}
            <a href="/privacy#analytics" className="font-medium text-primary underline underline-offset-4">
              Read our privacy policy
            </a>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button className="flex-1" onClick={() => onChoose('rejected')}>
            Reject analytics
          </Button>
          <Button className="flex-1" onClick={() => onChoose('accepted')}>
            Accept analytics
          </Button>
        </div>
      </div>
    </section>
  )
}
