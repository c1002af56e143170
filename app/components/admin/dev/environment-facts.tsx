import type { EnvironmentFacts } from '#app/services/diagnostics.server'
import { formatTimestamp } from '../format-timestamp'
import { FactCard } from './fact-card'

const yesNo = (value: boolean) => (value ? 'Configured' : 'Not configured')

/** /dev/test: what the running server is, which database it uses and how much is in it. */
export function EnvironmentFactsView({ facts }: { facts: EnvironmentFacts }) {
  const { runtime, database, integrations, counts } = facts
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FactCard
        title="Server"
        facts={[
          { term: 'Build mode', value: runtime.nodeEnv },
          { term: 'Node.js', value: runtime.nodeVersion },
          { term: 'Server time', value: `${formatTimestamp(runtime.serverTime)} (${runtime.serverTime})` },
          { term: 'Server time zone', value: runtime.timeZone },
        ]}
      />
      <FactCard
        title="Database"
        facts={[
          { term: 'Kind', value: database.kind },
          { term: 'Location', value: database.location },
          { term: 'Version', value: database.version },
        ]}
      />
      <FactCard
        title="Content"
        facts={[
          { term: 'Travel packages', value: counts.packages },
          { term: 'Destinations', value: counts.destinations },
          { term: 'Pricing options', value: counts.pricingOptions },
          { term: 'Images', value: counts.images },
          { term: 'Home widget sections', value: counts.widgetSections },
          { term: 'Call-back requests', value: counts.leads },
          { term: 'Newsletter sign-ups', value: counts.newsletterSignups },
        ]}
      />
      <FactCard
        title="Integrations"
        facts={[
          { term: 'CRM webhook', value: yesNo(integrations.crm) },
          { term: 'Analytics', value: yesNo(integrations.analytics) },
          { term: 'Analytics proxy', value: integrations.analyticsProxy ? 'On' : 'Off' },
          { term: 'Public URL', value: integrations.publicUrl ?? 'Not set (taken from each request)' },
        ]}
      />
    </div>
  )
}
