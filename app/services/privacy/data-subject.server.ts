import { and, asc, desc, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  bookings,
  contactLeads,
  leadNotes,
  leadRequests,
  mailOutbox,
  newsletterConsents,
  newsletterSignups,
} from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import { CONSENT_WORDINGS } from '#app/lib/newsletter-consent'
import { forgetLeadsInActivityLog } from '#app/services/leads/lead-activity.server'
import { deleteMailFiles } from '#app/services/mail/mail-files.server'
import { describeSubjectBookings, sortSubjectBookings } from './subject-bookings.server'

/**
 * Everything held on one email address, for a subject access request and for erasure (UK GDPR articles 15
 * and 17; decision 34). Addresses match by their key, so in any letter case (decision 47). Staff accounts are
 * not covered: they are the agency's own records of its staff.
 */

const leadsOf = (email: string) => eq(contactLeads.emailKey, emailKey(email))
const signupsOf = (email: string) => eq(newsletterSignups.emailKey, emailKey(email))
/** Every email to or about the person: each names whose data it carries (the recipient, or a caller). */
const mailsOf = (email: string) => eq(mailOutbox.aboutAddress, emailKey(email))

/**
 * The subject's emails to erase: those to or about the address and those of the bookings going, but never
 * one of a booking the agency keeps (it is part of that record: what the customer was told).
 */
function mailsToErase(email: string, going: number[], kept: number[]): SQL | undefined {
  const ofSubject = going.length ? or(mailsOf(email), inArray(mailOutbox.bookingId, going)) : mailsOf(email)
  return kept.length
    ? and(ofSubject, or(isNull(mailOutbox.bookingId), notInArray(mailOutbox.bookingId, kept)))
    : ofSubject
}

/**
 * What is held on `email`, as JSON: call-back requests, sign-ups, their consent records, emails, and
 * bookings, each of those saying whether the agency must keep it.
 */
export async function describeDataSubject(db: Database, email: string) {
  const [leads, signups, mails, subjectBookings] = await Promise.all([
    db.select().from(contactLeads).where(leadsOf(email)).orderBy(desc(contactLeads.createdAt)),
    db.select().from(newsletterSignups).where(signupsOf(email)),
    db
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        queuedAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        failedAt: mailOutbox.failedAt,
      })
      .from(mailOutbox)
      .where(mailsOf(email))
      .orderBy(desc(mailOutbox.createdAt)),
    describeSubjectBookings(db, email),
  ])
  const leadIds = leads.map((lead) => lead.id)
  const [repeats, notes] = leadIds.length
    ? await Promise.all([
        db
          .select()
          .from(leadRequests)
          .where(inArray(leadRequests.leadId, leadIds))
          .orderBy(asc(leadRequests.createdAt)),
        db
          .select()
          .from(leadNotes)
          .where(inArray(leadNotes.leadId, leadIds))
          .orderBy(asc(leadNotes.createdAt)),
      ])
    : [[], []]
  const consents = signups.length
    ? await db
        .select()
        .from(newsletterConsents)
        .where(
          inArray(
            newsletterConsents.signupId,
            signups.map((signup) => signup.id),
          ),
        )
        .orderBy(desc(newsletterConsents.requestedAt))
    : []
  return {
    email: emailKey(email),
    // Each with the repeats folded into it and the staff's notes about the person (decision 53).
    leads: leads.map(({ dedupeKey: _key, nextAttemptAt: _next, ...lead }) => ({
      ...lead,
      repeats: repeats
        .filter((repeat) => repeat.leadId === lead.id)
        .map(({ dedupeKey: _repeatKey, leadId: _lead, ...repeat }) => repeat),
      notes: notes.filter((note) => note.leadId === lead.id).map(({ leadId: _lead, ...note }) => note),
    })),
    signups,
    // The words agreed to, not only their version; the token's hash is nobody's data.
    consents: consents.map(({ confirmTokenHash: _hash, ...consent }) => ({
      ...consent,
      wording: CONSENT_WORDINGS[consent.wordingVersion] ?? null,
    })),
    mails,
    bookings: subjectBookings,
  }
}

export type DataSubject = Awaited<ReturnType<typeof describeDataSubject>>

/**
 * Erases everything held on `email` in one transaction: call-back requests with their repeats and notes
 * (and the person's name in the activity log's words about them), sign-ups with their consent records,
 * emails to or about the address, sent or waiting, and the bookings the agency need not keep with their
 * travellers, notes and emails; then those emails' files in `mailFolder` (written without SMTP_URL).
 * Answers how many of each went, and each booking kept with the reason it must be.
 */
export async function eraseDataSubject(db: Database, email: string, { mailFolder }: { mailFolder: string }) {
  const erased = await db.transaction(async (tx) => {
    // Counted first: deleting a sign-up deletes its consent records with it.
    const consents = await tx.$count(
      newsletterConsents,
      inArray(
        newsletterConsents.signupId,
        tx.select({ id: newsletterSignups.id }).from(newsletterSignups).where(signupsOf(email)),
      ),
    )
    const signups = await tx
      .delete(newsletterSignups)
      .where(signupsOf(email))
      .returning({ id: newsletterSignups.id })
    // Their repeats and notes go with them; the activity log's words stop naming the person.
    const leads = await tx
      .delete(contactLeads)
      .where(leadsOf(email))
      .returning({ id: contactLeads.id, firstName: contactLeads.firstName, lastName: contactLeads.lastName })
    await forgetLeadsInActivityLog(tx, leads)
    const { kept, going } = await sortSubjectBookings(tx, email)
    // The emails first, so their files are known; the bookings' own would go with them all the same.
    const mails = await tx
      .delete(mailOutbox)
      .where(
        mailsToErase(
          email,
          going,
          kept.map((booking) => booking.id),
        ),
      )
      .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt })
    if (going.length) await tx.delete(bookings).where(inArray(bookings.id, going))
    const counts = { leads: leads.length, signups: signups.length, consents, bookings: going.length }
    return { counts, mails, kept: kept.map(({ reference, reason }) => ({ reference, reason })) }
  })
  // After the commit: a file cannot be put back if the transaction fails. One the outbox writes while this
  // runs has no record left, and housekeeping deletes it (`deleteMailFilesWithoutRecords`).
  await deleteMailFiles(mailFolder, erased.mails)
  return { erased: { ...erased.counts, mails: erased.mails.length }, kept: erased.kept }
}
