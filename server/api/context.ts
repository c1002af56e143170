import type { Database } from '#app/db/client.server'
import type { Config } from '#app/env.server'
import type { ImageStorage } from '#app/services/images/image-storage.server'
import type { LeadOutbox } from '#app/services/leads/outbox.server'
import type { Mailer } from '#app/services/mail/mail-settings.server'

/** What every API router needs: the database and the validated configuration. */
export type ApiContext = {
  db: Database
  config: Config
  imageStorage: ImageStorage
  /** Forwards leads to the CRM; absent when no CRM webhook is configured. */
  leadOutbox?: Pick<LeadOutbox, 'kick'>
  /** Writes emails with the site's address and wakes the mail outbox once they are queued. */
  mailer: Mailer
  /** Told after every successful admin write, before its answer goes out: public pages may have changed. */
  onCatalogueWrite?: () => void
}
