import type * as React from 'react'

type TermsTickProps = {
  /** The id of its error line, which the box is described by while there is one. */
  errorId: string
  name?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  error?: string
  /** The words around the link: what is said before it, and after. */
  before: string
  linkText: string
  after?: string
}

/**
 * The required tick for the Terms, linked so they can be read first in a new tab, with its error beside it:
 * the visitor's booking form and the staff's booking from a call-back say it in their own words.
 */
export function TermsTick({
  errorId,
  name,
  checked,
  onCheckedChange,
  error,
  before,
  linkText,
  after,
}: TermsTickProps) {
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onCheckedChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          required
          className="mt-1"
        />
        <span>
          {before}{' '}
          <a href="/terms" target="_blank" rel="noopener" className="font-medium text-primary underline">
            {linkText}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {after ? ` ${after}` : null}
        </span>
      </label>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
