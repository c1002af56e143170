import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { useAdminMutation, useEntityImages } from '#app/components/admin/admin-queries'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'
import { PanelEmpty, PanelList } from '#app/components/admin/panel-state'
import { shapedSrc } from '#app/components/package/image-sources'
import { SmartImage } from '#app/components/smart-image'
import { Button } from '#app/components/ui/button'
import type { CatalogueImage } from '#app/lib/catalogue'
import { capitalise } from '#app/lib/package-text'
import { cn } from '#app/lib/utils'
import { EditImageDialog } from './edit-image-dialog'
import { movedTo } from './image-order'
import { type ImageOwner, ownerRefreshKeys } from './image-owner'

const nameOf = (image: CatalogueImage) => image.title || `image ${image.id}`

/**
 * The chosen owner's images in display order (decision 55): each edited in place, moved by dragging or by
 * its Move up and Move down buttons, or deleted after a confirmation. A move sends the whole new order in
 * one call, and the list shows it at once.
 */
export function ImageList({ owner }: { owner: ImageOwner }) {
  const images = useEntityImages(owner)
  const deleting = useDialogTarget<CatalogueImage>()
  const editing = useDialogTarget<CatalogueImage>()
  const refresh = ownerRefreshKeys(owner)
  const remove = useAdminMutation({
    run: (id: number) => apiRequest(`/api/images/${id}`, { method: 'DELETE' }),
    refresh,
    success: 'Image deleted',
    failure: 'Failed to delete image. Please try again.',
  })
  const reorder = useAdminMutation({
    run: (ids: number[]) => apiRequest('/api/images/order', { method: 'PUT', body: { ids } }),
    refresh,
    failure: 'Failed to move the image. Please try again.',
    serverDetail: true,
  })
  const [announcement, setAnnouncement] = useState('')
  const [dragged, setDragged] = useState<number | null>(null)
  // The button that moved an image keeps focus as the image moves, so a keyboard user can go on moving it.
  const [refocus, setRefocus] = useState<{ id: number; direction: 'up' | 'down' } | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  function move(items: CatalogueImage[], from: number, to: number) {
    const moved = items[from]
    if (!moved || to < 0 || to >= items.length || from === to || reorder.isPending) return
    const order = movedTo(items, from, to)
    reorder.mutate(order.map((image) => image.id))
    setAnnouncement(`Moved ${nameOf(moved)} to position ${to + 1} of ${items.length}.`)
  }

  // The buttons are disabled while the order is saved, which takes focus away: it comes back once, after.
  useEffect(() => {
    if (!refocus || reorder.isPending) return
    const card = listRef.current?.querySelector(`[data-image-id="${refocus.id}"]`)
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${refocus.direction}"]:not(:disabled)`)
    const other = card?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    ;(wanted ?? other)?.focus()
    setRefocus(null)
  }, [refocus, reorder.isPending])

  return (
    <PanelList
      query={images}
      loading="Loading images..."
      failed="The images could not be loaded."
      empty={<PanelEmpty>No images found. Upload images using the button above.</PanelEmpty>}
    >
      {(stored) => {
        // While a new order is being saved, it is the one shown.
        const pendingIds = reorder.isPending ? reorder.variables : null
        const items = pendingIds
          ? pendingIds.flatMap((id) => stored.filter((image) => image.id === id))
          : stored
        return (
          <>
            <p className="text-muted-foreground text-sm">
              Drag an image, or use its Move up and Move down buttons, to change the order the site shows.
            </p>
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
            <ul
              ref={listRef}
              aria-label="Images"
              aria-busy={reorder.isPending}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {items.map((image, index) => (
                <li
                  key={image.id}
                  data-image-id={image.id}
                  draggable={!reorder.isPending}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move'
                    setDragged(index)
                  }}
                  onDragOver={(event) => {
                    if (dragged !== null) event.preventDefault()
                  }}
                  onDrop={(event) => {
                    event.preventDefault()
                    if (dragged !== null) move(items, dragged, index)
                    setDragged(null)
                  }}
                  onDragEnd={() => setDragged(null)}
                  className={cn(
                    'flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm',
                    dragged === index && 'opacity-50',
                  )}
                >
                  <div className="relative">
                    <SmartImage
                      src={shapedSrc(image)}
                      alt={image.decorative ? '' : (image.altText ?? '')}
                      type={image.type}
                      width={400}
                      height={300}
                      className="aspect-[4/3] w-full bg-muted"
                    />
                    <GripVerticalIcon
                      aria-hidden
                      className="absolute top-2 left-2 size-6 cursor-grab rounded bg-white/80 p-0.5 text-foreground"
                    />
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-4">
                    <h3 className="font-semibold">{image.title || 'Untitled'}</h3>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-muted-foreground">Type</dt>
                      <dd>{capitalise(image.type ?? 'none')}</dd>
                      <dt className="text-muted-foreground">Display order</dt>
                      <dd>{index + 1}</dd>
                      <dt className="text-muted-foreground">Alt text</dt>
                      <dd className="break-words">
                        {image.decorative
                          ? 'Decorative'
                          : image.altText || <span className="text-destructive">Missing</span>}
                      </dd>
                    </dl>
                    <div className="mt-auto flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${nameOf(image)}`}
                        onClick={() => editing.show(image)}
                      >
                        <PencilIcon aria-hidden className="size-4" />
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        data-move="up"
                        aria-label={`Move ${nameOf(image)} up`}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => {
                          setRefocus({ id: image.id, direction: 'up' })
                          move(items, index, index - 1)
                        }}
                      >
                        <ArrowUpIcon aria-hidden className="size-4" />
                        <span className="sr-only sm:not-sr-only">Up</span>
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        data-move="down"
                        aria-label={`Move ${nameOf(image)} down`}
                        disabled={index === items.length - 1 || reorder.isPending}
                        onClick={() => {
                          setRefocus({ id: image.id, direction: 'down' })
                          move(items, index, index + 1)
                        }}
                      >
                        <ArrowDownIcon aria-hidden className="size-4" />
                        <span className="sr-only sm:not-sr-only">Down</span>
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Delete image ${image.title || image.id}`}
                        onClick={() => deleting.show(image)}
                      >
                        <Trash2Icon aria-hidden className="size-4" />
                        Delete
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <EditImageDialog
              image={editing.target}
              owner={owner}
              open={editing.open}
              onOpenChange={editing.onOpenChange}
            />
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
        )
      }}
    </PanelList>
  )
}
