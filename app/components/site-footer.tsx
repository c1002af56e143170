import type * as React from 'react'
import { Link } from 'react-router'
import { BRAND_IMAGES } from '#app/brand/brand-images'
import { CookieSettingsIsland } from '#app/components/analytics/cookie-settings-button'
import { Icon } from '#app/components/icon'
import type { PublicConfig } from '#app/env.server'
import { telHref } from '#app/lib/contact'

type SiteFooterProps = {
  config: PublicConfig
  /** The newsletter sign-up, owned by its own component; shown at the top of the full footer. */
  newsletterSlot?: React.ReactNode
  /** 'legal' (the privacy page) links only the privacy policy and the terms, as SPEC asks. */
  variant?: 'full' | 'legal'
}

const WHY_BOOK_WITH_US = [
  'ATOL Protected Flights',
  'Experienced Travel Advisors',
  'Flexible Payment Options',
  'Handpicked Quality Accommodations',
] as const

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms and Conditions', to: '/terms' },
] as const

const FULL_LINKS = [...LEGAL_LINKS, { label: 'Sitemap', to: '/sitemap' }] as const

function Copyright({ agencyName }: { agencyName: string }) {
  return (
    <p>
      © {new Date().getFullYear()} {agencyName}. All rights reserved.
    </p>
  )
}

function FooterLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label="Legal">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="footer-link">
              {link.label}
            </Link>
          </li>
        ))}
        {/* On every page, as the privacy policy promises: the analytics choice can always be changed. */}
        <li>
          <CookieSettingsIsland className="footer-link" />
        </li>
      </ul>
    </nav>
  )
}

export function SiteFooter({ config, newsletterSlot, variant = 'full' }: SiteFooterProps) {
  // The footer is dark, so the focus outline switches to a light terracotta to stay visible.
  const footerClass = 'bg-lagoon-950 text-sand-100 [--ring:var(--color-terracotta-300)]'

  if (variant === 'legal') {
    return (
      <footer id="contact" className={footerClass}>
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-white">{config.agencyName}</p>
            <p className="text-sand-300">{config.agencyAddress}</p>
            <p className="text-sand-300">ATOL licence number {config.atolNumber}</p>
          </div>
          <div className="flex flex-col gap-3 md:items-end">
            <FooterLinks links={LEGAL_LINKS} />
            <div className="text-sand-300">
              <Copyright agencyName={config.agencyName} />
            </div>
          </div>
        </div>
      </footer>
    )
  }

  return (
    <footer id="contact" className={footerClass}>
      {newsletterSlot ? (
        <div className="border-b border-lagoon-800 bg-lagoon-900">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{newsletterSlot}</div>
        </div>
      ) : null}

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-contact-heading" className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <img src={BRAND_IMAGES.logo} alt="" width={40} height={40} className="size-10" />
            <p className="font-display text-xl font-semibold text-white">{config.agencyName}</p>
          </div>
          <h2
            id="footer-contact-heading"
            className="font-sans text-sm font-semibold tracking-wide text-sand-300 uppercase"
          >
            Contact Us
          </h2>
          <address className="flex flex-col gap-3 not-italic">
            <span className="flex items-start gap-3">
              <Icon name="map-pin" size={18} className="mt-0.5 shrink-0 text-terracotta-300" />
              <span>{config.agencyAddress}</span>
            </span>
            <a href={telHref(config.agencyPhone)} className="footer-link flex w-fit items-center gap-3">
              <Icon name="phone" size={18} className="shrink-0 text-terracotta-300" />
              <span>
                <span className="sr-only">Call us on </span>
                {config.agencyPhone}
              </span>
            </a>
            <a href={`mailto:${config.agencyEmail}`} className="footer-link flex w-fit items-center gap-3">
              <Icon name="mail" size={18} className="shrink-0 text-terracotta-300" />
              <span>
                <span className="sr-only">Email us at </span>
                {config.agencyEmail}
              </span>
            </a>
            <a
              href={config.messengerUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="footer-link flex w-fit items-center gap-3"
            >
              <Icon name="messenger" size={18} className="shrink-0 text-terracotta-300" />
              <span>
                Chat with us on Messenger
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </a>
          </address>
        </section>

        <section aria-labelledby="footer-why-heading" className="flex flex-col gap-4">
          <h2 id="footer-why-heading" className="text-xl font-semibold text-white">
            Why Book With Us
          </h2>
          <ul className="tick-list flex flex-col gap-3">
            {WHY_BOOK_WITH_US.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="footer-protection-heading"
          className="flex flex-col gap-4 md:col-span-2 lg:col-span-1"
        >
          <h2 id="footer-protection-heading" className="text-xl font-semibold text-white">
            Your Money Is Protected
          </h2>
          <div className="flex items-center gap-4">
            <img
              src={BRAND_IMAGES.atolProtected}
              alt="ATOL protected"
              width={72}
              height={72}
              loading="lazy"
              className="size-18"
            />
            <img
              src={BRAND_IMAGES.trustAccount}
              alt="Funds held in an independent trust account"
              width={72}
              height={72}
              // Below the fold on every page: fetched when the visitor scrolls near it, not with the first paint.
              loading="lazy"
              className="size-18"
            />
          </div>
          <p className="text-sm text-sand-300">
            Flights are ATOL protected and your payments are held in an independent trust account.
          </p>
          <p className="text-sm font-semibold text-white">ATOL licence number {config.atolNumber}</p>
        </section>
      </div>

      <div className="border-t border-lagoon-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-sand-300 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <Copyright agencyName={config.agencyName} />
          <FooterLinks links={FULL_LINKS} />
        </div>
      </div>
    </footer>
  )
}
