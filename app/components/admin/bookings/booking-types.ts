import type { BookingStatus, PaymentMethod } from '#app/lib/bookings/booking-amounts'

/** The bookings API's answers as the Bookings tab reads them (server/api/bookings.ts); money is '250.00'. */

export type BookingListItem = {
  reference: string
  status: BookingStatus
  packageTitle: string
  departureDate: string
  airportName: string | null
  travellerCount: number
  leadFirstName: string | null
  leadSurname: string | null
  email: string
  total: string
  paid: string
}

export type BookingEmail = {
  kind: string
  subject: string
  to: string
  status: 'queued' | 'sent' | 'failed'
  at: string
}

export type BookingDetail = {
  reference: string
  status: BookingStatus
  packageTitle: string
  departureDate: string
  returnDate: string | null
  airportName: string | null
  travellerCount: number
  total: string
  deposit: string
  paid: string
  outstanding: string
  balanceDueDate: string
  holdExpiresAt: string
  email: string
  phone: string
  addressLine1: string
  addressLine2: string | null
  town: string
  postcode: string
  cancelledAt: string | null
  cancellationReason: string | null
  cancellationCharge: string | null
  createdAt: string
  travellers: { firstName: string; surname: string; dateOfBirth: string }[]
  payments: { amount: string; method: PaymentMethod; at: string; note: string | null; recordedBy: string }[]
  notes: { text: string; authorEmail: string; at: string }[]
  emails: BookingEmail[]
  atolCertificates: { issue: number; issuedAt: string; url: string }[]
}

/** What cancelling now would charge (`GET …/cancellation`), as `POST …/cancel` then records it. */
export type CancellationPreview = { charge: string; rule: string; refundDue: string; stillOwed: string }
