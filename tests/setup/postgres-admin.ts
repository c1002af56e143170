import pg from 'pg'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
  }
}

/** The URL of another database on the same server as `url`. */
export function databaseUrl(url: string, name: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
