import type { Database } from './client.server'

const statements = new WeakMap<Database, Map<string, unknown>>()

/**
 * The prepared statement `name` of a database, made by `prepare` on first use. A hot query is then built
 * once, and on PostgreSQL parsed and planned once per connection. The name must stand for one SQL text.
 */
export function preparedStatement<Statement>(
  db: Database,
  name: string,
  prepare: () => Statement,
): Statement {
  const forDatabase = statements.get(db) ?? new Map<string, unknown>()
  statements.set(db, forDatabase)
  const statement = (forDatabase.get(name) as Statement | undefined) ?? prepare()
  forDatabase.set(name, statement)
  return statement
}
