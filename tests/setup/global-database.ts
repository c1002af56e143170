import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { openPostgres } from '#app/db/client.server'
import { databaseUrl, withAdminClient } from './postgres-admin'

// One template per run, so two runs on the same server (CI and a developer) never touch each other's.
const TEMPLATE_DATABASE = `citybreak_template_${randomBytes(4).toString('hex')}`

/**
 * On PostgreSQL, migrate one template database once; each test file then copies it,
 * which is much faster than migrating per file. PGlite needs no global set-up.
 */
export async function setup(project: TestProject) {
  project.provide('templateDatabase', TEMPLATE_DATABASE)
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  await withAdminClient(url, async (client) => {
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
