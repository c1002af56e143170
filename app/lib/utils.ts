import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names, leaving out the false ones. It resolves no conflicts, and need not: a component keeps its
 * own look in app.css's components layer, which every utility class a caller passes outranks.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
