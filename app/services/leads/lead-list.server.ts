import { stringify } from 'csv-stringify/sync'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { adminUsers, contactLeads } from '#app/db/schema.server'
import { containing } from '#app/db/text-search.server'
import { inertCell } from '#app/lib/csv-cells'
import { DEFAULT_SORT_ORDERS, OPEN_LEAD_STATUSES } from '#app/lib/leads'
import type { ListWindow } from '#app/lib/list-page'
import type { LeadListQuery } from '#app/schemas/lead-work'

/**
 * The staff's list of leads (decision 53): filtered, sorted and paged by the database, and the same rows as
 * one CSV file. Days are the agency's, in London: a request at 00:30 on 1 July BST came on 1 July.
 */

const AGENCY_TIME_ZONE = 'Europe/London'

/** Today in London, for what is overdue. */
export const agencyToday = sql`(now() at time zone ${AGENCY_TIME_ZONE})::date`
const receivedOn = sql`(${contactLeads.createdAt} at time zone ${AGENCY_TIME_ZONE})::date`

// Written out in full: inside a subquery Drizzle's bare "id" would mean the inner table's column.
const outerLeadId = sql.raw('"contact_leads"."id"')

/** Columns of a lead as the list, the detail and the export read it, its assignee's address joined. */
export const leadColumns = {
  id: contactLeads.id,
  firstName: contactLeads.firstName,
  lastName: contactLeads.lastName,
  email: contactLeads.email,
  phone: contactLeads.phone,
  customFields: contactLeads.customFields,
  createdAt: contactLeads.createdAt,
  forwardedAt: contactLeads.forwardedAt,
  forwardAttempts: contactLeads.forwardAttempts,
  lastError: contactLeads.lastError,
  status: contactLeads.status,
  followUpOn: contactLeads.followUpOn,
  assigneeId: contactLeads.assigneeId,
  assigneeEmail: adminUsers.email,
  repeats:
    sql<number>`(select count(*) from lead_requests where lead_requests.lead_id = ${outerLeadId})`.mapWith(
      Number,
    ),
  lastRepeatAt: sql<Date | null>`(select max(lead_requests.created_at) from lead_requests
    where lead_requests.lead_id = ${outerLeadId})`.mapWith(contactLeads.createdAt),
}

export const selectLeads = (db: Database) =>
  db.select(leadColumns).from(contactLeads).leftJoin(adminUsers, eq(adminUsers.id, contactLeads.assigneeId))

type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number]

/** A lead as the API sends it (`AdminLead`): the assignee as one object, the repeats counted in. */
export function toAdminLead({ assigneeId, assigneeEmail, repeats, lastRepeatAt, ...lead }: LeadRow) {
  return {
    ...lead,
    assignee: assigneeId !== null && assigneeEmail !== null ? { id: assigneeId, email: assigneeEmail } : null,
    requestCount: repeats + 1,
    lastRequestAt: lastRepeatAt ?? lead.createdAt,
  }
}

/** Phone numbers are found by their digits too: '020 7946' finds '02079460999'. */
const PHONE_SEARCH = /^[\d\s()+.-]+$/
const MIN_PHONE_DIGITS = 3

/** Text in the name, the address, the phone or the package, of the lead or any request folded into it. */
function matching(q: string): SQL | undefined {
  const pattern = containing(q)
  const digits = q.replace(/\D/g, '')
  const byDigits = PHONE_SEARCH.test(q) && digits.length >= MIN_PHONE_DIGITS ? `%${digits}%` : undefined
  const phoneDigits = (phone: SQL) => sql`regexp_replace(${phone}, '[^0-9]', '', 'g') like ${byDigits}`
  return or(
    ilike(sql`${contactLeads.firstName} || ' ' || ${contactLeads.lastName}`, pattern),
    ilike(contactLeads.email, pattern),
    ilike(contactLeads.phone, pattern),
    ilike(sql`${contactLeads.customFields}->>'package'`, pattern),
    byDigits ? phoneDigits(sql`${contactLeads.phone}`) : undefined,
    sql`exists (select 1 from lead_requests where lead_requests.lead_id = ${outerLeadId} and (
      (lead_requests.first_name || ' ' || lead_requests.last_name) ilike ${pattern}
      or lead_requests.phone ilike ${pattern}
      ${byDigits ? sql`or ${phoneDigits(sql`lead_requests.phone`)}` : sql.empty()}))`,
  )
}

