import { loadConfig } from '#app/env.server'
import { createDiskStorage } from '#app/services/images/image-storage.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { apiRouter } from '#server/api/index'
import { listRoutes } from '#server/api/route-list'

/**
 * Every route of the API router, read from the router itself, so a route added later is covered by the
 * tests that walk them all without anyone editing those tests. The router is only built, never called.
 */
export const apiRoutes = () =>
  listRoutes(
    apiRouter({
      db: {} as never,
      config: loadConfig({}),
      imageStorage: createDiskStorage('/nonexistent'),
      mailer: { settings: mailSettings(loadConfig({})), kick: () => undefined },
    }),
  )

/** A route's path with every parameter filled in, under /api. */
export const concretePath = (path: string, value = '1') => `/api${path.replace(/:\w+/g, value)}`
