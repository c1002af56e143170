import { NO_AIRPORT } from './pricing-form-values'

export type ImportFields = {
  packageId: string
  airportId: string
  replaceExisting: boolean
  file: File | null
}

export type ImportField = 'packageId' | 'file'

/** A 400 from the import: every row that needs fixing, so staff can fix the file in one go. */
export type ImportProblem = { row: number; message: string; path?: string }

/** SPEC 5: a package and exactly one .csv file. */
export function checkImport(fields: ImportFields): Partial<Record<ImportField, string>> {
  const errors: Partial<Record<ImportField, string>> = {}
  if (!Number(fields.packageId)) errors.packageId = 'Please select a package'
  // The type is often empty or 'application/vnd.ms-excel' for spreadsheets' CSVs, so the name decides.
  if (!fields.file || !/\.csv$/i.test(fields.file.name)) errors.file = 'Please select a CSV file'
  return errors
}

/** The multipart body SPEC 7 describes; dryRun asks the server for the counts without writing. */
export function importFormData(fields: ImportFields & { file: File }, dryRun: boolean): FormData {
  const body = new FormData()
  body.set('packageId', fields.packageId)
  body.set('airportId', fields.airportId === NO_AIRPORT ? '' : fields.airportId)
  body.set('replaceExisting', String(fields.replaceExisting))
  body.set('dryRun', String(dryRun))
  body.set('csv', fields.file)
  return body
}

/** The rows a 400 named, or nothing when the failure was not about the file's rows. */
export function importProblems(body: unknown): ImportProblem[] {
  const details = (body as { details?: unknown } | null)?.details
  if (!Array.isArray(details)) return []
  return details.filter(
    (detail): detail is ImportProblem =>
      typeof detail === 'object' && detail !== null && typeof (detail as ImportProblem).message === 'string',
  )
}
