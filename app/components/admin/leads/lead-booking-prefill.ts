import { type BookingFormValues, emptyBookingForm, travellerFieldName } from '#app/lib/bookings/booking-form'
import type { LeadDetail } from '#app/lib/leads'

/** A package the booking dialog offers: the published ones, by title. */
export type BookablePackage = { id: number; slug: string; title: string }

const plain = (text: string) => text.trim().toLowerCase()

/**
 * The package a call-back request is about, when its free-text `package` (the title the site's forms send,
 * or a slug another client sent) names one; null to let staff choose.
 */
export function packageOfLead(packages: readonly BookablePackage[], lead: Pick<LeadDetail, 'customFields'>) {
  const named = plain(lead.customFields.package ?? '')
  if (!named) return null
  return packages.find((pkg) => plain(pkg.title) === named || plain(pkg.slug) === named) ?? null
}

/**
 * The booking form as the lead fills it: the lead traveller's first name and surname (the call-back form
 * asks for them apart), email and phone as the request gave them; the rest blank for staff to ask.
 */
export function leadBookingValues(
  lead: Pick<LeadDetail, 'firstName' | 'lastName' | 'email' | 'phone'>,
): BookingFormValues {
  return {
    ...emptyBookingForm(1, true),
    [travellerFieldName('firstName', 1)]: lead.firstName.trim(),
    [travellerFieldName('surname', 1)]: lead.lastName.trim(),
    email: lead.email.trim(),
    phone: lead.phone.trim(),
  }
}
