import { ImageUpIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import {
  useAdminMutation,
  useDestinations,
  useEntityImages,
  usePackageDetail,
} from '#app/components/admin/admin-queries'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'
import { PanelEmpty, PanelList } from '#app/components/admin/panel-state'
import { SmartImage } from '#app/components/smart-image'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import type { CatalogueImage } from '#app/lib/catalogue'
import { capitalise } from '#app/lib/package-text'
import { type ImageOwner, ownerRefreshKeys } from './image-owner'
import { ImageOwnerPicker } from './image-owner-picker'
import { UploadImagesDialog } from './upload-images-dialog'

/** SPEC 2's Image Management panel: pick a package or destination, see its images, upload and delete. */
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

function ImageList({ owner }: { owner: ImageOwner }) {
  const images = useEntityImages(owner)
  const deleting = useDialogTarget<CatalogueImage>()
  const remove = useAdminMutation({
    run: (id: number) => apiRequest(`/api/images/${id}`, { method: 'DELETE' }),
    refresh: ownerRefreshKeys(owner),
    success: 'Image deleted',
    failure: 'Failed to delete image. Please try again.',
  })

  return (
    <PanelList
      query={images}
      loading="Loading images..."
      failed="The images could not be loaded."
      empty={<PanelEmpty>No images found. Upload images using the button above.</PanelEmpty>}
    >
      {(items) => (
        <>
          <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((image) => (
              <li
                key={image.id}
                className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
              >
                <SmartImage
                  src={image.url}
                  alt={image.altText ?? ''}
                  type={image.type}
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full bg-muted"
                />
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <h3 className="font-semibold">{image.title || 'Untitled'}</h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Type</dt>
                    <dd>{capitalise(image.type ?? 'none')}</dd>
                    <dt className="text-muted-foreground">Display order</dt>
                    <dd>{image.sequence}</dd>
                  </dl>
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-auto self-start"
                    aria-label={`Delete image ${image.title || image.id}`}
                    onClick={() => deleting.show(image)}
                  >
                    <Trash2Icon aria-hidden className="size-4" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <ConfirmDialog
            open={deleting.open}
            onOpenChange={deleting.onOpenChange}
            title="Delete image"
            description={`Are you sure you want to delete ${deleting.target?.title ? `the image '${deleting.target.title}'` : 'this image'}? This cannot be undone.`}
            confirmLabel="Delete"
            pending={remove.isPending}
            onConfirm={() => {
              if (deleting.target) remove.mutate(deleting.target.id, { onSuccess: deleting.close })
            }}
          />
        </>
      )}
    </PanelList>
  )
}
