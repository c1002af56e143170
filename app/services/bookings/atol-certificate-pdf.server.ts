import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { AtolCertificateDetails } from '#app/lib/bookings/atol-certificate-details'
import { ATOL_CERTIFICATE_WORDING, FLIGHTS_AS_CONFIRMED } from '#app/lib/bookings/atol-certificate-wording'
import { agencyDay } from '#app/lib/bookings/booking-dates'
import { formatBritishDate } from '#app/lib/dates'
import { formatPounds, toPence } from '#app/lib/money'

/** The PDF's title, as its metadata and its first heading say. */
export const ATOL_CERTIFICATE_TITLE = 'ATOL Certificate'

/** The file an issue is sent and downloaded as. */
export const atolCertificateFilename = (reference: string, issue: number) =>
  `ATOL-certificate-${reference}-${issue}.pdf`

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56
const LINE_WIDTH = A4.width - 2 * MARGIN
const INK = rgb(0.12, 0.16, 0.2)
const BRAND = rgb(0.06, 0.3, 0.36)
const QUIET = rgb(0.32, 0.38, 0.43)

/** Fixed, so the same details always make the same bytes (the default is "now" and pdf-lib's name). */
const PRODUCER = 'citybreak'

/** Letters with no decomposition to a plain one, as they are written without their stroke. */
const STROKED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
}

/**
 * A standard font prints only WinAnsi characters: a name such as "Łukasz" is printed with its letters'
 * plain forms ("Lukasz"), and anything with none as "?", rather than the drawing failing.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? -1)) return char
      const plain = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '')
      return [...plain].every((part) => known.has(part.codePointAt(0) ?? -1)) && plain ? plain : '?'
    })
    .join('')
}

/** Words laid into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(tried, size) > width) {
      lines.push(line)
      line = word
    } else line = tried
  }
  if (line) lines.push(line)
  return lines
}

/** Writes down a page from the top, starting a new page when one is full. */
function pen(document: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = document.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN
  const room = (height: number) => {
    if (y - height >= MARGIN) return
    page = document.addPage([A4.width, A4.height])
    y = A4.height - MARGIN
  }
  const write = (text: string, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) => {
    const { size = 10, bold = false, color = INK } = options
    const font = bold ? fonts.bold : fonts.regular
    for (const line of wrap(font, printable(font, text), size, LINE_WIDTH)) {
      room(size * 1.4)
      y -= size * 1.4
      page.drawText(line, { x: MARGIN, y, size, font, color })
    }
  }
  return {
    heading: (text: string) => {
      y -= 10
      write(text, { size: 12, bold: true, color: BRAND })
      y -= 2
    },
    write,
    gap: (height = 6) => {
      y -= height
    },
  }
}

/** The flights a certificate lists: out from the airport on the departure date, back on the return date. */
function flightLines(details: AtolCertificateDetails): string[] {
  if (!details.airportName) return [FLIGHTS_AS_CONFIRMED]
  const outbound = `Outbound: ${formatBritishDate(details.departureDate)}, departing from ${details.airportName}`
  const back = details.returnDate
    ? `Return: ${formatBritishDate(details.returnDate)}, arriving at ${details.airportName}`
    : 'Return: as confirmed in your itinerary'
  return [outbound, back, FLIGHTS_AS_CONFIRMED]
}

/**
 * The ATOL Certificate of one issue as a PDF (issue 39): the ATOL holder and its number, the booking's
 * reference, the issue and its date, the people protected, the flights and the total, then what the
 * protection means. Drawn from the details stored with the issue alone, with fixed metadata and dates, so
 * the same issue downloaded again is the same document, byte for byte.
 */
export async function drawAtolCertificate(details: AtolCertificateDetails): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false })
  const issuedAt = new Date(details.issuedAt)
  document.setTitle(`${ATOL_CERTIFICATE_TITLE} ${details.reference}-${details.issue}`)
  document.setSubject(`ATOL protection for booking ${details.reference}, issue ${details.issue}`)
  document.setAuthor(details.organiser)
  document.setCreator(PRODUCER)
  document.setProducer(PRODUCER)
  document.setLanguage('en-GB')
  document.setCreationDate(issuedAt)
  document.setModificationDate(issuedAt)

  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  }
  const { heading, write, gap } = pen(document, fonts)
  const wording = ATOL_CERTIFICATE_WORDING

  write(ATOL_CERTIFICATE_TITLE, { size: 22, bold: true, color: BRAND })
  write(`ATOL holder: ${details.organiser}`, { size: 12, bold: true })
  write(`ATOL number: ${details.atolNumber}`, { size: 12, bold: true })
  gap()
  write(`Booking reference: ${details.reference}`)
  write(`Certificate issue: ${details.issue}`)
  write(`Date of issue: ${formatBritishDate(agencyDay(issuedAt))}`)
  gap()
  write(wording.whatItIs(details.organiser, details.atolNumber))

  heading('Who is protected')
  details.travellers.forEach((person, index) => {
    write(`${index + 1}. ${person.firstName} ${person.surname}`)
  })
  gap(4)
  write(wording.whoIsProtected, { color: QUIET })

  heading('What is protected')
  write(`Package: ${details.packageTitle}`)
  write('Flights:', { bold: true })
  for (const line of flightLines(details)) write(line)
  write(`Total price: ${formatPounds(toPence(details.total))}`, { bold: true })

  heading('What this certificate means')
  write(wording.whatHappens)
  gap()
  write(wording.notProtected)
  gap()
  write(wording.moreInformation, { color: QUIET })

  return document.save({ useObjectStreams: false })
}
