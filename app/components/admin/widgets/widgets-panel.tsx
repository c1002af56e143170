import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { useWidgetSections } from '#app/components/admin/admin-queries'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { truncateText } from '#app/components/admin/destinations/destination-text'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'
import { PanelError, PanelLoading } from '#app/components/admin/panel-state'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import type { WidgetSection } from '#app/lib/catalogue'
import { cn } from '#app/lib/utils'
import { RAW_HTML_TYPE } from '#app/schemas/widget-section'
import { MoveUpDownButtons } from '../move-up-down-buttons'
import type { MoveDirection } from '../use-move-focus'
import { useCan } from '../use-staff-role'
import { WidgetFormDialog } from './widget-form-dialog'
import { useWidgetMutation, WidgetAlert } from './widget-mutation'
import { orderAfterMove, sortSections, widgetTypeName } from './widget-sections'

/** Long HTML would swamp a card; the edit form shows it whole. */
const CONFIG_PREVIEW_LENGTH = 120

/** SPEC 2's Home Widgets tab: the home page's sections in order, with moves, edits and deletes. */
export function WidgetsPanel() {
  const sections = useWidgetSections()
  const form = useDialogTarget<WidgetSection | null>()
  const deleting = useDialogTarget<WidgetSection>()
  // The last failed action names the banner's text; a new action clears it.
  const [failure, setFailure] = useState<{ message: string; error: unknown } | null>(null)

  const remove = useWidgetMutation((id: number) =>
    apiRequest(`/api/widget-sections/${id}`, { method: 'DELETE' }),
  )
  // The whole new order in one request, applied in one transaction: it all goes through or none of it.
  const reorder = useWidgetMutation((ids: number[]) =>
    apiRequest('/api/widget-sections/order', { method: 'PUT', body: { ids } }),
  )

  const sorted = sortSections(sections.data ?? [])

  // The last move, so its card can take focus back once the list has been refetched and re-rendered.
  const [lastMove, setLastMove] = useState<{ id: number; direction: MoveDirection } | null>(null)

  function move(section: WidgetSection, direction: MoveDirection) {
    // Ignored rather than disabled while a move runs: a disabled button would drop the keyboard focus.
    const ids = orderAfterMove(sorted, section.id, direction)
    if (reorder.isPending || !ids) return
    setFailure(null)
    reorder.mutate(ids, {
      onSuccess: () => setLastMove({ id: section.id, direction }),
      onError: (error) => setFailure({ message: 'Failed to reorder widget section.', error }),
    })
  }

  function confirmDelete() {
    const section = deleting.target
    if (!section) return
    setFailure(null)
    remove.mutate(section.id, {
      // The banner is on the panel, so the dialog closes either way to let it be seen.
      onSettled: deleting.close,
      onError: (error) => setFailure({ message: 'Failed to delete widget section.', error }),
    })
  }

  return (
    <section aria-labelledby="widgets-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="widgets-heading" className="font-semibold text-xl">
            Home Page Widget Sections
          </h2>
          <p className="text-muted-foreground text-sm">
            Active sections make up the home page, in position order.
          </p>
        </div>
        <Button onClick={() => form.show(null)}>
          <PlusIcon aria-hidden className="size-4" />
          Add Widget Section
        </Button>
      </div>

      {failure ? <WidgetAlert message={failure.message} error={failure.error} /> : null}

      {sections.isPending ? (
        <PanelLoading label="Loading widget sections..." />
      ) : sections.isError ? (
        <PanelError message="The widget sections could not be loaded." onRetry={() => sections.refetch()} />
      ) : sorted.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-8 text-center">
          <p className="text-muted-foreground">No widget sections have been created yet.</p>
          <Button onClick={() => form.show(null)}>
            <PlusIcon aria-hidden className="size-4" />
            Create Your First Widget Section
          </Button>
        </div>
      ) : (
        <ol
          aria-label="Widget sections in home page order"
          aria-busy={reorder.isPending}
          className="grid gap-4 md:grid-cols-2"
        >
          {sorted.map((section, index) => (
            <li key={section.id}>
              <WidgetCard
                section={section}
                first={index === 0}
                last={index === sorted.length - 1}
                focusMove={!reorder.isPending && lastMove?.id === section.id ? lastMove.direction : undefined}
                onFocused={() => setLastMove(null)}
                onMove={(direction) => move(section, direction)}
                onEdit={() => form.show(section)}
                onDelete={() => deleting.show(section)}
              />
            </li>
          ))}
        </ol>
      )}

      <WidgetFormDialog open={form.open} onOpenChange={form.onOpenChange} section={form.target} />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        title="Delete widget section"
        description="Are you sure you want to delete this widget section?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  )
}

type WidgetCardProps = {
  section: WidgetSection
  first: boolean
  last: boolean
  /** Set after this card moved: the button to focus, so a keyboard user can press it again. */
  focusMove: MoveDirection | undefined
  onFocused: () => void
  onMove: (direction: MoveDirection) => void
  onEdit: () => void
  onDelete: () => void
}

function WidgetCard({
  section,
  first,
  last,
  focusMove,
  onFocused,
  onMove,
  onEdit,
  onDelete,
}: WidgetCardProps) {
  const config = section.widgetId?.trim()
  // Raw HTML runs on every visitor's page: only an owner may change or delete it (decision 35). Anyone
  // who edits the home page may still move it.
  const editable = useCan('rawHtml') || section.widgetType !== RAW_HTML_TYPE
  return (
    <article
      aria-labelledby={`widget-${section.id}-title`}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border p-5',
        // An inactive section, which the home page leaves out, looks set aside rather than faded: dimmed
        // text fell below the 4.5:1 contrast staff need to read it (WCAG 1.4.3). Its badge says which.
        section.isActive ? 'bg-card shadow-sm' : 'border-dashed bg-muted/50',
      )}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`widget-${section.id}-title`} className="font-semibold text-lg leading-snug">
            {section.title}
          </h3>
          <Badge variant={section.isActive ? 'default' : 'outline'}>
            {section.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Type</dt>
          <dd>{widgetTypeName(section.widgetType)}</dd>
          <dt className="text-muted-foreground">Position</dt>
          <dd>{section.position}</dd>
          <dt className="text-muted-foreground">Configuration</dt>
          <dd className="min-w-0 break-words">
            {config ? (
              // Line height matched to the other rows, so the smaller code text lines up with its label.
              <code className="font-mono text-xs leading-5">
                {truncateText(config, CONFIG_PREVIEW_LENGTH)}
              </code>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd>{section.isActive ? 'Active' : 'Inactive'}</dd>
        </dl>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <MoveUpDownButtons
          name={section.title}
          first={first}
          last={last}
          focusMove={focusMove}
          onFocused={onFocused}
          onMove={onMove}
        />
        {editable ? (
          <>
            <Button variant="outline" size="sm" aria-label={`Edit ${section.title}`} onClick={onEdit}>
              <PencilIcon aria-hidden className="size-4" />
              Edit
            </Button>
            <Button variant="outline" size="sm" aria-label={`Delete ${section.title}`} onClick={onDelete}>
              <Trash2Icon aria-hidden className="size-4" />
              Delete
            </Button>
          </>
        ) : (
          <p className="self-center text-muted-foreground text-sm">Raw HTML: only an owner can change it.</p>
        )}
      </div>
    </article>
  )
}
