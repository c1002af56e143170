import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { contactLeads, newsletterSignups } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'

/** A call-back request as the site's forms send it. */
export function leadBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Maria',
    last_name: 'Rossi',
    email: 'maria.rossi@example.com',
    phone: '020 7946 0999',
    custom_fields: {
      message: "I'm interested in the Venice City Break package. Please call me back to discuss it.",
      best_time_to_call: 'morning',
      package: 'Venice City Break',
      source: 'package-page',
    },
    submission_id: randomUUID(),
    ...overrides,
  }
}

let visitor = 0

/**
 * A different visitor's address each time, as a proxy on this machine would report it, so tests of
 * behaviour other than the rate limit are not limited.
 */
export const anotherVisitor = () => ({ 'x-forwarded-for': `203.0.113.${(visitor++ % 250) + 1}` })

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

type SignupStatus = (typeof newsletterSignups.$inferInsert)['status']

/** A newsletter sign-up where the test needs it to stand, without the emails a real one sends. */
export async function createSignup(db: Database, { email, status }: { email: string; status: SignupStatus }) {
  const [signup] = await db
    .insert(newsletterSignups)
    .values({
      email,
      emailKey: emailKey(email),
      status,
      confirmedAt: status === 'confirmed' ? sql`now()` : null,
      unsubscribedAt: status === 'unsubscribed' ? sql`now()` : null,
    })
    .returning()
  if (!signup) throw new Error('The sign-up was not stored.')
  return signup
}

let leadNumber = 0

/**
 * A call-back request stored where the test needs it to stand (say, received days ago or already worked),
 * without the outboxes and emails a real one wakes.
 */
export async function createLead(db: Database, fields: Partial<typeof contactLeads.$inferInsert> = {}) {
  leadNumber += 1
  const email = fields.email ?? `lead${leadNumber}@example.com`
  const [lead] = await db
    .insert(contactLeads)
    .values({
      firstName: 'Maria',
      lastName: 'Rossi',
      phone: '020 7946 0999',
      customFields: { best_time_to_call: 'morning', package: 'Venice City Break', source: 'package-page' },
      dedupeKey: `factory:${randomUUID()}`,
      ...fields,
      email,
      emailKey: emailKey(email),
    })
    .returning()
  if (!lead) throw new Error('The lead was not stored.')
  return lead
}
