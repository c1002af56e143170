import { Switch } from 'radix-ui'
import { useId } from 'react'
import { Label } from '#app/components/ui/label'

type SwitchFieldProps = {
  label: string
  /** A line under the label saying what turning it on does. */
  hint?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/** An on/off setting: Radix's switch has the switch role and works with Space, beside its label. */
export function SwitchField({ label, hint, checked, onCheckedChange }: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
    </div>
  )
}
