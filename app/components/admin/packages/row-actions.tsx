import { PencilIcon, Trash2Icon } from 'lucide-react'
import { IconAction } from '#app/components/admin/packages/icon-action'

type RowActionsProps = {
  /** What the row is, read out as 'Edit …' and 'Delete …'. */
  name: string
  /** Left out for rows that can only be deleted, such as images. */
  onEdit?: () => void
  onDelete: () => void
}

/** The edit and delete buttons at the end of a row in the edit dialog's lists. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex shrink-0 gap-2">
      {onEdit ? (
        <IconAction label={`Edit ${name}`} onClick={onEdit}>
          <PencilIcon aria-hidden className="size-4" />
        </IconAction>
      ) : null}
      <IconAction label={`Delete ${name}`} onClick={onDelete}>
        <Trash2Icon aria-hidden className="size-4 text-destructive" />
      </IconAction>
    </div>
  )
}
