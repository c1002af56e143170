/**
 * Every character that starts a new line somewhere: CR and LF, and the rarer breaks a mail program or an
 * editor may honour too (vertical tab, form feed, NEL, the line and paragraph separators).
 */
export const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g

/**
 * Whether text keeps to one line. A name, a phone number or an address that does not could write lines of its
 * own into a staff email ('Eve\r\nBcc: victim@example.com'), so one-line fields refuse it (decision 47).
 */
export const isOneLine = (text: string) => text.search(LINE_BREAKS) === -1
