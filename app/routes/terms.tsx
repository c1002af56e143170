import { LegalPage } from '#app/components/legal/legal-page'
import { TERMS_UPDATED, TermsIntro, termsSections } from '#app/components/legal/terms-content'
import { pageMeta, pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/terms'

export const handle: RouteHandle = { islands: true }

export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  return pageMeta({
    title: pageTitle({ page: 'Terms and Conditions', siteName: config.agencyName }),
    description: `The terms for booking a holiday with ${config.agencyName}: deposits, price changes, cancellations, insurance, passports and ATOL financial protection.`,
    origin,
    path: '/terms',
    siteName: config.agencyName,
  })
}

export default function Terms({ matches }: Route.ComponentProps) {
  const { config } = matches[0].loaderData
  return (
    <LegalPage
      title="Terms and Conditions"
      updated={TERMS_UPDATED}
      intro={<TermsIntro config={config} />}
      sections={termsSections(config)}
    />
  )
}
