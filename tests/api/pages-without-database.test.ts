import { describe, expect, it } from 'vitest'
import { loader as offersLoader } from '#app/routes/offers'
import { loader as sitemapLoader } from '#app/routes/sitemap'
import { pageContext } from '#tests/setup/page-context'
import { createTestDatabase } from '#tests/setup/test-database'

/**
 * The listing and the sitemap show their own failure message when the database does not answer. They say
 * so with a 503 as well, so neither this process's page cache nor a CDN keeps the failure, and the cause
 * goes on the request's log line.
 */

/** A database that has stopped answering: opened, then closed under the loader's feet. */
async function goneDatabase() {
  const database = await createTestDatabase()
  await database.close()
  return database.db
}

async function loadWithoutDatabase(loader: (args: never) => unknown, url: string) {
  const reported: unknown[] = []
  const context = pageContext(await goneDatabase(), { reportError: (error) => void reported.push(error) })
  const answer = (await loader({ request: new Request(url), context, params: {} } as never)) as {
    data: Record<string, unknown>
    init: { status: number }
  }
  return { answer, reported }
}

describe('pages whose database has stopped answering', () => {
  it('/offers shows its failure state with a 503 and reports the cause', async () => {
    const { answer, reported } = await loadWithoutDatabase(offersLoader, 'http://localhost/offers')
    expect(answer.init.status).toBe(503)
    expect(answer.data.packages).toBeNull()
    expect(reported).toHaveLength(1)
  })

  it('/sitemap shows its failure state with a 503 and reports the cause', async () => {
    const { answer, reported } = await loadWithoutDatabase(sitemapLoader, 'http://localhost/sitemap')
    expect(answer.init.status).toBe(503)
    expect(answer.data.entries).toBeNull()
    expect(reported).toHaveLength(1)
  })
})
