import { BookingSettingsPanel } from '#app/components/admin/settings/booking-settings-panel'

/** /admin/settings: the owner's settings, online booking's for now. No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminSettings() {
  return <BookingSettingsPanel />
}
