import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GripVerticalIcon } from 'lucide-react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useFeaturedOrder } from '#app/components/admin/admin-queries'
import { PanelError, PanelLoading } from '#app/components/admin/panel-state'
import { FeaturedPackageCard } from '#app/components/home-widgets/featured-offers'
import type { PackageCard } from '#app/lib/package-card'
import { cn } from '#app/lib/utils'
import { MoveUpDownButtons } from '../move-up-down-buttons'
import type { MoveDirection } from '../use-move-focus'
import { orderWithMove } from './featured-order'
import { WidgetAlert } from './widget-mutation'

/**
 * The home page's featured offers as visitors see them (the same cards, in the same order, from the same
 * query as the home page), which staff put in order by dragging a card or with its Move Up and Move Down
 * buttons (decision 56). Each move is one `PUT /api/travel-packages/featured-order`.
 */
export function FeaturedOrderPanel() {
  const offers = useFeaturedOrder()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<unknown>(null)
  const [lastMove, setLastMove] = useState<{ id: number; direction: MoveDirection } | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<PackageCard[]>('/api/travel-packages/featured-order', { method: 'PUT', body: { ids } }),
    onSuccess: (cards) => queryClient.setQueryData(adminKeys.featuredOrder, cards),
    // The admin's package list shows featured packages first in this order too; and a refused move (another
    // tab featured a package meanwhile) shows the offers as they now are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.packages }),
  })

  const cards = offers.data ?? []
  const ordered = cards.some((card) => card.isFeatured)
  const ids = cards.map((card) => card.id)

  function moveTo(card: PackageCard, index: number, direction: MoveDirection) {
    const newOrder = orderWithMove(ids, card.id, index)
    // Ignored rather than disabled while a move runs: a disabled button would drop the keyboard focus.
    if (reorder.isPending || !newOrder) return
    setFailure(null)
    reorder.mutate(newOrder, {
      onSuccess: () => setLastMove({ id: card.id, direction }),
      onError: setFailure,
    })
  }

  function drop(index: number) {
    const card = cards.find((candidate) => candidate.id === dragged)
    setDragged(null)
    if (card) moveTo(card, index, index < ids.indexOf(card.id) ? 'up' : 'down')
  }

  return (
    <section aria-labelledby="featured-order-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="featured-order-heading" className="font-semibold text-xl">
          Featured packages on the home page
        </h2>
        <p className="text-muted-foreground text-sm">
          {ordered
            ? 'Every Featured Offers section shows all of these, in this order. Drag a card, or use Move Up and Move Down.'
            : 'No package is featured, so each Featured Offers section shows the first packages, as many as its number says. Feature packages in Travel Packages to choose them.'}
        </p>
      </div>

      {failure ? <WidgetAlert message="Failed to reorder featured packages." error={failure} /> : null}

      {offers.isPending ? (
        <PanelLoading label="Loading featured packages..." />
      ) : offers.isError ? (
        <PanelError message="The featured packages could not be loaded." onRetry={() => offers.refetch()} />
      ) : cards.length === 0 ? (
        <p className="text-muted-foreground">No travel packages available. Check back later!</p>
      ) : (
        <ol
          aria-label="Featured packages in home page order"
          aria-busy={reorder.isPending}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {cards.map((card, index) => (
            <li
              key={card.id}
              draggable={ordered}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move'
                setDragged(card.id)
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault()
              }}
              onDrop={(event) => {
                event.preventDefault()
                drop(index)
              }}
              className={cn(
                'flex flex-col gap-3',
                ordered && 'cursor-grab',
                dragged === card.id && 'opacity-50',
              )}
            >
              <FeaturedPackageCard pkg={card} priority={false} />
              {ordered ? (
                <MoveButtons
                  card={card}
                  place={index + 1}
                  first={index === 0}
                  last={index === cards.length - 1}
                  focusMove={!reorder.isPending && lastMove?.id === card.id ? lastMove.direction : undefined}
                  onFocused={() => setLastMove(null)}
                  onMove={(direction) => moveTo(card, direction === 'up' ? index - 1 : index + 1, direction)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

type MoveButtonsProps = {
  card: PackageCard
  place: number
  first: boolean
  last: boolean
  focusMove: MoveDirection | undefined
  onFocused: () => void
  onMove: (direction: MoveDirection) => void
}

function MoveButtons({ card, place, ...moving }: MoveButtonsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <GripVerticalIcon aria-hidden className="size-4 text-muted-foreground" />
      <span className="text-muted-foreground text-sm">{place}.</span>
      <MoveUpDownButtons name={card.title} {...moving} />
    </div>
  )
}
