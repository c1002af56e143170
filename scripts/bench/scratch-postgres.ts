import { randomBytes } from 'node:crypto'
import { type DatabaseHandle, openPostgres } from '#app/db/client.server'
import { databaseUrl, withAdminClient } from '#tests/setup/postgres-admin'

/** A throwaway database on the given server, so a bench never touches real data or leaves rows behind. */
export async function withScratchPostgres(url: string, work: (database: DatabaseHandle) => Promise<void>) {
  const name = `citybreak_bench_${randomBytes(6).toString('hex')}`
  await withAdminClient(url, (client) => client.query(`create database ${name}`))
  try {
    await work(openPostgres(databaseUrl(url, name)))
  } finally {
    await withAdminClient(url, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
}
