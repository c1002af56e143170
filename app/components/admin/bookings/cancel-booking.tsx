import { XCircleIcon } from 'lucide-react'
import { useState } from 'react'
import { AdminDialog } from '#app/components/admin/admin-dialog'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { Button } from '#app/components/ui/button'
import { DialogClose, DialogFooter } from '#app/components/ui/dialog'
import { Textarea } from '#app/components/ui/textarea'
import { errorMessage } from '../admin-queries'
import { PanelError, PanelLoading } from '../panel-state'
import { pounds } from './booking-labels'
import { useCancelBooking, useCancellationPreview } from './booking-queries'
import type { CancellationPreview } from './booking-types'
import { serverFieldErrors } from './field-errors'

const MAX_REASON = 500

/** The charge the Terms set, in figures and their words, and what it leaves to refund or still to collect. */
function ChargeSummary({ preview }: { preview: CancellationPreview }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
      <p>
        Cancellation charge: <strong>{pounds(preview.charge)}</strong>
      </p>
      <p className="text-muted-foreground">{preview.rule}</p>
      <p>
        To refund: {pounds(preview.refundDue)} · Still owed: {pounds(preview.stillOwed)}
      </p>
    </div>
  )
}

/**
 * Cancelling a live booking: the confirmation first asks the server what cancelling today would charge (the
 * same sum the cancellation records), shows it, and asks for the reason kept on the booking.
 */
export function CancelBooking({ reference }: { reference: string }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const preview = useCancellationPreview(reference, open)
  const cancel = useCancelBooking(reference)
  const close = (isOpen: boolean) => {
    setOpen(isOpen)
    if (!isOpen) setError(undefined)
  }
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <XCircleIcon aria-hidden className="size-4" />
        Cancel booking
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={close}
        title={`Cancel booking ${reference}`}
        description="Its seats go back on sale, and the charge below is recorded. This cannot be undone."
        busy={cancel.isPending}
        alert
      >
        {preview.isPending ? (
          <PanelLoading label="Working out the charge..." />
        ) : preview.isError ? (
          <PanelError
            message={errorMessage(preview.error, 'The charge could not be worked out.')}
            onRetry={() => preview.refetch()}
          />
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              const trimmed = reason.trim()
              if (!trimmed) return setError('Reason is required')
              cancel.mutate(trimmed, {
                onSuccess: () => {
                  setReason('')
                  close(false)
                },
                onError: (failure) => setError(serverFieldErrors(failure).reason),
              })
            }}
          >
            <ChargeSummary preview={preview.data} />
            <FormField label="Reason" labelNote="(kept on the booking)" error={error}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={MAX_REASON}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </FormField>
            {/* Not the usual 'Cancel': beside 'Cancel booking' it would read as the same thing. */}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  Keep booking
                </Button>
              </DialogClose>
              <BusyButton type="submit" variant="destructive" busy={cancel.isPending}>
                Cancel booking
              </BusyButton>
            </DialogFooter>
          </form>
        )}
      </AdminDialog>
    </>
  )
}
