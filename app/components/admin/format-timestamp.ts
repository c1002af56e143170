import { format } from 'date-fns'

/** '12 Mar 2026, 14:05' in the browser's time zone: when a lead or a sign-up arrived. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm')
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '5 Mar 2027, 09:00' in UK time, whatever the browser's clock: when something happens at the agency. */
export function formatUkTimestamp(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : UK_TIME.format(date)
}
