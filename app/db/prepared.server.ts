import { eq, getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.server'

const statements = new WeakMap<Database, Map<string, unknown>>()

/**
 * The prepared statement `name` of a database, made by `prepare` (given the name, for Drizzle's `.prepare`)
 * on first use. A hot query is then built once, and on PostgreSQL parsed and planned once per connection.
 * The name must stand for one SQL text.
 */
export function preparedStatement<Statement>(
  db: Database,
  name: string,
  prepare: (name: string) => Statement,
): Statement {
  const forDatabase = statements.get(db) ?? new Map<string, unknown>()
  statements.set(db, forDatabase)
  const statement = (forDatabase.get(name) as Statement | undefined) ?? prepare(name)
  forDatabase.set(name, statement)
  return statement
}

/**
 * One package's rows of a table (its pictures, features, amenities or reviews) in `order`, as every package
 * page and answer reads them: prepared under the table's name, so `order` must be the same on every call.
 */
export function packageRows<Table extends PgTable & { packageId: PgColumn }>(
  db: Database,
  table: Table,
  order: SQL[],
  packageId: number,
): Promise<Table['$inferSelect'][]> {
  return preparedStatement(db, `${getTableName(table)}_of_package`, (name) =>
    db
      .select()
      // Drizzle cannot type a select from a table left generic; the answer is the table's rows all the same.
      .from(table as PgTable)
      .where(eq(table.packageId, sql.placeholder('packageId')))
      .orderBy(...order)
      .prepare(name),
  ).execute({ packageId }) as Promise<Table['$inferSelect'][]>
}
