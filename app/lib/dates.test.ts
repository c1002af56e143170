import { describe, expect, it } from 'vitest'
import {
  calendarDayName,
  formatBritishDate,
  formatDepartureLong,
  formatShortDate,
  ordinal,
  parseDepartureDate,
  toIsoDate,
} from './dates'

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
  ])('writes %i as %s', (day, text) => {
    expect(ordinal(day)).toBe(text)
  })
})

function parsedIso(text: string): string | null {
  const date = parseDepartureDate(text)
  return date ? toIsoDate(date) : null
}

describe('parseDepartureDate', () => {
  it('reads ISO dates as the same local calendar day', () => {
    const date = parseDepartureDate('2026-06-05')
    expect(date?.getFullYear()).toBe(2026)
    expect(date?.getMonth()).toBe(5)
    expect(date?.getDate()).toBe(5)
    expect(date?.getHours()).toBe(0)
  })

  it('keeps the date part of an ISO date-time', () => {
    expect(parsedIso('2026-06-05T23:30:00.000Z')).toBe('2026-06-05')
  })

  it('reads British day/month/year dates', () => {
    expect(parsedIso('05/06/2026')).toBe('2026-06-05')
    expect(parsedIso('5/6/2026')).toBe('2026-06-05')
  })

  it('accepts 29 February only in a leap year', () => {
    expect(parsedIso('29/02/2028')).toBe('2028-02-29')
    expect(parsedIso('2028-02-29')).toBe('2028-02-29')
    expect(parseDepartureDate('29/02/2026')).toBeNull()
    expect(parseDepartureDate('2026-02-29')).toBeNull()
  })

  it('rejects impossible and unknown formats', () => {
    expect(parseDepartureDate('31/02/2026')).toBeNull()
    expect(parseDepartureDate('2026-13-01')).toBeNull()
    expect(parseDepartureDate('2026-04-31')).toBeNull()
    expect(parseDepartureDate('06-05-2026')).toBeNull()
    expect(parseDepartureDate('next Friday')).toBeNull()
    expect(parseDepartureDate('')).toBeNull()
  })
})

describe('calendarDayName', () => {
  it('starts with what the day button shows, then names the whole date', () => {
    expect(calendarDayName('2026-06-05', '£499 per person')).toBe('5, £499 per person, Friday 5th June 2026')
    expect(calendarDayName('2026-06-22')).toBe('22, Monday 22nd June 2026')
  })

  it('answers the raw text when it is not a date', () => {
    expect(calendarDayName('soon')).toBe('soon')
  })
})

describe('formatDepartureLong', () => {
  it('writes weekday, ordinal day, month and year, as the calendars name a day', () => {
    expect(formatDepartureLong('2026-06-05')).toBe('Friday 5th June 2026')
    expect(formatDepartureLong('2026-06-22')).toBe('Monday 22nd June 2026')
  })

  it('puts a comma after the weekday when asked, as the reservation summary does', () => {
    expect(formatDepartureLong('2026-06-05', { comma: true })).toBe('Friday, 5th June 2026')
    expect(formatDepartureLong('22/11/2026', { comma: true })).toBe('Sunday, 22nd November 2026')
  })

  it('says no date is selected when there is none', () => {
    expect(formatDepartureLong(null)).toBe('No date selected')
    expect(formatDepartureLong(undefined)).toBe('No date selected')
    expect(formatDepartureLong('  ')).toBe('No date selected')
  })

  it('shows text it cannot read as it is', () => {
    expect(formatDepartureLong('31/02/2026')).toBe('31/02/2026')
    expect(formatDepartureLong('early June')).toBe('early June')
  })
})

describe('formatBritishDate', () => {
  it('writes day, long month and year', () => {
    expect(formatBritishDate('2026-06-05')).toBe('5 June 2026')
    expect(formatBritishDate('2026-12-31T10:00:00Z')).toBe('31 December 2026')
  })

  it('returns text it cannot read unchanged', () => {
    expect(formatBritishDate('soon')).toBe('soon')
  })
})

describe('formatShortDate', () => {
  it('writes dd MMM yyyy', () => {
    expect(formatShortDate('2026-06-05')).toBe('05 Jun 2026')
    expect(formatShortDate('2028-02-29')).toBe('29 Feb 2028')
  })
})

describe('toIsoDate', () => {
  it('uses local parts with zero padding', () => {
    expect(toIsoDate(new Date(2026, 0, 9))).toBe('2026-01-09')
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31')
  })
})
