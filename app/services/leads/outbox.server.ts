import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { contactLeads } from '#app/db/schema.server'
import {
  afterMs,
  backlogColumns,
  createOutboxWorker,
  type OutboxBacklog,
  type OutboxLogger,
  type OutboxTimings,
  outboxTimings,
  retryDelayMs,
  whyNotDelivered,
} from '#app/services/outbox-worker.server'

type Lead = typeof contactLeads.$inferSelect

export type LeadOutboxOptions = Partial<OutboxTimings> & {
  db: Database
  webhookUrl: string
  logger: OutboxLogger
  /** A CRM that has not answered by then has failed this attempt (CRM_TIMEOUT_MS); the lead is tried again. */
  timeoutMs?: number
  batchSize?: number
  /** Told how many deliveries to the CRM failed (the metrics count them). */
  onNotDelivered?: (count: number) => void
}

/**
 * The `Idempotency-Key` of every delivery of a lead, the same on each retry, so a CRM that took a delivery
 * we gave up waiting for can recognise the next one. The id alone would not do: ids start again in another
 * database (a staging site on the same CRM) and are handed out again after a restore from a backup, and a
 * CRM deduplicating on them would drop a new lead as a repeat; the creation time, to the millisecond, is
 * what the same id never has twice.
 */
const idempotencyKey = (lead: Pick<Lead, 'id' | 'createdAt'>) => `lead-${lead.id}-${lead.createdAt.getTime()}`

/** The body the CRM receives: SPEC's lead shape, plus our id so the CRM can spot a repeat. */
export const crmPayload = (lead: Lead) => ({
  lead_id: lead.id,
  first_name: lead.firstName,
  last_name: lead.lastName,
  email: lead.email,
  phone: lead.phone,
  custom_fields: lead.customFields,
  created_at: lead.createdAt.toISOString(),
})

/** The leads not yet taken by the CRM, and how long the oldest has waited: one indexed count, for the metrics. */
export async function leadOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [backlog] = await db
    .select(backlogColumns(contactLeads.createdAt))
    .from(contactLeads)
    .where(isNull(contactLeads.forwardedAt))
  return backlog ?? { depth: 0, oldestAgeSeconds: null }
}

/**
 * Forwards stored leads to the CRM webhook, retrying with exponential backoff (decision 5). State lives in
 * the database, so a restart loses nothing; a claim is an atomic lease (`for update skip locked`), so two
 * processes never send the same lead at the same time.
 */
export function createLeadOutbox(options: LeadOutboxOptions) {
  const { db, webhookUrl, logger, timeoutMs = 10_000, batchSize = 10 } = options
  // A claim must outlast a delivery, or a second server could send a lead the first is still waiting on;
  // a batch's deliveries run side by side, so a batch takes one timeout plus its database writes.
  const timings = outboxTimings(options, Math.max(60_000, timeoutMs + 30_000))
  if (timings.leaseMs <= timeoutMs) {
    throw new Error(
      `The outbox's lease (${timings.leaseMs} ms) must outlast the CRM timeout (${timeoutMs} ms).`,
    )
  }

  async function claimDueLeads(): Promise<Lead[]> {
    const due = db
      .select({ id: contactLeads.id })
      .from(contactLeads)
      .where(and(isNull(contactLeads.forwardedAt), lte(contactLeads.nextAttemptAt, sql`now()`)))
      .orderBy(asc(contactLeads.id))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(contactLeads)
      .set({
        nextAttemptAt: afterMs(timings.leaseMs),
        forwardAttempts: sql`${contactLeads.forwardAttempts} + 1`,
      })
      .where(inArray(contactLeads.id, due))
      .returning()
  }

  async function forward(lead: Lead) {
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey(lead) },
        body: JSON.stringify(crmPayload(lead)),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new Error(`The CRM answered ${response.status}`)
      await db
        .update(contactLeads)
        .set({ forwardedAt: sql`now()`, lastError: null })
        .where(eq(contactLeads.id, lead.id))
      logger.info({ leadId: lead.id }, 'lead forwarded to the CRM')
      return true
    } catch (error) {
      const wait = retryDelayMs(lead.forwardAttempts, timings)
      const reason = whyNotDelivered(error, { receiver: 'The CRM', ms: timeoutMs })
      await db
        .update(contactLeads)
        .set({ lastError: reason, nextAttemptAt: afterMs(wait) })
        .where(eq(contactLeads.id, lead.id))
      logger.warn(
        { leadId: lead.id, attempts: lead.forwardAttempts, retryInMs: wait, reason },
        'lead not forwarded yet',
      )
      return false
    }
  }

  return createOutboxWorker({
    claim: claimDueLeads,
    deliver: forward,
    logger,
    name: 'lead outbox',
    pollMs: timings.pollMs,
    onNotDelivered: options.onNotDelivered,
  })
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>
