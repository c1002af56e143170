/**
 * What an ATOL Certificate certifies, as it stood when it was issued (`booking_atol_certificates.details`):
 * enough to draw the same PDF again, whatever has changed on the booking since.
 */
export type AtolCertificateDetails = {
  reference: string
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
