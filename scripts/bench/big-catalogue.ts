import { openPostgres } from '#app/db/client.server'
import { MONTH_PRICE_PERCENT } from '#app/db/seed-catalogue.server'
import { prepareDatabase } from '#server/prepare-database'
import { withAdminClient } from '#tests/setup/postgres-admin'

/** Copies of the sample packages added to the six of the seed: 506 in all, as in issue 25. */
const COPIES = 500

/**
 * Every package is priced for each of the next 365 days from every airport but one (11 of the seed's 12:
 * 4,015 prices a package, 2 million in all). Prices follow the seed's seasons with a surcharge for some
 * airports and end in 9; about 1 in 10 is discounted, 1 in 20 sold out and 1 in 30 withdrawn, by a
 * repeatable roll of the package, airport and day.
 */
const PRICES = `
  insert into pricing_options
    (package_id, airport_id, departure_date, return_date, price, discounted_price, available_seats, is_available)
  select p.id, a.id, current_date + day, current_date + day + p.duration, priced.price,
    case when roll < 10 then round(priced.price * 0.9) end,
    case when roll between 10 and 14 then 0 else 2 + roll % 39 end,
    roll not between 10 and 17
  from travel_packages p
  cross join (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from airports) a
  cross join generate_series(1, 365) day
  cross join lateral (select (p.id * 7919 + a.id * 104729 + day * 31) % 100 as roll) rolled
  cross join lateral (
    select round(coalesce(p.base_price, 500) * ($1::int[])[extract(month from current_date + day)::int] / 1000
      + a.k % 5) * 10 - 1 as price
  ) priced
  where a.k <> p.id % a.total`

/**
 * The seed's six packages cloned with their pictures, features, amenities and reviews, so pages render as
 * they would for a real catalogue: every 25th copy featured, every 50th a draft.
 */
const COPIES_OF_THE_SEED = [
  `create temporary table copies on commit drop as
    select n, seed.id as source_id, seed.slug || '-' || n as slug
    from generate_series(1, ${COPIES}) n
    join (select id, slug, row_number() over (order by id) - 1 as k, count(*) over () as total
      from travel_packages) seed on seed.k = n % seed.total`,
  `insert into travel_packages (slug, title, subtitle, description, itinerary, accommodation_details,
      additional_info, whats_included, duration, accommodation_type, board_type, is_featured, phone_number,
      destination_id, base_price, hero_image_url, status)
    select c.slug, p.title || ' ' || c.n, p.subtitle, p.description, p.itinerary, p.accommodation_details,
      p.additional_info, p.whats_included, p.duration, p.accommodation_type, p.board_type, c.n % 25 = 0,
      p.phone_number, p.destination_id, p.base_price, p.hero_image_url,
      case when c.n % 50 = 0 then 'draft' else 'published' end
    from copies c join travel_packages p on p.id = c.source_id`,
  `create temporary table copy_ids on commit drop as
    select c.source_id, t.id from copies c join travel_packages t on t.slug = c.slug`,
  `insert into images (package_id, type, url, alt_text, title, sequence)
    select c.id, i.type, i.url, i.alt_text, i.title, i.sequence from copy_ids c join images i on i.package_id = c.source_id`,
  `insert into package_features (package_id, label, icon)
    select c.id, f.label, f.icon from copy_ids c join package_features f on f.package_id = c.source_id`,
  `insert into amenities (package_id, name, included, sequence)
    select c.id, a.name, a.included, a.sequence from copy_ids c join amenities a on a.package_id = c.source_id`,
  `insert into reviews (package_id, author, rating, comment, date)
    select c.id, r.author, r.rating, r.comment, r.date from copy_ids c join reviews r on r.package_id = c.source_id`,
]

type Client = Parameters<Parameters<typeof withAdminClient>[1]>[0]

/**
 * PostgreSQL's advice for a bulk load ("Populating a Database" in its manual): the table's indexes and
 * foreign keys go while the rows go in and come back built once from all of them, instead of 2 million index
 * insertions and 4 million foreign key checks, one row at a time. Its triggers still run.
 */
async function withoutIndexesAndForeignKeys(client: Client, table: string, load: () => Promise<void>) {
  const constraints = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = $1::regclass and contype in ('f', 'u')`,
    [table],
  )
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes where tablename = $1
      and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
    [table],
  )
  for (const { name } of constraints.rows)
    await client.query(`alter table ${table} drop constraint "${name}"`)
  for (const { name } of indexes.rows) await client.query(`drop index "${name}"`)
  await load()
  for (const { definition } of indexes.rows) await client.query(definition)
  for (const { name, definition } of constraints.rows) {
    await client.query(`alter table ${table} add constraint "${name}" ${definition}`)
  }
}

/**
 * Migrates and seeds the database as the production server does on its first start (with `admin` as the
 * first admin), then grows it to issue 25's catalogue in one transaction. The prices go in as one statement,
 * so the table's statement trigger (migration 0003) recomputes the lowest monthly prices once, as an import
 * would. Answers how many packages and prices there are.
 */
export async function buildBigCatalogue(url: string, admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }) {
  const database = openPostgres(url)
  try {
    await prepareDatabase(database, admin)
  } finally {
    await database.close()
  }
  return withAdminClient(url, async (client) => {
    await client.query('begin')
    // Room to sort each index of 2 million rows in memory.
    await client.query(`set local maintenance_work_mem = '256MB'`)
    for (const statement of COPIES_OF_THE_SEED) await client.query(statement)
    await withoutIndexesAndForeignKeys(client, 'pricing_options', async () => {
      await client.query('delete from pricing_options')
      await client.query(PRICES, [MONTH_PRICE_PERCENT])
    })
    await client.query('commit')
    // As autovacuum would after a real import: table statistics, and a visibility map for index-only scans.
    await client.query('vacuum analyze')
    const counts = await client.query<{ packages: number; prices: number }>(
      `select (select count(*)::int from travel_packages) as packages,
        (select count(*)::int from pricing_options) as prices`,
    )
    return counts.rows[0]
  })
}
