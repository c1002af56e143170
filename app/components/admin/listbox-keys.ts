/**
 * The option made active by a key in a combobox's list of `count` options, as the WAI-ARIA combobox
 * pattern moves it: Down and Up step and wrap around (Home and End stay the text field's). -1 means no
 * option is active. Null for a key the list does not use.
 */
export function nextActiveOption(key: string, active: number, count: number): number | null {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : null
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1
    default:
      return null
  }
}
