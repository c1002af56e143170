import { BusyButton } from '#app/components/forms/busy-button'
import { Button } from '#app/components/ui/button'

type AddOrEditActionsProps = {
  editing: boolean
  busy: boolean
  onCancel: () => void
  addLabel: string
  updateLabel: string
}

/** The footer of the inline add/edit forms: Cancel only while editing returns the form to adding. */
export function AddOrEditActions({ editing, busy, onCancel, addLabel, updateLabel }: AddOrEditActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {editing ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <BusyButton type="submit" busy={busy}>
        {editing ? updateLabel : addLabel}
      </BusyButton>
    </div>
  )
}
