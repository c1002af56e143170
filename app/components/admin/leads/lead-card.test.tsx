import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { callbackPrefill } from '#app/components/callback/lead-messages'
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

const messageShown = (message: string, packageTitle?: string) =>
  renderToStaticMarkup(
    <LeadCard
      lead={{ ...lead('package-page'), customFields: { message, package: packageTitle } }}
      crmConfigured={false}
      retrying={false}
      onRetry={() => {}}
    />,
  )

describe('the message on a lead card', () => {
  it("marks the form's own sentence as pre-filled, so it is not read as the visitor's words", () => {
    const prefilled = messageShown(callbackPrefill('Venice City Break'), 'Venice City Break')
    expect(prefilled).toContain('Pre-filled by the form, not changed by the visitor:')
    expect(prefilled).not.toContain('<blockquote')
  })

  it('shows a message the visitor wrote or changed as theirs', () => {
    const written = messageShown('Can we bring our dog?', 'Venice City Break')
    expect(written).toContain('<blockquote')
    expect(written).not.toContain('Pre-filled')
    // The sentence about another package was not the one this form offered.
    expect(messageShown(callbackPrefill('Rome Escape'), 'Venice City Break')).not.toContain('Pre-filled')
  })
})
