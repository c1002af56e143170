import type * as React from 'react'
import { AdminDialog } from '#app/components/admin/admin-dialog'
import { isLiveBooking } from '#app/lib/bookings/booking-amounts'
import { PanelSection } from '../panel-section'
import { PanelError, PanelLoading } from '../panel-state'
import { AtolCertificates, BookingEmails } from './booking-emails'
import { BookingNotes } from './booking-notes'
import { useBooking } from './booking-queries'
import { BookingStatusChip } from './booking-status-chip'
import { BookingAmounts, BookingPaymentList, BookingTravellers, BookingTrip } from './booking-summary'
import type { BookingDetail } from './booking-types'
import { CancelBooking } from './cancel-booking'
import { RecordPaymentForm } from './record-payment-form'

type BookingDialogProps = {
  /** The booking shown; it stays set while the dialog closes, so its words stay during the animation. */
  reference: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Actions on the booking beside its status, such as editing its travellers and contact. */
  children?: (booking: BookingDetail) => React.ReactNode
}

/** Everything about a loaded booking, and what staff do with it while it is live. */
function BookingView({ booking, actions }: { booking: BookingDetail; actions: React.ReactNode }) {
  const live = isLiveBooking(booking.status)
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BookingStatusChip status={booking.status} />
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <BookingTrip booking={booking} />
      <PanelSection title={`Travellers (${booking.travellers.length})`}>
        <BookingTravellers travellers={booking.travellers} />
      </PanelSection>
      <PanelSection title="Amounts">
        <BookingAmounts booking={booking} />
      </PanelSection>
      <PanelSection title="Payments">
        <BookingPaymentList payments={booking.payments} />
        {live && booking.outstanding !== '0.00' ? (
          // Keyed by what is owed, so the suggested amount follows each payment recorded.
          <RecordPaymentForm
            key={booking.outstanding}
            reference={booking.reference}
            outstanding={booking.outstanding}
          />
        ) : null}
      </PanelSection>
      <PanelSection title="Emails sent">
        <BookingEmails emails={booking.emails} />
      </PanelSection>
      <PanelSection title="ATOL Certificates">
        <AtolCertificates certificates={booking.atolCertificates} />
      </PanelSection>
      <PanelSection title="Notes">
        <BookingNotes reference={booking.reference} notes={booking.notes} />
      </PanelSection>
      {live ? (
        <div className="flex justify-end border-t pt-4">
          <CancelBooking reference={booking.reference} />
        </div>
      ) : null}
    </div>
  )
}

/** One booking in a panel over the list, addressed by its reference (`?booking=CB-7K3M9Q`). */
export function BookingDialog({ reference, open, onOpenChange, children }: BookingDialogProps) {
  const booking = useBooking(reference)
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reference ? `Booking ${reference}` : 'Booking'}
      description={booking.data ? booking.data.packageTitle : 'Loading the booking...'}
      className="sm:max-w-2xl"
    >
      {booking.isPending ? (
        <PanelLoading label="Loading the booking..." />
      ) : booking.isError ? (
        <PanelError message="The booking could not be loaded." onRetry={() => booking.refetch()} />
      ) : (
        <BookingView booking={booking.data} actions={children?.(booking.data)} />
      )}
    </AdminDialog>
  )
}
