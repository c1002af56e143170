import type * as React from 'react'
import { BusyButton } from '#app/components/forms/busy-button'
import { Button } from '#app/components/ui/button'

type AddOrEditFormProps = {
  /** What the form adds or edits, capitalised: 'Feature' gives 'Add Feature' and 'Update Feature'. */
  noun: string
  editing: boolean
  busy: boolean
  formRef: React.Ref<HTMLFormElement>
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  /** Back to adding; offered only while editing. */
  onCancel: () => void
  children: React.ReactNode
}

/** The frame of the inline add/edit forms of a package's features and reviews: heading, fields, footer. */
export function AddOrEditForm({
  noun,
  editing,
  busy,
  formRef,
  onSubmit,
  onCancel,
  children,
}: AddOrEditFormProps) {
  const action = editing ? 'Edit' : 'Add'
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={`${action} ${noun.toLowerCase()}`}
      className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-4"
    >
      <h4 className="font-semibold">
        {action} {noun}
      </h4>
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        {editing ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <BusyButton type="submit" busy={busy}>
          {editing ? `Update ${noun}` : `Add ${noun}`}
        </BusyButton>
      </div>
    </form>
  )
}
