import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { contactLeads } from '#app/db/schema.server'
import { retryDelayMs } from '#app/lib/retry-delay'

type Lead = typeof contactLeads.$inferSelect

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

export type LeadOutboxOptions = {
  db: Database
  webhookUrl: string
  logger: Logger
  /** How often to look for due leads even when nobody kicks the outbox. */
  pollMs?: number
  /**
   * How long a claimed lead is reserved for one worker before another may try it. It must outlast a
   * delivery (`timeoutMs`), or a second server could send a lead the first is still waiting on.
   */
  leaseMs?: number
  /** The first retry waits about this long; each later one twice as long, up to `retryMaxMs` (jittered). */
  retryBaseMs?: number
  /** The longest wait between attempts: once the CRM is back, every lead reaches it within this (plus a poll). */
  retryMaxMs?: number
  /** A CRM that has not answered by then has failed this attempt (CRM_TIMEOUT_MS); the lead is tried again. */
  timeoutMs?: number
  batchSize?: number
}

const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

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

/**
 * Forwards stored leads to the CRM webhook, retrying with exponential backoff. State lives in the
 * database, so a restart loses nothing; a claim is an atomic lease (`for update skip locked`), so two
 * processes never send the same lead at the same time.
 */
export function createLeadOutbox(options: LeadOutboxOptions) {
  const {
    db,
    webhookUrl,
    logger,
    pollMs = 15_000,
    timeoutMs = 10_000,
    // A batch's deliveries run side by side, so a batch takes one timeout plus its database writes.
    leaseMs = Math.max(60_000, timeoutMs + 30_000),
    retryBaseMs = 30_000,
    retryMaxMs = 2 * 60 * 1000,
    batchSize = 10,
  } = options
  if (leaseMs <= timeoutMs) {
    throw new Error(`The outbox's lease (${leaseMs} ms) must outlast the CRM timeout (${timeoutMs} ms).`)
  }
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let rerun = false

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
      .set({ nextAttemptAt: afterMs(leaseMs), forwardAttempts: sql`${contactLeads.forwardAttempts} + 1` })
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
      // Nothing in the answer is read: letting its body go frees the connection for the next delivery.
      void response.body?.cancel().catch(() => {})
      if (!response.ok) throw new Error(`The CRM answered ${response.status}`)
      await db
        .update(contactLeads)
        .set({ forwardedAt: sql`now()`, lastError: null })
        .where(eq(contactLeads.id, lead.id))
      logger.info({ leadId: lead.id }, 'lead forwarded to the CRM')
      return true
    } catch (error) {
      const wait = retryDelayMs(lead.forwardAttempts, { baseMs: retryBaseMs, maxMs: retryMaxMs })
      const reason = whyNotForwarded(error, timeoutMs)
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

  /** Forwards every lead that is due now; answers how many reached the CRM. */
  async function drain(): Promise<number> {
    let forwarded = 0
    for (let batch = await claimDueLeads(); batch.length > 0; batch = await claimDueLeads()) {
      const results = await Promise.all(batch.map(forward))
      forwarded += results.filter(Boolean).length
    }
    return forwarded
  }

  /** Runs one pass now, or right after the pass under way, never two at once in this process. */
  function runOnce(): Promise<number> {
    if (running) {
      rerun = true
      return running
    }
    running = drain()
      .catch((error: Error) => {
        logger.warn({ err: error }, 'lead outbox pass failed')
        return 0
      })
      .finally(() => {
        running = undefined
        if (rerun) {
          rerun = false
          void runOnce()
        }
      })
    return running
  }

  return {
    runOnce,
    /** A new lead was stored: try to forward it at once rather than at the next poll. */
    kick: () => void runOnce(),
    start() {
      timer = setInterval(() => void runOnce(), pollMs)
      timer.unref()
      void runOnce()
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>

/**
 * What went wrong, for staff and the log: fetch says only 'fetch failed' and keeps the reason (a refused
 * connection) on its cause, and a timeout only that 'the operation was aborted'. Never the lead's own
 * details: none of these messages carries them.
 */
function whyNotForwarded(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `The CRM did not answer within ${timeoutMs} ms`
  }
  if (!(error instanceof Error)) return String(error).slice(0, 500)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`.slice(0, 500)
}
