import type * as React from 'react'
import { useId } from 'react'
import { Label } from '#app/components/ui/label'
import { cn } from '#app/lib/utils'

/** What a field's control needs so its label, error and invalid state reach assistive technology. */
export type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FormFieldProps = {
  label: React.ReactNode
  error?: string
  /** Shown after the label in a lighter weight, such as SPEC's '(Please specify your preferred time)'. */
  labelNote?: string
  className?: string
  /** A render function, so an Input, a Textarea or a Select trigger all get the same wiring. */
  children: (control: FieldControlProps) => React.ReactNode
}

/** One labelled form control with its error message underneath, shared by every lead form. */
export function FormField({ label, error, labelNote, className, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id} className="flex-wrap gap-x-1">
        {label}
        {/* The space keeps the accessible name 'Message (optional)', not 'Message(optional)'. */}
        {labelNote ? (
          <>
            {' '}
            <span className="font-normal text-muted-foreground">{labelNote}</span>
          </>
        ) : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
