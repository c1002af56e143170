/**
 * How a new order `ids` fails to name each of `current` exactly once: the ids it names that are not there,
 * and those it leaves out. Null when it names each once; a repeat alone shows as neither, so the callers'
 * schemas refuse repeats first.
 */
export function listMismatch(ids: readonly number[], current: readonly number[]) {
  const known = new Set(current)
  const listed = new Set(ids)
  const unknown = ids.filter((id) => !known.has(id))
  const missing = current.filter((id) => !listed.has(id))
  return unknown.length > 0 || missing.length > 0 || ids.length !== current.length
    ? { unknown, missing }
    : null
}
