import { Router } from 'express'
import { BookingInputSchema } from '#app/schemas/booking'
import { LeadInputSchema } from '#app/schemas/lead'
import { LeadChangeSchema, LeadListQuerySchema, LeadNoteInputSchema } from '#app/schemas/lead-work'
import { recordLead, retryLead } from '#app/services/leads/call-backs.server'
import { leadChangeInWords } from '#app/services/leads/lead-activity.server'
import { bookFromLead } from '#app/services/leads/lead-booking.server'
import { leadsCsv, listLeads } from '#app/services/leads/lead-list.server'
import {
  addLeadNote,
  changeLead,
  deleteLead,
  getLead,
  leadAssignees,
  NotAnAssignee,
} from '#app/services/leads/lead-work.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import { auditTrail } from './middleware/audit'
import { bookingRefused, idempotencyKey } from './middleware/idempotency-key'
import { jsonBody } from './middleware/json-body'
import { limitPublicWrite } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'
import { PageQuery, pageOf, sendPage } from './paging'
import { IdParams } from './params'

const leadInput = { body: LeadInputSchema }
const byId = { params: IdParams }
const listed = { query: PageQuery.and(LeadListQuerySchema) }
const exportQuery = { query: LeadListQuerySchema }
const change = { params: IdParams, body: LeadChangeSchema }
const note = { params: IdParams, body: LeadNoteInputSchema }
const leadBooking = { params: IdParams, body: BookingInputSchema }

const LEAD_NOT_FOUND = 'Call-back request'

/**
 * POST /contact-webhook, the public call-back form: a small body read here rather than by the API's JSON
 * parser, limited per IP, and nothing the visitor sent is echoed back. A repeat folded into an earlier lead
 * is answered as any new request is (decision 53): the visitor is told it arrived, as it did.
 */
export function leadRequestsRouter({ db, leadOutbox, mailer }: ApiContext) {
  const router = Router()
  router.post(
    '/contact-webhook',
    access('anyone'),
    jsonBody('16kb'),
    limitPublicWrite(db, 'contact-webhook'),
    validate(leadInput),
    async (_req, res) => {
      const { body } = validated<typeof leadInput>(res.locals)
      const lead = await recordLead(db, body, { outbox: leadOutbox, mailer })
      res
        .status(lead.created ? 201 : 200)
        .json({ message: "Thank you. We'll call you at your preferred time." })
    },
  )
  return router
}

/**
 * The leads for staff (decision 53): the list with its filters and the same as CSV, one lead with its
 * requests and notes, its status, assignee and follow-up, notes, deletion (owners), a retry of one the CRM
 * has not taken yet, and a booking made from it (issue 39: owners and sales, as the bookings are).
 */
export function leadsRouter({ db, leadOutbox }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)
  const staffId = (res: Parameters<typeof currentAdmin>[0]) => currentAdmin(res)?.id ?? null

  router.get('/leads', access('enquiries'), validate(listed), async (_req, res) => {
    const { query } = validated<typeof listed>(res.locals)
    const window = pageOf(query)
    sendPage(res, await listLeads(db, window, { query, staffId: staffId(res) }), window)
  })

  // Every matching lead's details in one file: the log keeps that it was taken, and how many, never the filters.
  const exported = audit('export', 'leads', {
    summary: (_answer, { res }) => {
      const count = Number(res.locals.exportedLeads)
      return `Downloaded ${count} call-back ${count === 1 ? 'request' : 'requests'} as a CSV file.`
    },
  })
  router.get('/leads/export.csv', access('enquiries'), exported, validate(exportQuery), async (_req, res) => {
    const { query } = validated<typeof exportQuery>(res.locals)
    const { csv, count } = await leadsCsv(db, { query, staffId: staffId(res) })
    res.locals.exportedLeads = count
    const day = new Date().toISOString().slice(0, 10)
    res.attachment(`call-back-requests-${day}.csv`).type('text/csv; charset=utf-8').send(csv)
  })

  router.get('/leads/assignees', access('enquiries'), async (_req, res) => {
    res.json(await leadAssignees(db))
  })

  router.get('/leads/:id', access('enquiries'), validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    const lead = await getLead(db, params.id)
    if (!lead) throw notFound(LEAD_NOT_FOUND)
    res.json(lead)
  })

  router.patch(
    '/leads/:id',
    access('enquiries'),
    audit('update', 'lead', { words: leadChangeInWords }),
    validate(change),
    async (_req, res) => {
      const { params, body } = validated<typeof change>(res.locals)
      try {
        const lead = await changeLead(db, params.id, body)
        if (!lead) throw notFound(LEAD_NOT_FOUND)
        res.json(lead)
      } catch (error) {
        if (error instanceof NotAnAssignee) {
          throw new HttpError(400, error.message, [{ path: 'assigneeId', message: error.message }])
        }
        throw error
      }
    },
  )

  router.post(
    '/leads/:id/notes',
    access('enquiries'),
    audit('note', 'lead', {
      thingId: (res) => Number(res.req.params.id),
      // The note itself may hold anything about the person: the log says only that one was added.
      summary: (_answer, { thing }) => `Added a note to ${thing?.subject ?? 'the request'}.`,
    }),
    validate(note),
    async (_req, res) => {
      const { params, body } = validated<typeof note>(res.locals)
      const author = currentAdmin(res)
      if (!author) throw new HttpError(401, 'Please sign in to continue.')
      const added = await addLeadNote(db, params.id, author, body.text)
      if (!added) throw notFound(LEAD_NOT_FOUND)
      res.status(201).json(added)
    },
  )

  router.post(
    '/leads/:id/booking',
    access('bookings'),
    audit('book', 'lead', {
      // The reference is what staff look the booking up by; the travellers' details stay out of the log.
      summary: (answer, { thing, res }) => {
        const { reference } = answer as { reference: string }
        const subject = thing?.subject ?? 'the request'
        return res.statusCode === 201
          ? `Made booking ${reference} from ${subject}.`
          : `Sent booking ${reference} from ${subject} again: it was made already.`
      },
    }),
    idempotencyKey,
    validate(leadBooking),
    async (_req, res) => {
      const { params, body } = validated<typeof leadBooking>(res.locals)
      const outcome = await bookFromLead(db, params.id, body, { idempotencyKey: res.locals.idempotencyKey })
      if (!outcome) throw notFound(LEAD_NOT_FOUND)
      if ('refused' in outcome) throw bookingRefused(outcome.refused)
      res.status(outcome.created ? 201 : 200).json(outcome.booking)
    },
  )

  router.delete(
    '/leads/:id',
    access('leadDelete'),
    audit('delete', 'lead'),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      if (!(await deleteLead(db, params.id))) throw notFound(LEAD_NOT_FOUND)
      res.status(204).end()
    },
  )

  router.post(
    '/leads/:id/retry',
    access('enquiries'),
    audit('retry', 'lead', { summary: () => 'Asked for it to be sent to the CRM again.' }),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      if (!(await retryLead(db, params.id, leadOutbox))) throw notFound('Lead waiting to be forwarded')
      res.status(204).end()
    },
  )

  return router
}