/** Open, with a follow-up day already past. */
export const overdueFollowUp = and(
  lt(contactLeads.followUpOn, agencyToday),
  inArray(contactLeads.status, OPEN_LEAD_STATUSES),
)

function leadCondition(query: LeadListQuery, staffId: number | null) {
  const { status, assignee, q, from, to, overdue } = query
  return and(
    status ? inArray(contactLeads.status, status) : undefined,
    assignee === undefined
      ? undefined
      : assignee === 'none'
        ? isNull(contactLeads.assigneeId)
        : eq(contactLeads.assigneeId, assignee === 'me' ? (staffId ?? 0) : assignee),
    q ? matching(q) : undefined,
    from ? gte(receivedOn, from) : undefined,
    to ? lte(receivedOn, to) : undefined,
    overdue ? overdueFollowUp : undefined,
  )
}

/** Every order ends on the id, so a page boundary never falls between two equal rows differently twice. */
function leadOrder({ sort = 'received', order = DEFAULT_SORT_ORDERS[sort] }: LeadListQuery): SQL[] {
  const by = order === 'asc' ? asc : desc
  switch (sort) {
    case 'follow-up':
      // Leads without a follow-up come last either way: they are not due at all.
      return [
        sql`${contactLeads.followUpOn} ${sql.raw(order)} nulls last`,
        desc(contactLeads.createdAt),
        desc(contactLeads.id),
      ]
    case 'name':
      return [
        by(sql`lower(${contactLeads.firstName})`),
        by(sql`lower(${contactLeads.lastName})`),
        by(contactLeads.id),
      ]
    default:
      return [by(contactLeads.createdAt), by(contactLeads.id)]
  }
}

/** The whole list's view: its filters and order, and who asks (for `assignee=me`). */
export type LeadView = { query: LeadListQuery; staffId: number | null }

/** One page of the leads that match, and how many match in all. */
export async function listLeads(db: Database, { limit, offset }: ListWindow, view?: LeadView) {
  const { query = {}, staffId = null } = view ?? {}
  const where = leadCondition(query, staffId)
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(contactLeads).where(where),
    selectLeads(db)
      .where(where)
      .orderBy(...leadOrder(query))
      .limit(limit)
      .offset(offset),
  ])
  return { items: rows.map(toAdminLead), total: counted?.total ?? 0 }
}

const timestamp = (value: Date | null) => value?.toISOString() ?? ''

const CSV_HEADER = [
  'id',
  'received_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'package',
  'best_time_to_call',
  'source',
  'message',
  'requests',
  'last_request_at',
  'status',
  'assignee',
  'follow_up_on',
  'forwarded_at',
]

/**
 * Every lead the view matches, in its order, as CSV: an export, not a page. Every cell a spreadsheet
 * would run as a formula is made inert. Answers the file and how many leads it holds.
 */
export async function leadsCsv(db: Database, view: LeadView) {
  const rows = (
    await selectLeads(db)
      .where(leadCondition(view.query, view.staffId))
      .orderBy(...leadOrder(view.query))
  ).map(toAdminLead)
  const csv = stringify([
    CSV_HEADER,
    ...rows.map((lead) =>
      [
        String(lead.id),
        timestamp(lead.createdAt),
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.phone,
        lead.customFields.package ?? '',
        lead.customFields.best_time_to_call ?? '',
        lead.customFields.source ?? '',
        lead.customFields.message ?? '',
        String(lead.requestCount),
        timestamp(lead.lastRequestAt),
        lead.status,
        lead.assignee?.email ?? '',
        lead.followUpOn ?? '',
        timestamp(lead.forwardedAt),
      ].map(inertCell),
    ),
  ])
  return { csv, count: rows.length }
}
