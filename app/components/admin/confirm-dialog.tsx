import type * as React from 'react'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { BusyButton } from '#app/components/forms/busy-button'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: React.ReactNode
  /** The destructive action's button text, such as 'Delete'. */
  confirmLabel: string
  onConfirm: () => void
  /** While the action runs the button shows a spinner and the dialog cannot be dismissed half-way. */
  pending?: boolean
}

/** SPEC 5: every admin delete asks first. An alert dialog, so screen readers announce it as a warning. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      busy={pending}
      alert
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm()
        }}
      >
        <AdminDialogFooter cancelDisabled={pending}>
          <BusyButton type="submit" variant="destructive" busy={pending}>
            {confirmLabel}
          </BusyButton>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  )
}
