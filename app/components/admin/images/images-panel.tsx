import { ImageUpIcon } from 'lucide-react'
import { useState } from 'react'
import { useDestinations, usePackageDetail } from '#app/components/admin/admin-queries'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { ImageList } from './image-list'
import type { ImageOwner } from './image-owner'
import { ImageOwnerPicker } from './image-owner-picker'
import { UploadImagesDialog } from './upload-images-dialog'

/** SPEC 2's Image Management panel: pick a package or destination, then upload, edit, order and delete its images. */
export function ImagesPanel() {
  const [kind, setKind] = useState<ImageOwner['kind']>('package')
  const [owner, setOwner] = useState<ImageOwner | null>(null)
  const packageTitle = usePackageDetail(owner?.kind === 'package' ? owner.id : null).data?.title
  const destinations = useDestinations()
  const [uploadOpen, setUploadOpen] = useState(false)

  const ownerName =
    owner?.kind === 'package'
      ? packageTitle
      : destinations.data?.find((destination) => destination.id === owner?.id)?.name

  function openUpload() {
    if (!owner) {
      toast.error('Error', { description: 'Please select a package or destination first.' })
      return
    }
    setUploadOpen(true)
  }

  return (
    <section aria-labelledby="images-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="images-heading" className="font-semibold text-xl">
            Image Management
          </h2>
          <p className="text-muted-foreground text-sm">Images of a package or a destination.</p>
        </div>
        <Button onClick={openUpload}>
          <ImageUpIcon aria-hidden className="size-4" />
          Upload Images
        </Button>
      </div>

      <ImageOwnerPicker
        kind={kind}
        onKindChange={(next) => {
          setKind(next)
          setOwner(null)
        }}
        owner={owner}
        onOwnerChange={setOwner}
      />

      {owner ? (
        <ImageList owner={owner} />
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          Select a package or destination to view images
        </p>
      )}

      {owner ? (
        <UploadImagesDialog
          open={uploadOpen}
          onOpenChange={setUploadOpen}
          owner={owner}
          ownerName={ownerName ?? 'the chosen package or destination'}
        />
      ) : null}
    </section>
  )
}
