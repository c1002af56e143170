import type { Database } from '#app/db/client.server'
import { deleteExpiredSessions } from '#app/services/auth/auth.server'
import { deleteExpiredPasswordResets } from '#app/services/auth/passwords.server'
import type { ImageStorage } from '#app/services/images/image-storage.server'
import { deleteUploadsNoRowNames } from '#app/services/images/unused-uploads.server'
import { deleteLeadsPastRetention } from '#app/services/leads/call-backs.server'
import { deleteMailFilesWithoutRecords } from '#app/services/mail/mail-files.server'
import { deleteOldMailRecords } from '#app/services/mail/outbox.server'
import { deleteUnconfirmedSignups } from '#app/services/newsletter/sign-ups.server'
import { deleteVersionsBeyondKept } from '#app/services/packages/package-versions.server'
import { runEvery } from '#app/services/periodic-pass.server'
import { deleteSpentWindows } from '#app/services/rate-limits.server'
import { deleteExpiredInvitations } from '#app/services/staff/invitations.server'

const DAY_MS = 24 * 60 * 60 * 1000

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

/**
 * The rules that are settings: how long call-back requests are kept (LEAD_RETENTION_MONTHS), where this
 * server writes mail files (DATA_DIR/mail), and where uploaded images are kept (the disk or the bucket).
 */
export type RetentionRules = { leadRetentionMonths: number; mailFolder: string; uploads: ImageStorage }

/**
 * Deletes what must not be kept, each domain by its own rule: call-back requests past the privacy notice's
 * retention period, newsletter sign-ups left unconfirmed for 30 days, the records of emails sent a month
 * ago and then every mail file whose record is gone, expired admin sessions, staff invitations and
 * password-reset links, spent rate-limit windows, each package's versions beyond its newest
 * VERSIONS_KEPT, and the uploads no row names (decision 55). Safe to run from several processes at once.
 */
export async function deleteExpiredRecords(db: Database, rules: RetentionRules, now = new Date()) {
  const [
    leads,
    unconfirmedSignups,
    mailRecords,
    sessions,
    invitations,
    passwordResets,
    rateLimitWindows,
    packageVersions,
  ] = await Promise.all([
    deleteLeadsPastRetention(db, rules.leadRetentionMonths, now),
    deleteUnconfirmedSignups(db, now),
    deleteOldMailRecords(db, now),
    deleteExpiredSessions(db, now),
    deleteExpiredInvitations(db, now),
    deleteExpiredPasswordResets(db, now),
    deleteSpentWindows(db, now),
    deleteVersionsBeyondKept(db),
  ])
  // Once their records are gone, so a mail file lives exactly as long as its record.
  const mailFiles = await deleteMailFilesWithoutRecords(db, rules.mailFolder, now)
  // Last, so a bucket that does not answer stops nothing else.
  const uploads = await deleteUploadsNoRowNames(db, rules.uploads, now)
  return {
    leads,
    unconfirmedSignups,
    mailRecords,
    mailFiles,
    sessions,
    invitations,
    passwordResets,
    rateLimitWindows,
    packageVersions,
    uploads,
  }
}

/** Runs `deleteExpiredRecords` at start-up and then once a day, until stopped. */
export function startHousekeeping({
  db,
  rules,
  logger,
  everyMs = DAY_MS,
}: {
  db: Database
  rules: RetentionRules
  logger: Logger
  everyMs?: number
}) {
  const sweep = async () => {
    try {
      const deleted = await deleteExpiredRecords(db, rules)
      logger.info({ deleted }, 'housekeeping: expired records deleted')
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; it runs again later')
    }
  }
  const first = sweep()
  const daily = runEvery(everyMs, sweep)
  return {
    stop: async () => {
      await daily.stop()
      await first
    },
  }
}
