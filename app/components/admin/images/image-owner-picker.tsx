import { useId } from 'react'
import { useDestinations } from '#app/components/admin/admin-queries'
import { DestinationOptions } from '#app/components/admin/destinations/destination-options'
import { PackagePicker } from '#app/components/admin/package-picker'
import { Label } from '#app/components/ui/label'
import { Select, SelectContent, SelectTrigger, SelectValue } from '#app/components/ui/select'
import type { ImageOwner } from './image-owner'

type ImageOwnerPickerProps = {
  kind: ImageOwner['kind']
  onKindChange: (kind: ImageOwner['kind']) => void
  owner: ImageOwner | null
  onOwnerChange: (owner: ImageOwner | null) => void
}

const KINDS: Array<{ kind: ImageOwner['kind']; label: string }> = [
  { kind: 'package', label: 'A package' },
  { kind: 'destination', label: 'A destination' },
]

/**
 * Whose images to show: a package, found by typing (there may be hundreds), or one of the few destinations
 * from a list.
 */
export function ImageOwnerPicker({ kind, onKindChange, owner, onOwnerChange }: ImageOwnerPickerProps) {
  const fieldId = useId()
  const destinations = useDestinations()
  const chosenId = owner?.kind === kind ? owner.id : null
  return (
    <div className="flex w-full max-w-md flex-col gap-3">
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 font-medium text-sm">Images of</legend>
        {KINDS.map((choice) => (
          <label key={choice.kind} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${fieldId}-kind`}
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => onKindChange(choice.kind)}
              className="size-4 accent-primary"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>{kind === 'package' ? 'Package' : 'Destination'}</Label>
        {kind === 'package' ? (
          <PackagePicker
            id={fieldId}
            value={chosenId}
            onChange={(id) => onOwnerChange(id === null ? null : { kind: 'package', id })}
          />
        ) : (
          <Select
            value={chosenId === null ? '' : String(chosenId)}
            onValueChange={(value) => onOwnerChange({ kind: 'destination', id: Number(value) })}
          >
            <SelectTrigger id={fieldId} disabled={destinations.isPending}>
              <SelectValue placeholder="Select a destination" />
            </SelectTrigger>
            <SelectContent>
              <DestinationOptions destinations={destinations.data} />
            </SelectContent>
          </Select>
        )}
      </div>
    </div>
  )
}
