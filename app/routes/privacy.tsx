import { LegalPage } from '#app/components/legal/legal-page'
import { PRIVACY_UPDATED, PrivacyIntro, privacySections } from '#app/components/legal/privacy-content'
import { NewsletterPanel } from '#app/components/newsletter/newsletter-panel'
import { pageMeta, pageTitle } from '#app/lib/seo'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/privacy'

// SPEC: the privacy page's footer links only the privacy policy and the terms.
export const handle: RouteHandle = { footer: 'legal', islands: true }

export function meta({ matches }: Route.MetaArgs) {
  const { config, origin } = matches[0].loaderData
  return pageMeta({
    title: pageTitle({ page: 'Privacy Policy', siteName: config.agencyName }),
    description: `How ${config.agencyName} collects, uses, shares and protects your personal information, and the choices and rights you have.`,
    origin,
    path: '/privacy',
    siteName: config.agencyName,
  })
}

export default function Privacy({ matches }: Route.ComponentProps) {
  const { config } = matches[0].loaderData
  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={<PrivacyIntro config={config} />}
      sections={privacySections(config)}
    >
      <NewsletterPanel />
    </LegalPage>
  )
}
