const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/**
 * Whether two form states hold the same values: strings, numbers and booleans by value, arrays and plain
 * objects by their contents, anything else (a chosen File, a Date) by identity. A form whose values are the
 * same as when it opened has nothing to lose.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValues(a[key], b[key]))
    )
  }
  return false
}
