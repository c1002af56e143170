import { type SQL, sql } from 'drizzle-orm'
import type { Database } from './client.server'

// `npm run db:copy-to-postgres`: every row of one database (the embedded default) into another (an
// empty PostgreSQL), both migrated to the same schema. Rows travel as PostgreSQL's own text form of
// each value and are read back by the target's column types, so dates, amounts, JSON and arrays arrive
// exactly as they were, whatever the drivers make of them.

/** Filled by the target's own triggers from the rows copied (decision 10), so never copied themselves. */
const DERIVED_TABLES = new Set(['lowest_monthly_prices', 'monthly_departures'])

/** Parameters per INSERT stay well under PostgreSQL's 65,535. */
const VALUES_PER_INSERT = 30_000

type Column = { table: string; column: string; numbered: boolean }

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with a `rows` array.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The public tables, each after every table it refers to, so foreign keys hold at every insert. */
async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  )
  const ordered: string[] = []
  let waiting = tables.map((table) => table.name)
  while (waiting.length > 0) {
    const ready = waiting.filter((table) =>
      references.every((edge) => edge.child !== table || ordered.includes(edge.parent)),
    )
    if (ready.length === 0)
      throw new Error(`These tables refer to each other in a loop: ${waiting.join(', ')}`)
    ordered.push(...ready)
    waiting = waiting.filter((table) => !ready.includes(table))
  }
  return ordered.filter((table) => !DERIVED_TABLES.has(table))
}

/** Each table's columns that take a value (generated ones do not), and whether a sequence numbers them. */
async function columnsOf(db: Database): Promise<Column[]> {
  const columns = await rowsOf<{ table: string; column: string; default: string | null; identity: string }>(
    db,
    sql`select table_name as table, column_name as column, column_default as default, is_identity as identity
        from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER'
        order by table_name, ordinal_position`,
  )
  return columns.map(({ table, column, ...rest }) => ({
    table,
    column,
    numbered: rest.identity === 'YES' || Boolean(rest.default?.startsWith('nextval(')),
  }))
}

const list = (items: Parameters<typeof sql.join>[0]) => sql.join(items, sql`, `)

async function copyTable(source: Database, target: Database, table: string, columns: string[]) {
  const names = columns.map((column) => sql.identifier(column))
  const rows = await rowsOf<Record<string, string | null>>(
    source,
    sql`select ${list(columns.map((column) => sql`${sql.identifier(column)}::text as ${sql.identifier(column)}`))}
        from ${sql.identifier(table)}`,
  )
  const rowsPerInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / columns.length))
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const values = rows
      .slice(start, start + rowsPerInsert)
      .map((row) => sql`(${list(columns.map((column) => sql`${row[column]}`))})`)
    await target.execute(
      sql`insert into ${sql.identifier(table)} (${list(names)}) overriding system value values ${list(values)}`,
    )
  }
  return rows.length
}

/** Numbers the target hands out next follow the highest copied, as they did in the source. */
async function resetSequences(target: Database, columns: Column[]) {
  for (const { table, column } of columns.filter((entry) => entry.numbered)) {
    const id = sql.identifier(column)
    await target.execute(
      sql`select setval(pg_get_serial_sequence(${`public.${table}`}, ${column}), coalesce(max(${id}), 1), max(${id}) is not null)
          from ${sql.identifier(table)}`,
    )
  }
}

/** Why the target may not be copied into, or null: it must hold no rows at all. */
async function whyNotEmpty(target: Database, tables: string[]) {
  for (const table of tables) {
    const [row] = await rowsOf<{ used: boolean }>(
      target,
      sql`select exists (select 1 from ${sql.identifier(table)}) as used`,
    )
    if (row?.used) return `its table ${table} has rows already`
  }
  return null
}

/**
 * Copies every row of `source` into `target`, both migrated and `target` empty, in one transaction: the
 * target ends up with all of it or none. Answers the rows copied per table.
 */
export async function copyDatabase(source: Database, target: Database) {
  const tables = await tablesInDependencyOrder(target)
  const columns = await columnsOf(target)
  const problem = await whyNotEmpty(target, tables)
  if (problem) throw new Error(`The target database is not empty (${problem}); copy into an empty one.`)
  return target.transaction(async (tx) => {
    const copied: { table: string; rows: number }[] = []
    for (const table of tables) {
      const names = columns.filter((entry) => entry.table === table).map((entry) => entry.column)
      copied.push({ table, rows: await copyTable(source, tx, table, names) })
    }
    await resetSequences(tx, columns)
    return copied
  })
}
