import type { ImportCounts } from '#app/lib/pricing-import'

/** SPEC 8's pricing toasts, worded in one place so the dialogs and their tests agree. */

export const CREATE_NONE_MESSAGE = 'Failed to create any pricing options. Please try again.'
export const UPDATE_FAILED_MESSAGE = 'Failed to update pricing options. Please try again.'
export const DELETE_FAILED_MESSAGE = 'Failed to delete pricing option. Please try again.'
export const IMPORT_FAILED_MESSAGE =
  'Failed to import pricing data. Please check your CSV format and try again.'

const options = (count: number) => `${count} pricing option${count === 1 ? '' : 's'}`
const failedNote = (failed: number) => (failed > 0 ? ` (${failed} failed)` : '')

/** 'Successfully created 3 pricing options', with '(1 failed)' when some did not save. */
export function createdMessage(created: number, failed: number): string {
  return `Successfully created ${options(created)}${failedNote(failed)}`
}

export type EditCounts = { updated: number; created: number; removed: number; failed: number }

/** 'Updated 2 pricing options, created 1, deleted 1', with '(1 failed)' when some did not save. */
export function updatedMessage({ updated, created, removed, failed }: EditCounts): string {
  const parts = [`Updated ${options(updated)}`]
  if (created > 0) parts.push(`created ${created}`)
  if (removed > 0) parts.push(`deleted ${removed}`)
  return `${parts.join(', ')}${failedNote(failed)}`
}

/**
 * 'Pricing data imported from CSV', or 'replaced' when the old prices went; without a chosen airport the
 * file names its own airports, hence 'Multi-airport'.
 */
export function importedMessage({ multiAirport, replaced }: { multiAirport: boolean; replaced: boolean }) {
  const what = multiAirport ? 'Multi-airport pricing data' : 'Pricing data'
  return `${what} ${replaced ? 'replaced' : 'imported'} from CSV`
}

/** '3 created, 1 updated, 2 unchanged, 0 removed': what the import did, under its success title. */
export function importedCounts({ created, updated, unchanged, removed }: ImportCounts): string {
  return `${created} created, ${updated} updated, ${unchanged} unchanged, ${removed} removed`
}
