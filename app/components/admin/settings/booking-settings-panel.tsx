import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { useUnsavedChanges } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { type BookingSettings, whatVisitorsSee } from '#app/lib/bookings/booking-settings'
import { errorMessage } from '../admin-queries'
import { PanelError, PanelLoading } from '../panel-state'

const SETTINGS_PATH = '/api/settings/booking'
const settingsKey = [SETTINGS_PATH] as const

/** The owner's settings: online booking on or off, its deposit per person and its hold (decision 63). */
export function BookingSettingsPanel() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<BookingSettings>(SETTINGS_PATH, { signal }),
  })
  return (
    <section aria-labelledby="booking-settings-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="booking-settings-heading" className="font-semibold text-xl">
          Online booking
        </h2>
        <p className="text-muted-foreground text-sm">
          Whether visitors may book a departure on the website, the deposit they pay, and how long their seats
          are held until it is paid. Every change is kept in the Activity log.
        </p>
      </div>
      {settings.isPending ? (
        <PanelLoading label="Loading the settings..." />
      ) : settings.isError ? (
        <PanelError message="The settings could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <BookingSettingsForm saved={settings.data} />
      )}
    </section>
  )
}

type Fields = { enabled: boolean; depositPerPerson: string; holdMinutes: string }

const fieldsOf = (settings: BookingSettings): Fields => ({
  ...settings,
  holdMinutes: String(settings.holdMinutes),
})

const sameFields = (a: Fields, b: Fields) =>
  a.enabled === b.enabled && a.depositPerPerson === b.depositPerPerson && a.holdMinutes === b.holdMinutes

function BookingSettingsForm({ saved }: { saved: BookingSettings }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [fields, setFields] = useState<Fields>(() => fieldsOf(saved))
  // Another section, signing out or leaving the page asks first while the form differs from what is saved.
  useUnsavedChanges(!sameFields(fields, fieldsOf(saved)))
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (body: Fields) => apiRequest<BookingSettings>(SETTINGS_PATH, { method: 'PUT', body }),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKey, next)
      setFields(fieldsOf(next))
      toast.success('Online booking settings saved.')
    },
    onError: (caught) => setError(errorMessage(caught, 'The settings could not be saved.')),
  })
  const update = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }))
  const preview: BookingSettings = {
    enabled: fields.enabled,
    depositPerPerson: fields.depositPerPerson,
    holdMinutes: Number(fields.holdMinutes) || saved.holdMinutes,
  }

  return (
    <form
      className="flex max-w-xl flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setError(null)
        save.mutate(fields)
      }}
    >
      <div className="flex items-start gap-3 rounded-lg border p-3">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={fields.enabled}
          onChange={(event) => update({ enabled: event.target.checked })}
          className="mt-0.5 size-4 cursor-pointer accent-primary"
        />
        <Label htmlFor={`${id}-enabled`}>Take bookings online</Label>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-deposit`}>Deposit per person (£)</Label>
        <Input
          id={`${id}-deposit`}
          inputMode="decimal"
          value={fields.depositPerPerson}
          onChange={(event) => update({ depositPerPerson: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-hold`}>Hold unpaid bookings for (minutes, at least 30)</Label>
        <Input
          id={`${id}-hold`}
          inputMode="numeric"
          value={fields.holdMinutes}
          onChange={(event) => update({ holdMinutes: event.target.value })}
        />
      </div>
      <div className="rounded-lg bg-muted p-3 text-sm">
        <p className="font-medium">What visitors will see</p>
        <p>{whatVisitorsSee(preview)}</p>
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}
