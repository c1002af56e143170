import type { QueryKey } from '@tanstack/react-query'
import type * as React from 'react'
import { apiRequest } from '#app/browser/api-client'
import { useAdminMutation } from '#app/components/admin/admin-queries'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'

type DeleteRowOptions<Row> = {
  /** The collection the row lives in, such as '/api/reviews'; the row's id is added to it. */
  path: string
  refresh: QueryKey[]
  title: string
  description: (row: Row) => React.ReactNode
  confirmLabel?: string
  success: string
  failure: string
  serverDetail?: boolean
  onDeleted?: (row: Row) => void
}

/**
 * SPEC 5: every delete asks first. Gives `ask(row)` to open the confirmation and the `dialog` to render;
 * the dialog stays open, with a spinner, until the delete has answered.
 */
export function useDeleteRow<Row extends { id: number }>({
  path,
  refresh,
  title,
  description,
  confirmLabel = 'Delete',
  success,
  failure,
  serverDetail,
  onDeleted,
}: DeleteRowOptions<Row>) {
  const confirm = useDialogTarget<Row>()
  const remove = useAdminMutation<Row>({
    run: (row) => apiRequest(`${path}/${row.id}`, { method: 'DELETE' }),
    refresh,
    success,
    failure,
    serverDetail,
  })
  const row = confirm.target
  const dialog = (
    <ConfirmDialog
      open={confirm.open}
      onOpenChange={confirm.onOpenChange}
      title={title}
      description={row ? description(row) : null}
      confirmLabel={confirmLabel}
      pending={remove.isPending}
      onConfirm={() => {
        if (!row) return
        remove.mutate(row, {
          onSuccess: () => {
            confirm.close()
            onDeleted?.(row)
          },
        })
      }}
    />
  )
  return { ask: confirm.show, dialog }
}
