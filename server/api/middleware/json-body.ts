import express from 'express'

/** Half of a UTF-16 pair without its other half; with the u flag a regular expression sees it as one code point. */
const LONE_SURROGATE = /\p{Cs}/gu

/**
 * Reads a JSON body of at most `limit`. A lone surrogate ('\ud800') is valid JSON but not valid Unicode:
 * PostgreSQL refuses it in a jsonb column and turns it into U+FFFD in a text one. Every string becomes
 * well-formed here, so a visitor's enquiry is stored rather than lost to a 500, and what is checked is
 * what is stored.
 */
export const jsonBody = (limit: string) =>
  express.json({
    limit,
    reviver: (_key, value: unknown) =>
      typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
  })
