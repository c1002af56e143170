import { isLiveBooking } from '#app/lib/bookings/booking-amounts'
import { useRefreshBookings } from './booking-queries'
import type { BookingDetail } from './booking-types'
import { EditBookingDetails } from './edit-booking-details'

/**
 * "Edit travellers and contact" beside a live booking's status; a cancelled or expired booking is a record
 * and is not edited. Once saved the booking is read again, with any ATOL Certificate the change issued.
 */
export function EditBookingAction({ booking }: { booking: BookingDetail }) {
  const refresh = useRefreshBookings()
  if (!isLiveBooking(booking.status)) return null
  return (
    <EditBookingDetails
      reference={booking.reference}
      travellers={booking.travellers}
      contact={{
        email: booking.email,
        phone: booking.phone,
        address: {
          line1: booking.addressLine1,
          line2: booking.addressLine2,
          town: booking.town,
          postcode: booking.postcode,
        },
      }}
      onSaved={() => void refresh()}
    />
  )
}
