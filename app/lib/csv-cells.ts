/** A cell a spreadsheet would read as a formula: one starting with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * The cell as text a spreadsheet shows and never runs: a formula-like one gets a leading apostrophe, so an
 * exported name such as `=HYPERLINK(…)` cannot act when staff open the file.
 */
export const inertCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)
