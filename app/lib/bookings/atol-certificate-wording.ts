/**
 * What an ATOL Certificate says about the protection, in our own words after the CAA's standard certificate
 * (issue 39): who is protected, what the certificate means, and what happens if the ATOL holder fails.
 * The PDF prints these under their headings; the email quotes the first.
 */
export const ATOL_CERTIFICATE_WORDING = {
  whatItIs: (organiser: string, atolNumber: string) =>
    `This certificate confirms that the flights and other travel services listed below are protected under the Air Travel Organiser's Licensing (ATOL) scheme, run by the UK Civil Aviation Authority (CAA). They are provided by ${organiser}, ATOL number ${atolNumber}, the ATOL holder named on this certificate.`,
  whoIsProtected:
    'The people named on this certificate are protected, for the services listed, provided they booked and paid in the UK. Keep this certificate with your travel documents: you may be asked to show it.',
  whatHappens:
    'The ATOL holder will provide the services listed on this certificate, or a suitable alternative. If it cannot do so because it has failed financially, the ATOL scheme will make sure you are not left out of pocket: it will refund what you paid for services not yet taken or, if you are already abroad, arrange for you to finish your trip or to come home. Any refund or return home is arranged through the ATOL scheme, and you may be asked to pass on to it any claim you have against the ATOL holder or against your card provider for the same loss.',
  notProtected:
    'Services not listed on this certificate are not protected by this certificate. If anything on it is wrong, tell the ATOL holder at once so that a corrected certificate can be issued.',
  moreInformation:
    'More about the ATOL scheme and what it covers is published by the Civil Aviation Authority at www.caa.co.uk/atol-protection.',
} as const

/** What the flights section says when the booking knows no more than the dates: the itinerary has the rest. */
export const FLIGHTS_AS_CONFIRMED = 'Flight details as confirmed in your itinerary'
