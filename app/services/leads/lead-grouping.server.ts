import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Transaction } from '#app/db/client.server'
import { contactLeads } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import { OPEN_LEAD_STATUSES } from '#app/lib/leads'
import type { LeadInput } from '#app/schemas/lead'

/**
 * How repeats fold into one lead (decision 53): a request from the same address about the same package
 * within a day of a lead's first request is that lead's again, while staff still work it.
 */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000

/** The same address by the one rule every address is compared by (decision 47), as the privacy tools find it. */
const sameAddress = (email: string): SQL => eq(contactLeads.emailKey, emailKey(email))

/** No package (a general call-back) is a package of its own: two general requests fold together. */
const samePackage = (title: string | undefined): SQL =>
  title === undefined
    ? isNull(sql`${contactLeads.customFields}->>'package'`)
    : eq(sql`${contactLeads.customFields}->>'package'`, title)

/** An arbitrary class for the two-key advisory locks, so they never meet another feature's. */
const LEAD_GROUP_LOCK_CLASS = 0x6c656164

/**
 * Serialises, until the transaction ends, every recording of a request from this address about this
 * package, so two repeats arriving together cannot both start a lead of their own.
 */
export async function lockLeadGroup(tx: Transaction, input: LeadInput) {
  const key = JSON.stringify([emailKey(input.email), input.custom_fields.package ?? null])
  await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_GROUP_LOCK_CLASS}, hashtext(${key}))`)
}

/**
 * The lead this request repeats, if any: same address, same package, first asked within the window and
 * still open. A lead already booked or turned down starts again, so nobody misses that they asked anew.
 */
export async function leadToFoldInto(tx: Transaction, input: LeadInput, now: Date) {
  const [lead] = await tx
    .select({ id: contactLeads.id })
    .from(contactLeads)
    .where(
      and(
        sameAddress(input.email),
        samePackage(input.custom_fields.package),
        gt(contactLeads.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        inArray(contactLeads.status, OPEN_LEAD_STATUSES),
      ),
    )
    .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
    .limit(1)
  return lead ?? null
}
