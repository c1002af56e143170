/**
 * What an ATOL Certificate certifies, as it stood when it was issued (`booking_atol_certificates.details`):
 * enough to draw the same PDF again, whatever has changed on the booking since.
 */
export type AtolCertificateDetails = {
  reference: string
  /** 1 for the first certificate of the booking, then 2, 3… as its details change. */
  issue: number
  /** When this issue was made (ISO 8601): the date printed on it, and the PDF's own dates. */
  issuedAt: string
  /** The agency's ATOL number, from configuration (ATOL_NUMBER) on the day it was issued. */
  atolNumber: string
  organiser: string
  travellers: { firstName: string; surname: string }[]
  packageTitle: string
  airportName: string | null
  departureDate: string
  returnDate: string | null
  total: string
}

/** The travellers' names as a certificate lists them: what a reissue compares. */
export const certifiedNames = (travellers: AtolCertificateDetails['travellers']) =>
  travellers.map((person) => `${person.firstName} ${person.surname}`)
