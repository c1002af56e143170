import { useEntityImages } from '#app/components/admin/admin-queries'
import { type ImageOwner, ownerRefreshKeys } from '#app/components/admin/images/image-owner'
import { ImageUploadForm } from '#app/components/admin/packages/image-upload-form'
import { RowActions } from '#app/components/admin/packages/row-actions'
import { useDeleteRow } from '#app/components/admin/packages/use-delete-row'
import { PanelEmpty, PanelList } from '#app/components/admin/panel-state'
import { SmartImage } from '#app/components/smart-image'
import type { CatalogueImage } from '#app/lib/catalogue'
import { capitalise } from '#app/lib/package-text'

/** The edit dialog's Images tab: the package's images with delete, and a single-image upload. */
export function PackageImagesSection({ packageId }: { packageId: number }) {
  const owner: ImageOwner = { kind: 'package', id: packageId }
  const images = useEntityImages(owner)
  const deleteImage = useDeleteRow<CatalogueImage>({
    path: '/api/images',
    refresh: ownerRefreshKeys(owner),
    title: 'Delete Image',
    description: () => 'Are you sure you want to delete this image? This cannot be undone.',
    success: 'Image deleted',
    failure: 'Failed to delete image. Please try again.',
  })

  return (
    <section aria-labelledby="package-images-heading" className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h3 id="package-images-heading" className="font-semibold text-lg">
          Package Images
        </h3>
        <PanelList
          query={images}
          loading="Loading images..."
          failed="The images could not be loaded."
          empty={<PanelEmpty>No images found. Upload one with the form.</PanelEmpty>}
        >
          {(items) => (
            <ul aria-labelledby="package-images-heading" className="flex flex-col gap-2">
              {items.map((image) => (
                <li key={image.id} className="flex items-center gap-3 rounded-lg border bg-card p-2">
                  <SmartImage
                    src={image.url}
                    alt={image.altText ?? ''}
                    type={image.type}
                    width={96}
                    height={72}
                    className="h-18 w-24 shrink-0 rounded-md bg-muted"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                    <p className="truncate font-medium">{image.title || 'Untitled'}</p>
                    <p className="text-muted-foreground">
                      {capitalise(image.type ?? 'none')} · Display order {image.sequence}
                    </p>
                  </div>
                  <RowActions
                    name={`image ${image.title || image.id}`}
                    onDelete={() => deleteImage.ask(image)}
                  />
                </li>
              ))}
            </ul>
          )}
        </PanelList>
      </div>
      <ImageUploadForm packageId={packageId} />
      {deleteImage.dialog}
    </section>
  )
}
