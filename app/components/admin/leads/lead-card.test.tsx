import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AdminLead } from '#app/lib/leads'
import { LeadCard } from './lead-card'

const lead = (source: string | undefined): AdminLead => ({
  id: 1,
  firstName: 'Maria',
  lastName: 'Rossi',
  email: 'maria.rossi@example.com',
  phone: '020 7946 0999',
  customFields: { best_time_to_call: 'morning', source },
  createdAt: '2025-05-01T09:00:00.000Z',
  forwardedAt: null,
  forwardAttempts: 0,
  lastError: null,
})

const sourceShown = (source: string | undefined) =>
  renderToStaticMarkup(
    <LeadCard lead={lead(source)} crmConfigured={false} retrying={false} onRetry={() => {}} />,
  ).match(/Source<\/dt><dd[^>]*>(.*?)<\/dd>/)?.[1]

describe('the source on a lead card', () => {
  it("names this site's screens in words and shows another client's source as sent, escaped", () => {
    expect(sourceShown('package-sidebar')).toBe('Package sidebar')
    expect(sourceShown('Lakes & Dales <partner>')).toBe('Lakes &amp; Dales &lt;partner&gt;')
    expect(sourceShown(undefined)).toBe('Unknown')
  })
})
