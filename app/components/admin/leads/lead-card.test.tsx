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
  status: 'new',
  assignee: null,
  followUpOn: null,
  requestCount: 1,
  lastRequestAt: '2025-05-01T09:00:00.000Z',
})

const shown = (shownLead: AdminLead) =>
  renderToStaticMarkup(
    <LeadCard
      lead={shownLead}
      crmConfigured={false}
      retrying={false}
      onRetry={() => {}}
      onOpen={() => {}}
      today="2025-05-10"
    />,
  )

const sourceShown = (source: string | undefined) =>
  shown(lead(source)).match(/Source<\/dt><dd[^>]*>(.*?)<\/dd>/)?.[1]

describe('the source on a lead card', () => {
  it("names this site's screens in words and shows another client's source as sent, escaped", () => {
    expect(sourceShown('package-sidebar')).toBe('Package sidebar')
    expect(sourceShown('Lakes & Dales <partner>')).toBe('Lakes &amp; Dales &lt;partner&gt;')
    expect(sourceShown(undefined)).toBe('Unknown')
  })
})

const messageShown = (message: string, packageTitle?: string) =>
  shown({ ...lead('package-page'), customFields: { message, package: packageTitle } })

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

describe('the work on a lead card', () => {
  it('shows its status, assignee, follow-up (overdue in words) and how many requests it holds', () => {
    const card = shown({
      ...lead('package-page'),
      status: 'contacted',
      assignee: { id: 2, email: 'sales@example.com' },
      followUpOn: '2025-05-08',
      requestCount: 3,
    })
    expect(card).toContain('Contacted')
    expect(card).toContain('sales@example.com')
    expect(card).toContain('8 May 2025 (overdue)')
    expect(card).toContain('3 requests')
  })
})
