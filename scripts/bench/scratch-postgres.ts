import { randomBytes } from 'node:crypto'
import { type DatabaseHandle, openPostgres } from '#app/db/client.server'
import { databaseUrl, withAdminClient } from '#tests/setup/postgres-admin'

/** A throwaway database on the given server, named by its URL, dropped when `work` ends. */
export async function withScratchDatabase(url: string, work: (scratchUrl: string) => Promise<void>) {
  const name = `citybreak_bench_${randomBytes(6).toString('hex')}`
  await withAdminClient(url, (client) => client.query(`create database ${name}`))
  try {
    await work(databaseUrl(url, name))
  } finally {
    await withAdminClient(url, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
}

/** The same, opened: a bench never touches real data or leaves rows behind. */
export function withScratchPostgres(url: string, work: (database: DatabaseHandle) => Promise<void>) {
  return withScratchDatabase(url, (scratchUrl) => work(openPostgres(scratchUrl)))
}
