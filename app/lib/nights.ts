/** What staff see when a package's duration is not a number of nights. */
export const NIGHTS_MESSAGE = 'Enter the number of nights, such as 4'

export const MAX_NIGHTS = 365

// Staff write short stays in words ('four nights'); a month is the longest city break anyone spells out.
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'twenty-one',
  'twenty-two',
  'twenty-three',
  'twenty-four',
  'twenty-five',
  'twenty-six',
  'twenty-seven',
  'twenty-eight',
  'twenty-nine',
  'thirty',
]

/**
 * Whole nights from text such as '4', '4 nights', '1 night' or 'four nights' (any letter case, 'twenty one'
 * or 'twenty-one'); null for anything else, and for 0 or more than a year. One pattern with no runs of spaces
 * side by side, on text the caller has trimmed, so a long refused value costs one pass.
 */
export function readNights(text: string): number | null {
  const match = /^((?:twenty[ -])?[a-z]+|\d{1,3}) ?(?:nights?)?$/i.exec(text.replace(/\s+/g, ' '))
  if (!match?.[1]) return null
  const count = /^\d+$/.test(match[1])
    ? Number(match[1])
    : NUMBER_WORDS.indexOf(match[1].toLowerCase().replace(' ', '-')) + 1
  return count >= 1 && count <= MAX_NIGHTS ? count : null
}
