import { sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { retryDelayMs as jitteredRetryDelayMs } from '#app/lib/retry-delay'

export type OutboxLogger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

/** How an outbox paces itself: how often it polls, how long a claim lasts, how long a retry waits. */
export type OutboxTimings = {
  /** How often to look for due items even when nobody kicks the outbox. */
  pollMs: number
  /** How long a claimed item is reserved for one worker before another may try it. */
  leaseMs: number
  /** The first retry waits this long; each later one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number
  retryMaxMs: number
}

/**
 * An outbox's timings: the ones a caller (a test) gives, else every 15 s, retries 30 s doubling to two
 * minutes (so delivery resumes within minutes of the receiver's return, decision 30), and a lease of
 * `leaseMs`, longer than one delivery may take.
 */
export const outboxTimings = (given: Partial<OutboxTimings>, leaseMs: number): OutboxTimings => ({
  pollMs: given.pollMs ?? 15_000,
  leaseMs: given.leaseMs ?? leaseMs,
  retryBaseMs: given.retryBaseMs ?? 30_000,
  retryMaxMs: given.retryMaxMs ?? 2 * 60 * 1000,
})

/** `now()` plus so many milliseconds, in SQL: a lease's end, or a retry's time. */
export const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

/** How long to wait before the next try of an item tried `attempts` times: doubling, jittered, capped. */
export const retryDelayMs = (attempts: number, { retryBaseMs, retryMaxMs }: OutboxTimings) =>
  jitteredRetryDelayMs(attempts, { baseMs: retryBaseMs, maxMs: retryMaxMs })

/**
 * What went wrong, for staff and the log: fetch says only 'fetch failed' and keeps the reason (a refused
 * connection, a timeout) on its cause. Never the item's own content: neither message carries it.
 */
export function whyNotDelivered(error: unknown, timeout?: { receiver: string; ms: number }): string {
  // A delivery given up on (AbortSignal.timeout) says only that the operation was aborted.
  if (error instanceof Error && error.name === 'TimeoutError' && timeout) {
    return `${timeout.receiver} did not answer within ${timeout.ms} ms`
  }
  if (!(error instanceof Error)) return String(error).slice(0, 500)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`.slice(0, 500)
}

/** How much an outbox holds: items waiting, and how long the oldest has waited (null when none waits). */
export type OutboxBacklog = { depth: number; oldestAgeSeconds: number | null }

/** The columns of a backlog query: counted and aged by the database, whose clock stamped `createdAt`. */
export const backlogColumns = (createdAt: PgColumn) => ({
  depth: sql<number>`count(*)::int`,
  oldestAgeSeconds: sql<number | null>`extract(epoch from now() - min(${createdAt}))::float8`,
})

type WorkerOptions<Item> = {
  /** Claims a batch of due items (an atomic lease, `for update skip locked`); empty when none is due. */
  claim: () => Promise<Item[]>
  /** Delivers one claimed item and records the outcome; true when it went. */
  deliver: (item: Item) => Promise<boolean>
  logger: OutboxLogger
  /** Names the outbox in the log line of a failed pass. */
  name: string
  pollMs: number
  /** Told how many items of a batch were tried and not delivered (the metrics count them). */
  onNotDelivered?: (count: number) => void
}

/**
 * The loop every outbox runs (call-back leads to the CRM, email to the mail server): drain what is due,
 * one pass at a time in this process, woken by a kick or a poll. The state lives in the database, so a
 * restart loses nothing, and the claims keep two processes from delivering the same item at once.
 */
export function createOutboxWorker<Item>({
  claim,
  deliver,
  logger,
  name,
  pollMs,
  onNotDelivered,
}: WorkerOptions<Item>) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let rerun = false
  let stopped = false

  /** Delivers every item that is due now; answers how many went. */
  async function drain(): Promise<number> {
    let delivered = 0
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      const went = (await Promise.all(batch.map(deliver))).filter(Boolean).length
      delivered += went
      if (went < batch.length) onNotDelivered?.(batch.length - went)
    }
    return delivered
  }

  /** Runs one pass now, or right after the pass under way, never two at once in this process. */
  function runOnce(): Promise<number> {
    // The database is closing: what is due stays in it for the next pass of any server.
    if (stopped) return Promise.resolve(0)
    if (running) {
      rerun = true
      return running
    }
    running = drain()
      .catch((error: Error) => {
        logger.warn({ err: error }, `${name} pass failed`)
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
    /** Something new is due: deliver it at once rather than at the next poll. */
    kick: () => void runOnce(),
    start() {
      timer = setInterval(() => void runOnce(), pollMs)
      timer.unref()
      void runOnce()
    },
    /**
     * Stops polling and flushes: the pass under way finishes, and so does the one a kick asked for meanwhile
     * (a lead taken during the shutdown's drain is sent before the server exits).
     */
    async stop() {
      clearInterval(timer)
      while (running) await running
      stopped = true
    },
  }
}
