import { asc, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core'
import { emailKey } from '#app/lib/email-address'
import { maskedEmail } from '#app/lib/masked-email'
import type * as schema from './schema.server'
import {
  adminUsers,
  auditLog,
  contactLeads,
  mailOutbox,
  newsletterConsents,
  newsletterSignups,
  staffInvitations,
} from './schema.server'

/**
 * The step of migration 0011 that SQL cannot take (decision 47): every stored address's key must be what
 * `emailKey` makes of it, and only JavaScript has JavaScript's letter-case mapping. The migration starts each
 * key as lower(email), right for plain ASCII; this gives the rest their exact key, merging rows that turn out
 * to be one address. Run after the migrations on every start, under their lock; it reads only rows with a
 * letter beyond ASCII (or a key that is not the address lower-cased as ASCII), so once done it changes nothing.
 */

// The client's `Database` and `Transaction`, spelt out here: the client runs this, and may not be imported back.
type Database = PgDatabase<PgQueryResultHKT, typeof schema>
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Rows whose key may not be `emailKey(address)`; any other row's key is its address lower-cased as ASCII. */
const mayNeedKey = (address: AnyPgColumn, key: AnyPgColumn): SQL =>
  sql`(octet_length(${address}) <> char_length(${address}) or ${key} <> translate(${address}, ${CAPITALS}, ${CAPITALS.toLowerCase()}))`

type Stored = { id: number; key: string; wanted: string }

/** The rows of `table` whose key is not yet `emailKey(address)`, with the key each should have. */
async function wrongKeys(
  tx: Transaction,
  table: PgTable,
  id: AnyPgColumn,
  address: AnyPgColumn,
  key: AnyPgColumn,
) {
  const rows = await tx
    .select({ id: sql<number>`${id}`, address: sql<string>`${address}`, key: sql<string>`${key}` })
    .from(table)
    .where(mayNeedKey(address, key))
    .orderBy(asc(id))
  return rows
    .map((row): Stored => ({ id: row.id, key: row.key, wanted: emailKey(row.address) }))
    .filter((row) => row.wanted !== row.key)
}

const setKey = (tx: Transaction, table: PgTable, id: AnyPgColumn, key: AnyPgColumn, row: Stored) =>
  tx.execute(
    sql`update ${table} set ${sql.identifier(key.name)} = ${row.wanted} where ${sql.identifier(id.name)} = ${row.id}`,
  )

/** Keys any number of rows may share: call-back requests, whom emails are about, the activity log's actors. */
async function keyAll(
  tx: Transaction,
  table: PgTable,
  id: AnyPgColumn,
  address: AnyPgColumn,
  key: AnyPgColumn,
) {
  for (const row of await wrongKeys(tx, table, id, address, key)) await setKey(tx, table, id, key, row)
}

/** The more careful of two sign-ups to keep: an unsubscribe beats a confirmation, which beats a request. */
const STATUS_WEIGHT = { unsubscribed: 0, confirmed: 1, pending: 2 } as const

/**
 * Sign-ups that turn out to be one address become one: the more careful status wins (whoever asked us to stop
 * writing is not written to; they can join again), then the older row, and every consent record is kept on it.
 */
async function keySignups(tx: Transaction) {
  const { id, email, emailKey: key } = newsletterSignups
  for (const row of await wrongKeys(tx, newsletterSignups, id, email, key)) {
    const [holder] = await tx.select().from(newsletterSignups).where(eq(key, row.wanted))
    const [current] = await tx.select().from(newsletterSignups).where(eq(id, row.id))
    if (!current) continue
    if (!holder) {
      await setKey(tx, newsletterSignups, id, key, row)
      continue
    }
    const [kept, merged] = [holder, current].sort(
      (a, b) => STATUS_WEIGHT[a.status] - STATUS_WEIGHT[b.status] || a.id - b.id,
    ) as [typeof current, typeof current]
    await tx
      .update(newsletterConsents)
      .set({ signupId: kept.id })
      .where(eq(newsletterConsents.signupId, merged.id))
    await tx.delete(newsletterSignups).where(eq(id, merged.id))
    if (kept.id === row.id) await setKey(tx, newsletterSignups, id, key, row)
  }
}

/** Two invitations to one address: the newer stands, as inviting again replaces the earlier one. */
async function keyInvitations(tx: Transaction) {
  const { id, email } = staffInvitations
  for (const row of await wrongKeys(tx, staffInvitations, id, email, email)) {
    const [holder] = await tx.select().from(staffInvitations).where(eq(email, row.wanted))
    const [current] = await tx.select().from(staffInvitations).where(eq(id, row.id))
    if (!current) continue
    if (holder) {
      const [older, newer] = [holder, current].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
      ) as [typeof current, typeof current]
      await tx.delete(staffInvitations).where(eq(id, older.id))
      if (newer.id !== row.id) continue
    }
    await setKey(tx, staffInvitations, id, email, row)
  }
}

/**
 * Two staff accounts with one address cannot be merged (sessions, the activity log): the one holding the key
 * signs in with it, the other keeps its old spelling and can no longer sign in. While it is active, an owner
 * is told to deactivate it. Answers the warnings.
 */
async function keyAccounts(tx: Transaction) {
  const { id, email, deactivatedAt } = adminUsers
  const warnings: string[] = []
  for (const row of await wrongKeys(tx, adminUsers, id, email, email)) {
    const [holder] = await tx.select({ id }).from(adminUsers).where(eq(email, row.wanted))
    if (!holder) {
      await setKey(tx, adminUsers, id, email, row)
      continue
    }
    const [other] = await tx.select({ deactivatedAt }).from(adminUsers).where(eq(id, row.id))
    if (other?.deactivatedAt) continue
    warnings.push(
      `Staff accounts ${holder.id} and ${row.id} have one address (${maskedEmail(row.wanted)}): account ` +
        `${holder.id} signs in with it and ${row.id} no longer can; deactivate ${row.id} in the staff list.`,
    )
  }
  return warnings
}

/** Gives every stored address its key (see above), in one transaction. Answers warnings for whoever runs it. */
export function keyStoredAddresses(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await keyAll(tx, contactLeads, contactLeads.id, contactLeads.email, contactLeads.emailKey)
    await keyAll(tx, mailOutbox, mailOutbox.id, mailOutbox.aboutAddress, mailOutbox.aboutAddress)
    await keyAll(tx, auditLog, auditLog.id, auditLog.actorEmail, auditLog.actorEmail)
    await keySignups(tx)
    await keyInvitations(tx)
    return keyAccounts(tx)
  })
}
