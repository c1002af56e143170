import { openPostgres } from '#app/db/client.server'
import { databaseUrl, TEMPLATE_DATABASE, withAdminClient } from './postgres-admin'

/**
 * On PostgreSQL, migrate one template database once; each test file then copies it,
 * which is much faster than migrating per file. PGlite needs no global set-up.
 */
export async function setup() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  await withAdminClient(url, async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`)
    await client.query(`create database ${TEMPLATE_DATABASE}`)
  })
  const template = openPostgres(databaseUrl(url, TEMPLATE_DATABASE))
  await template.migrate()
  await template.close()
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  await withAdminClient(url, (client) =>
    client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`),
  )
}
