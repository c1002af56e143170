import type { Database } from '#app/db/client.server'
import type { Config } from '#app/env.server'

/** What every API router needs: the database and the validated configuration. */
export type ApiContext = {
  db: Database
  config: Config
}
