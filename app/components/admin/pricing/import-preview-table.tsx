import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import type { ImportAnswer } from '#app/lib/pricing-import'
import { cn } from '#app/lib/utils'
import { type PreviewLine, type PreviewValue, previewHeading, previewLines } from './import-preview'

const RESULT_STYLES: Record<PreviewLine['result'], string> = {
  New: 'text-primary',
  Changed: 'text-terracotta-700',
  'No change': 'text-muted-foreground',
  'Needs fixing': 'text-destructive',
  Deleted: 'text-destructive',
}

/**
 * The dry run's answer as staff read it before importing: a heading with what would happen (or how many rows
 * stop it), then a row of the table per CSV row, each change shown before and after and highlighted.
 */
export function ImportPreviewTable({ answer }: { answer: ImportAnswer }) {
  const blocked = answer.errors > 0
  const lines = previewLines(answer)
  return (
    <div className="flex flex-col gap-2">
      <output
        className={cn(
          'flex items-start gap-3 rounded-lg border p-3 text-sm',
          blocked
            ? 'border-destructive/40 bg-destructive/5 text-destructive'
            : 'border-lagoon-200 bg-lagoon-50',
        )}
      >
        {blocked ? (
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        )}
        <span>
          <span className="block font-semibold">{previewHeading(answer)}</span>
          {blocked
            ? 'Fix the rows marked below in the file, then preview it again.'
            : 'Nothing has changed yet. Choose Import to apply it.'}
        </span>
      </output>
      {/* Its own scroll box: a year of dates must not push the dialog's buttons off the screen. */}
      <div className="relative max-h-72 overflow-auto rounded-lg border">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">What the import does to each row of the file</caption>
          <thead className="sticky top-0 border-b bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Row
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Airport
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Departure
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                What happens
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className="border-b align-top last:border-0">
                <td className="px-2 py-1.5 tabular-nums">{line.row || '—'}</td>
                <td className="px-2 py-1.5">{line.airport}</td>
                <td className="whitespace-nowrap px-2 py-1.5">{line.departure}</td>
                {/* The result and its details in one cell, so a phone screen shows both without scrolling. */}
                <td className="px-2 py-1.5">
                  <span className={cn('font-semibold', RESULT_STYLES[line.result])}>{line.result}</span>
                  {line.message ? <span className="block text-destructive">{line.message}</span> : null}
                  {line.values.length > 0 ? (
                    <ul className="flex flex-col gap-0.5">
                      {line.values.map((value) => (
                        <li key={value.label}>
                          <PreviewValueText value={value} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** 'Price £799.00 → £829.00' with the new value highlighted; 'Discount £649.00 → removed' in red. */
function PreviewValueText({ value }: { value: PreviewValue }) {
  if (value.was === undefined) {
    return (
      <span>
        {value.label} {value.value}
      </span>
    )
  }
  return (
    <span>
      {value.label} <span className="text-muted-foreground">{value.was}</span>
      <span aria-hidden> → </span>
      <span className="sr-only"> becomes </span>
      <mark
        className={cn(
          'rounded px-1 font-semibold',
          value.removed ? 'bg-destructive/10 text-destructive' : 'bg-terracotta-100 text-terracotta-800',
        )}
      >
        {value.value}
      </mark>
    </span>
  )
}
