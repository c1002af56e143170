import { ImagesPanel } from '#app/components/admin/images/images-panel'

/** /admin/images: Image Management for packages and destinations (decision 7). No loader: the admin layout checks the session, and the panel reads the API. */
export default function AdminImages() {
  return <ImagesPanel />
}
