/** `%`, `_` and `\` typed into a search box are looked for as themselves, not as LIKE's wildcards. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`
