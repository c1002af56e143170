import { describe, expect, it } from 'vitest'
import type { AtolCertificateDetails } from '#app/lib/bookings/atol-certificate-details'
import { readPdf } from '#tests/setup/pdf-text'
import { drawAtolCertificate } from './atol-certificate-pdf.server'

const details: AtolCertificateDetails = {
  reference: 'CB-7K3M9Q',
  issue: 2,
  issuedAt: '2031-01-15T10:30:00.000Z',
  atolNumber: '12345',
  organiser: 'Lagoon & Lantern Holidays',
  travellers: [
    { firstName: 'Maria', surname: 'Rossi' },
    { firstName: 'Łukasz', surname: 'Nowak' },
  ],
  packageTitle: 'Rome in Spring',
  airportName: 'London Gatwick',
  departureDate: '2031-06-01',
  returnDate: '2031-06-05',
  total: '1299.00',
}

describe('the ATOL Certificate PDF', () => {
  it('names the ATOL holder, its number, the booking, the issue, the travellers, the flights and the total', async () => {
    const pdf = await readPdf(await drawAtolCertificate(details))
    expect(pdf.pageCount).toBe(1)
    expect(pdf.title).toBe('ATOL Certificate CB-7K3M9Q-2')
    expect(pdf.subject).toBe('ATOL protection for booking CB-7K3M9Q, issue 2')
    expect(pdf.author).toBe('Lagoon & Lantern Holidays')
    for (const line of [
      'ATOL holder: Lagoon & Lantern Holidays',
      'ATOL number: 12345',
      'Booking reference: CB-7K3M9Q',
      'Certificate issue: 2',
      'Date of issue: 15 January 2031',
      '1. Maria Rossi',
      // Helvetica has no Ł: the name is printed with its plain letters rather than not at all.
      '2. Lukasz Nowak',
      'Package: Rome in Spring',
      'Outbound: 1 June 2031, departing from London Gatwick',
      'Return: 5 June 2031, arriving at London Gatwick',
      'Total price: £1,299.00',
    ]) {
      expect(pdf.text).toContain(line)
    }
    expect(pdf.text).toMatch(/suitable alternative/)
    expect(pdf.text).toMatch(/refund/)
  })

  it('is the same document every time it is drawn from the same details', async () => {
    const first = await drawAtolCertificate(details)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(Buffer.from(await drawAtolCertificate(details)).equals(Buffer.from(first))).toBe(true)
  })

  it('refers to the itinerary for flights when the booking names no airport', async () => {
    const pdf = await readPdf(await drawAtolCertificate({ ...details, airportName: null, returnDate: null }))
    expect(pdf.text).toContain('Flight details as confirmed in your itinerary')
    expect(pdf.text).not.toContain('Outbound')
  })

  it('runs onto a second page rather than off the first for a full party', async () => {
    const party = Array.from({ length: 9 }, (_, index) => ({
      firstName: `Traveller${index + 1}`,
      surname: 'With A Rather Long Double Barrelled Surname',
    }))
    const pdf = await readPdf(await drawAtolCertificate({ ...details, travellers: party }))
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1)
    expect(pdf.text).toContain('9. Traveller9 With A Rather Long Double Barrelled Surname')
  })
})
