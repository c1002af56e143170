import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LoaderCircleIcon } from 'lucide-react'
import type * as React from 'react'
import { useId, useState } from 'react'
import { ApiError, apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import type { ImportAnswer } from '#app/lib/pricing-import'
import {
  checkImport,
  type ImportField,
  type ImportFields,
  type ImportProblem,
  importFormData,
  importProblems,
} from './import-form'
import { ImportPreviewTable } from './import-preview-table'
import { NO_AIRPORT } from './pricing-form-values'
import { IMPORT_FAILED_MESSAGE, importedCounts, importedMessage } from './pricing-messages'
import { pricingRefreshKeys } from './pricing-queries'
import { AirportSelect, PackageSelect } from './pricing-selects'

type ImportDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The package chosen in the tab, preselected. */
  packageId: number | null
}

/** SPEC 2's 'Import Pricing from CSV': a dry-run preview first, then the import itself. */
export function ImportDialog({ open, onOpenChange, packageId }: ImportDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-3xl"
      title="Import Pricing from CSV"
      description="Columns: airport_code, departureDate, price, discountedPrice, availableSeats, isAvailable. A blank cell keeps what is stored; 0, none or - removes a discount. Preview the file to see what it changes, then import it."
    >
      <ImportForm packageId={packageId} onDone={() => onOpenChange(false)} />
    </AdminDialog>
  )
}

/** What the form shows: the dry run's rows, or why the server would not read the file (or import it). */
type Preview = { answer: ImportAnswer } | { title: string; error: string; problems: ImportProblem[] } | null

/** The heading of a preview the server could not make, as of one with rows to fix. */
const NOT_YET = "This file can't be imported yet"

function ImportForm({ packageId, onDone }: { packageId: number | null; onDone: () => void }) {
  const [fields, setFields] = useState<ImportFields>({
    packageId: packageId === null ? '' : String(packageId),
    airportId: NO_AIRPORT,
    replaceExisting: false,
    file: null,
  })
  const [preview, setPreview] = useState<Preview>(null)
  useUnsavedValues(fields)
  const { formRef, errors, showErrors, clearError } = useFormErrors<ImportField>()
  const queryClient = useQueryClient()
  const replaceId = useId()
  const send = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      apiRequest<ImportAnswer>('/api/pricing/import', {
        method: 'POST',
        body: importFormData({ ...fields, file }, dryRun),
      }),
  })

  // Any change makes the preview stale: the import must be what staff saw.
  function update(change: Partial<ImportFields>) {
    setFields((current) => ({ ...current, ...change }))
    setPreview(null)
    for (const field of Object.keys(change)) clearError(field as ImportField)
  }

  /** The checked file, or null after showing what is missing. */
  function checkedFile(): File | null {
    const found = checkImport(fields)
    if (Object.keys(found).length > 0 || !fields.file) {
      showErrors(found)
      return null
    }
    return fields.file
  }

  /** A preview's refusal is the file's to fix; an import's failure keeps SPEC's heading. */
  const refused = (title: string) => (error: unknown) => {
    const problems = error instanceof ApiError ? importProblems(error.body) : []
    const message =
      error instanceof ApiError
        ? ((error.body as { error?: string } | null)?.error ?? IMPORT_FAILED_MESSAGE)
        : IMPORT_FAILED_MESSAGE
    setPreview({ title, error: message, problems })
  }

  function handlePreview(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = checkedFile()
    if (file)
      send.mutate(
        { file, dryRun: true },
        { onSuccess: (answer) => setPreview({ answer }), onError: refused(NOT_YET) },
      )
  }

  function handleImport() {
    const file = checkedFile()
    if (!file) return
    send.mutate(
      { file, dryRun: false },
      {
        onSuccess: async (result) => {
          await Promise.all(
            pricingRefreshKeys(Number(fields.packageId)).map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          )
          toast.success(
            importedMessage({
              multiAirport: fields.airportId === NO_AIRPORT,
              replaced: result.replaceExisting,
            }),
            { description: importedCounts(result) },
          )
          onDone()
        },
        onError: (error) => {
          toast.error('Error', { description: IMPORT_FAILED_MESSAGE })
          refused(IMPORT_FAILED_MESSAGE)(error)
        },
      },
    )
  }

  const ready = preview !== null && 'answer' in preview && preview.answer.errors === 0
  return (
    // min-w-0: a grid item would otherwise grow to fit the preview's table and overflow a phone screen.
    <form ref={formRef} onSubmit={handlePreview} noValidate className="flex min-w-0 flex-col gap-4">
      <FormField label="Package" error={errors.packageId}>
        {(control) => (
          <PackageSelect
            {...control}
            value={fields.packageId}
            onValueChange={(value) => update({ packageId: value })}
          />
        )}
      </FormField>
      <FormField label="Departure airport" labelNote="(optional)">
        {(control) => (
          <AirportSelect
            {...control}
            value={fields.airportId}
            onValueChange={(value) => update({ airportId: value })}
            noneLabel="None: each row's airport_code (multi-airport)"
          />
        )}
      </FormField>
      <FormField label="CSV file" error={errors.file}>
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".csv,text/csv"
            className="cursor-pointer"
            onChange={(event) => update({ file: event.target.files?.[0] ?? null })}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3 rounded-lg border p-3">
        <input
          id={replaceId}
          type="checkbox"
          checked={fields.replaceExisting}
          onChange={(event) => update({ replaceExisting: event.target.checked })}
          aria-describedby={`${replaceId}-hint`}
          className="mt-0.5 size-4 cursor-pointer accent-primary"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={replaceId} className="font-medium text-sm leading-none">
            Replace existing
          </label>
          <p id={`${replaceId}-hint`} className="text-muted-foreground text-xs">
            Deletes this package's prices that are not in the file (only the chosen airport's, if one is
            chosen).
          </p>
        </div>
      </div>
      <PreviewResult preview={preview} />
      <AdminDialogFooter>
        <Button type="submit" variant={ready ? 'outline' : 'default'} disabled={send.isPending}>
          {send.isPending && !ready ? <LoaderCircleIcon aria-hidden className="size-4 animate-spin" /> : null}
          Preview
        </Button>
        <Button onClick={handleImport} disabled={!ready || send.isPending}>
          {send.isPending && ready ? <LoaderCircleIcon aria-hidden className="size-4 animate-spin" /> : null}
          Import
        </Button>
      </AdminDialogFooter>
    </form>
  )
}

function PreviewResult({ preview }: { preview: Preview }) {
  if (preview === null) return null
  if ('answer' in preview) return <ImportPreviewTable answer={preview.answer} />
  const listed = preview.problems.length > 0
  return (
    <div className="flex flex-col gap-2">
      <FormAlert title={preview.title === preview.error ? undefined : preview.title}>
        {listed && preview.title === NOT_YET ? 'Fix the file, then preview it again.' : preview.error}
      </FormAlert>
      {listed ? (
        <ul
          aria-label="Rows to fix"
          className="flex max-h-40 list-disc flex-col gap-0.5 overflow-y-auto rounded-lg border p-3 pl-7 text-sm"
        >
          {preview.problems.map((problem) => (
            <li key={`${problem.row}-${problem.message}`}>
              {problem.row > 0 ? `Row ${problem.row}: ` : ''}
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
