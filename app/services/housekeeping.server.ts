import { lt } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { contactLeads, rateLimits, sessions } from '#app/db/schema.server'

/** The privacy notice's promise: call-back requests are deleted within 12 months. */
export const LEAD_RETENTION_MONTHS = 12

const DAY_MS = 24 * 60 * 60 * 1000

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

/**
 * Deletes what must not be kept: call-back requests older than the retention period (bookings are
 * recorded in the agency's own systems, never here), expired admin sessions and spent rate-limit
 * windows. Safe to run from several processes at once.
 */
export async function deleteExpiredRecords(db: Database, now = new Date()) {
  const retentionStart = new Date(now)
  retentionStart.setMonth(retentionStart.getMonth() - LEAD_RETENTION_MONTHS)
  const [leads, expiredSessions, windows] = await Promise.all([
    db
      .delete(contactLeads)
      .where(lt(contactLeads.createdAt, retentionStart))
      .returning({ id: contactLeads.id }),
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key }),
  ])
  return { leads: leads.length, sessions: expiredSessions.length, rateLimitWindows: windows.length }
}

/** Runs `deleteExpiredRecords` at start-up and then once a day, until stopped. */
export function startHousekeeping({
  db,
  logger,
  everyMs = DAY_MS,
}: {
  db: Database
  logger: Logger
  everyMs?: number
}) {
  const sweep = async () => {
    try {
      const deleted = await deleteExpiredRecords(db)
      logger.info({ deleted }, 'housekeeping: expired records deleted')
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; it runs again later')
    }
  }
  let running = sweep()
  const timer = setInterval(() => {
    running = sweep()
  }, everyMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
