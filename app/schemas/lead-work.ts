import { z } from 'zod'
import { isLeadStatus, LEAD_SORTS, LEAD_STATUSES, SORT_ORDERS } from '#app/lib/leads'
import { calendarDateField, idField } from './fields'
import { blankToUndefined } from './package-search'

/** The staff's reads and writes of leads (decision 53): the list's filters, a change, a note. */

const STATUSES_MESSAGE = `Choose statuses from ${LEAD_STATUSES.join(', ')}, separated by commas.`
const STATUS_MESSAGE = `Choose a status of ${LEAD_STATUSES.join(', ')}.`
const ASSIGNEE_MESSAGE = 'Use assignee=me, assignee=none or the numeric id of a member of staff.'
export const MAX_LEAD_SEARCH_LENGTH = 100
export const MAX_NOTE_LENGTH = 2000

// A control left on 'Any' (or a cleared search box) sends an empty value: no filter, not a bad one.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

/** `status=new,contacted`, or the parameter repeated: one list of known statuses, each once; none is no filter. */
const statusList = z.preprocess(
  (value) => {
    if (typeof value !== 'string' && !Array.isArray(value)) return value
    const parts = [value]
      .flat()
      .filter((part) => typeof part === 'string')
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean)
    return parts.length > 0 ? [...new Set(parts)] : undefined
  },
  z
    .array(z.string(), { error: STATUSES_MESSAGE })
    .refine((parts) => parts.every(isLeadStatus), STATUSES_MESSAGE)
    .transform((parts) => parts.filter(isLeadStatus))
    .optional(),
)

const assigneeFilter = z.union(
  [z.enum(['me', 'none'], { error: ASSIGNEE_MESSAGE }), idField(ASSIGNEE_MESSAGE)],
  {
    error: ASSIGNEE_MESSAGE,
  },
)

/** `GET /api/leads` and its CSV export: which leads, and in what order. */
export const LeadListQuerySchema = z
  .object({
    status: statusList,
    assignee: optional(assigneeFilter),
    q: optional(
      z
        .string({ error: 'Search with one piece of text.' })
        .trim()
        .max(MAX_LEAD_SEARCH_LENGTH, `Search with at most ${MAX_LEAD_SEARCH_LENGTH} characters.`),
    ),
    from: optional(calendarDateField('Use from=YYYY-MM-DD, the first day a request came to list.')),
    to: optional(calendarDateField('Use to=YYYY-MM-DD, the last day a request came to list.')),
    overdue: optional(
      z.enum(['true'], { error: 'Use overdue=true, or leave it out.' }).transform(() => true as const),
    ),
    sort: optional(z.enum(LEAD_SORTS, { error: `Sort by ${LEAD_SORTS.join(', ')}.` })),
    order: optional(z.enum(SORT_ORDERS, { error: 'Use order=asc or order=desc.' })),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ['to'],
    message: 'Use a to date on or after the from date.',
  })

export type LeadListQuery = z.infer<typeof LeadListQuerySchema>

const FOLLOW_UP_MESSAGE = 'Use a follow-up date as YYYY-MM-DD, or null for none.'

/** `PATCH /api/leads/:id`: any of the three, at least one. Who may be assigned is the service's to say. */
export const LeadChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: STATUS_MESSAGE }).optional(),
    assigneeId: idField('Choose a member of staff by their numeric id, or null for nobody.')
      .nullable()
      .optional(),
    followUpOn: calendarDateField(FOLLOW_UP_MESSAGE).nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send a status, an assigneeId or a followUpOn to change.',
  })

export type LeadChange = z.infer<typeof LeadChangeSchema>

/** `POST /api/leads/:id/notes`. */
export const LeadNoteInputSchema = z.object({
  text: z
    .string({ error: 'Write the note as text.' })
    .trim()
    .min(1, 'Write something in the note.')
    .max(MAX_NOTE_LENGTH, `Keep a note to at most ${MAX_NOTE_LENGTH} characters.`),
})
