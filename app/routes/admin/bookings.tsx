import { BookingsPanel } from '#app/components/admin/bookings/bookings-panel'

/**
 * /admin/bookings: the bookings, soonest departure first. No loader: the admin layout checks the session and
 * the role, and the panel reads the API. `bookingActions` is where "Edit travellers and contact" goes.
 */
export default function AdminBookings() {
  return <BookingsPanel />
}
