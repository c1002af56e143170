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
