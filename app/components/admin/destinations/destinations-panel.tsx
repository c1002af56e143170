import { MapPinIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useDestinations } from '#app/components/admin/admin-queries'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'
import { PanelEmpty, PanelList } from '#app/components/admin/panel-state'
import { Button } from '#app/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#app/components/ui/card'
import type { Destination } from '#app/lib/catalogue'
import { DeleteDestinationDialog } from './delete-destination-dialog'
import { DestinationFormDialog } from './destination-form-dialog'
import { truncateText } from './destination-text'

/** SPEC 2's Destinations panel: a card per destination, with the create, edit and delete dialogs. */
export function DestinationsPanel() {
  const destinations = useDestinations()
  // A null target is the create dialog; a destination is its edit dialog.
  const dialog = useDialogTarget<Destination | null>()
  const deletion = useDialogTarget<Destination>()

  return (
    <section aria-labelledby="destinations-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="destinations-heading" className="font-semibold text-xl">
            Destinations
          </h2>
          <p className="text-muted-foreground text-sm">The places packages go to.</p>
        </div>
        <Button onClick={() => dialog.show(null)}>
          <PlusIcon aria-hidden className="size-4" />
          Add Destination
        </Button>
      </div>

      <PanelList
        query={destinations}
        loading="Loading destinations..."
        failed="The destinations could not be loaded."
        empty={<PanelEmpty>No destinations found. Add your first destination to get started.</PanelEmpty>}
      >
        {(items) => (
          <ul aria-label="Destinations" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((destination) => (
              <li key={destination.id}>
                <DestinationCard
                  destination={destination}
                  onEdit={() => dialog.show(destination)}
                  onDelete={() => deletion.show(destination)}
                />
              </li>
            ))}
          </ul>
        )}
      </PanelList>

      <DestinationFormDialog
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        destination={dialog.target}
      />
      <DeleteDestinationDialog
        open={deletion.open}
        onOpenChange={deletion.onOpenChange}
        destination={deletion.target}
      />
    </section>
  )
}

function DestinationCard({
  destination,
  onEdit,
  onDelete,
}: {
  destination: Destination
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{destination.name}</CardTitle>
        <CardDescription className="flex items-center gap-1">
          <MapPinIcon aria-hidden className="size-4" />
          {destination.country}
        </CardDescription>
      </CardHeader>
      {destination.description ? (
        <CardContent>
          <p className="text-sm">{truncateText(destination.description)}</p>
        </CardContent>
      ) : null}
      <CardFooter className="gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${destination.name}`}>
          <PencilIcon aria-hidden className="size-4" />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${destination.name}`}>
          <Trash2Icon aria-hidden className="size-4" />
          Delete
        </Button>
      </CardFooter>
    </Card>
  )
}
