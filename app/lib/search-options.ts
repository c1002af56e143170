import { addMonths, format } from 'date-fns'

/** SPEC section 9 duration bands, with the values the offers search understands. */
export const DURATION_BANDS = [
  { value: '2-3', label: '2-3 nights' },
  { value: '4-6', label: '4-6 nights' },
  { value: '7', label: '7 nights' },
  { value: '8-13', label: '8-13 nights' },
  { value: '14+', label: '14+ nights' },
] as const

/** The next twelve months from `today`, valued `YYYY-MM` and labelled like 'March 2027'. */
export function nextTwelveMonths(today: Date): { value: string; label: string }[] {
  const first = new Date(today.getFullYear(), today.getMonth(), 1)
  return Array.from({ length: 12 }, (_, index) => {
    const month = addMonths(first, index)
    return { value: format(month, 'yyyy-MM'), label: format(month, 'MMMM yyyy') }
  })
}
