import { BookingsPanel } from '#app/components/admin/bookings/bookings-panel'
import { EditBookingAction } from '#app/components/admin/bookings/edit-booking-action'

/**
 * /admin/bookings: the bookings, soonest departure first. No loader: the admin layout checks the session and
 * the role, and the panel reads the API.
 */
export default function AdminBookings() {
  return <BookingsPanel bookingActions={(booking) => <EditBookingAction booking={booking} />} />
}
