import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { adminKeys, conflictMessage, useAdminMutation } from '#app/components/admin/admin-queries'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormAlert } from '#app/components/forms/form-alert'
import type { Destination } from '#app/lib/catalogue'

type DeleteDestinationDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  destination: Destination | null
}

/**
 * Asks before deleting a destination and its images. A destination packages still go to is refused by the
 * server (409); the dialog then says so, naming them, so staff know which packages to move first.
 */
export function DeleteDestinationDialog({ open, onOpenChange, destination }: DeleteDestinationDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Destination"
      description={
        destination ? (
          <>
            Are you sure you want to delete “{destination.name}”, {destination.country}? Its images are
            deleted with it. This cannot be undone.
          </>
        ) : null
      }
      alert
    >
      {/* Each opening starts without the last refusal. */}
      {destination ? (
        <DeleteDestination
          key={destination.id}
          destination={destination}
          onDeleted={() => onOpenChange(false)}
        />
      ) : null}
    </AdminDialog>
  )
}

function DeleteDestination({ destination, onDeleted }: { destination: Destination; onDeleted: () => void }) {
  // The server's sentence, which names the packages that go there.
  const [refusal, setRefusal] = useState<string | null>(null)
  const remove = useAdminMutation({
    run: () => apiRequest(`/api/destinations/${destination.id}`, { method: 'DELETE' }),
    refresh: [adminKeys.destinations, adminKeys.packages],
    success: 'Destination deleted',
    failure: 'Failed to delete destination. Please try again.',
    serverDetail: 'conflict',
  })

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        remove.mutate(undefined, {
          onSuccess: onDeleted,
          onError: (error) => setRefusal(conflictMessage(error)),
        })
      }}
      className="flex flex-col gap-4"
    >
      {refusal ? <FormAlert title="This destination is still in use">{refusal}</FormAlert> : null}
      <AdminDialogFooter cancelDisabled={remove.isPending}>
        {refusal ? null : (
          <BusyButton type="submit" variant="destructive" busy={remove.isPending}>
            Delete Destination
          </BusyButton>
        )}
      </AdminDialogFooter>
    </form>
  )
}
