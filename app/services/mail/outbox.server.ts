import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { mailOutbox } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import { maskedEmail } from '#app/lib/masked-email'
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
import type { MailMessage } from './mail-settings.server'
import { isPermanentRefusal, type MailTransport } from './transport.server'

type QueuedMail = typeof mailOutbox.$inferSelect

/** Anything that can write: the database, or a transaction the message belongs to. */
type Writer = Pick<Database, 'insert'>

/**
 * Puts messages in the outbox. Called inside the transaction that stores what they are about, so a sign-up
 * or a call-back and its emails are kept together or not at all; wake the outbox once it has committed.
 */
export async function queueMail(db: Writer, messages: MailMessage[]) {
  if (messages.length === 0) return
  await db.insert(mailOutbox).values(
    messages.map((message) => ({
      kind: message.kind,
      toAddress: message.to,
      aboutAddress: emailKey(message.about),
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? {},
      attachments: message.attachments ?? [],
      bookingId: message.bookingId ?? null,
    })),
  )
}

/** How long the record of a sent or refused message is kept: enough to answer "did it go?". */
const SENT_MAIL_RETENTION_DAYS = 30

/**
 * Deletes the records of messages sent or refused more than 30 days ago. Answers how many went. A booking's
 * emails stay with the booking, as the record of what the visitor was told, and go when it is erased.
 */
export async function deleteOldMailRecords(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(isNull(mailOutbox.bookingId), or(lt(mailOutbox.sentAt, before), lt(mailOutbox.failedAt, before))),
    )
    .returning({ id: mailOutbox.id })
  return deleted.length
}

/** A mail server's reason may quote the recipient ('550 <maria@example.com>: no such user'): not in full. */
const withoutAddresses = (reason: string) => reason.replace(/[^\s<>()"':;,]+@[^\s<>()"':;,]+/g, maskedEmail)

/** A sent or refused message keeps who, what and when; its bodies and headers carry single-use links. */
const CLEARED = { textBody: '', htmlBody: '', headers: {}, attachments: [] }

export type MailOutboxOptions = Partial<OutboxTimings> & {
  db: Database
  transport: MailTransport
  logger: OutboxLogger
  batchSize?: number
  /** Told how many messages the mail server (or the mail folder) did not take (the metrics count them). */
  onNotDelivered?: (count: number) => void
}

/** The messages still to be sent, and how long the oldest has waited: one indexed count, for the metrics. */
export async function mailOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [backlog] = await db
    .select(backlogColumns(mailOutbox.createdAt))
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
  return backlog ?? { depth: 0, oldestAgeSeconds: null }
}

/**
 * Sends queued email with retries: the same claims as the lead outbox (decision 5), so any number of
 * servers may run it without sending a message twice at once, and a mail server that is down loses nothing.
 * A 5xx refusal is final; anything else is tried again, 30 s doubling to two minutes, jittered (decision 30).
 */
export function createMailOutbox(options: MailOutboxOptions) {
  const { db, transport, logger, batchSize = 10 } = options
  // Longer than the lead outbox's: an SMTP conversation may take its timeouts' worth (transport.server.ts).
  const timings = outboxTimings(options, 2 * 60_000)

  async function claimDueMail(): Promise<QueuedMail[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: afterMs(timings.leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning()
  }

  async function send(mail: QueuedMail) {
    const noted = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts }
    try {
      await transport.send({
        id: mail.id,
        createdAt: mail.createdAt,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers,
        attachments: mail.attachments,
      })
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null, ...CLEARED })
        .where(eq(mailOutbox.id, mail.id))
      logger.info(noted, 'email sent')
      return true
    } catch (error) {
      const reason = withoutAddresses(whyNotDelivered(error))
      if (isPermanentRefusal(error)) {
        await db
          .update(mailOutbox)
          .set({ failedAt: sql`now()`, lastError: reason, ...CLEARED })
          .where(eq(mailOutbox.id, mail.id))
        logger.warn({ ...noted, reason }, 'email refused for good by the mail server')
        return false
      }
      const wait = retryDelayMs(mail.attempts, timings)
      await db
        .update(mailOutbox)
        .set({ lastError: reason, nextAttemptAt: afterMs(wait) })
        .where(eq(mailOutbox.id, mail.id))
      logger.warn({ ...noted, retryInMs: wait, reason }, 'email not sent yet')
      return false
    }
  }

  return createOutboxWorker({
    claim: claimDueMail,
    deliver: send,
    logger,
    name: 'mail outbox',
    pollMs: timings.pollMs,
    onNotDelivered: options.onNotDelivered,
  })
}

export type MailOutbox = ReturnType<typeof createMailOutbox>
