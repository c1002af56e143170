import { stringify } from 'csv-stringify/sync'
import { desc } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { newsletterSignups } from '#app/db/schema.server'

/** Stores a sign-up once per address in any letter case; says whether it was new. */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
): Promise<'subscribed' | 'already-subscribed'> {
  const created = await db.insert(newsletterSignups).values({ email }).onConflictDoNothing().returning({
    id: newsletterSignups.id,
  })
  return created.length > 0 ? 'subscribed' : 'already-subscribed'
}

/** The sign-ups for staff, newest first. */
export async function listSignups(db: Database) {
  return db
    .select({
      id: newsletterSignups.id,
      email: newsletterSignups.email,
      createdAt: newsletterSignups.createdAt,
    })
    .from(newsletterSignups)
    .orderBy(desc(newsletterSignups.createdAt), desc(newsletterSignups.id))
}

/** The sign-ups as CSV; cells a spreadsheet would run as formulas are neutralised. */
export async function signupsCsv(db: Database) {
  const rows = await listSignups(db)
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
  return stringify([
    ['email', 'subscribed_at'],
    ...rows.map((row) => [safe(row.email), row.createdAt.toISOString()]),
  ])
}
