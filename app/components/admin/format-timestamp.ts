import { format } from 'date-fns'

/** '12 Mar 2026, 14:05' in the browser's time zone: when a lead or a sign-up arrived. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm')
}
