import type * as React from 'react'
import { useId, useRef, useState } from 'react'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { errorMessage, useAdminMutation } from '#app/components/admin/admin-queries'
import { SwitchField } from '#app/components/admin/packages/switch-field'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { toast } from '#app/components/toast'
import { Input } from '#app/components/ui/input'
import type { PricingOption } from '#app/lib/catalogue'
import { toIsoDate } from '#app/lib/dates'
import { ChosenDates } from './chosen-dates'
import { DateCalendar } from './date-calendar'
import { type EditPlan, planEdit, planSummary } from './multi-edit'
import {
  earliestDate,
  initialFormValues,
  NO_AIRPORT,
  type PricingDetails,
  type PricingField,
  type PricingFormValues,
  pricingBody,
  readPricingForm,
} from './pricing-form-values'
import { savedPricingHeading } from './pricing-headings'
import {
  CREATE_NONE_MESSAGE,
  createdMessage,
  UPDATE_FAILED_MESSAGE,
  updatedMessage,
} from './pricing-messages'
import { monthsOf } from './pricing-months'
import {
  createPricingOption,
  deletePricingOption,
  pricingRefreshKeys,
  updatePricingOption,
  usePricingMonths,
} from './pricing-queries'
import { AirportSelect, PackageSelect } from './pricing-selects'
import { ReturnDateField } from './return-date-field'
import { NothingSavedError, runPlan } from './run-writes'

/** What the dialog was opened for: a new price, or existing options (one, a merged row or a group). */
export type PricingDialogTarget =
  | { mode: 'add' }
  | { mode: 'edit'; options: PricingOption[]; single: boolean; packageTitle: string }

type PricingFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  target: PricingDialogTarget
  /** The package chosen in the tab: preselected when adding, the one being edited otherwise. */
  packageId: number | null
  /** After a save, with the package and the departure dates saved, so the tab can show where they went. */
  onSaved?: (saved: { packageId: number; dates: string[] }) => void
}

function dialogTitle(target: PricingDialogTarget) {
  if (target.mode === 'add') return 'Add New Pricing Option'
  return target.single ? 'Edit Pricing Option' : 'Edit Multiple Pricing Options'
}

/** SPEC 2's 'Add New Pricing Option' and 'Edit (Multiple) Pricing Option(s)' dialogs: one form for all. */
export function PricingFormDialog({
  open,
  onOpenChange,
  target,
  packageId,
  onSaved,
}: PricingFormDialogProps) {
  // The airport group the last save went to: its heading takes focus if the row that opened the dialog is gone.
  const savedGroup = useRef<string | null>(null)
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      fallbackFocus={() => savedPricingHeading(savedGroup.current)}
      className="sm:max-w-3xl"
      title={dialogTitle(target)}
      description={
        target.mode === 'add'
          ? 'Tick one or more departure dates: each date gets its own pricing option with these details.'
          : 'Ticked dates are saved with these details; unticked dates are deleted and new ticks are added.'
      }
    >
      {/* Content mounts on each opening, so the form starts from the options being edited. */}
      <PricingForm
        target={target}
        packageId={packageId}
        onDone={(groupKey, saved) => {
          savedGroup.current = groupKey
          onOpenChange(false)
          onSaved?.(saved)
        }}
      />
    </AdminDialog>
  )
}

type PricingFormProps = Omit<PricingFormDialogProps, 'open' | 'onOpenChange' | 'onSaved'> & {
  /** After a save, with the key of the airport group it went to and what was saved. */
  onDone: (groupKey: string, saved: { packageId: number; dates: string[] }) => void
}

function PricingForm({ target, packageId, onDone }: PricingFormProps) {
  const editing = target.mode === 'edit' ? target.options : []
  const [values, setValues] = useState<PricingFormValues>(() => initialFormValues(packageId, editing))
  const [serverError, setServerError] = useState<string | null>(null)
  useUnsavedValues(values)
  const { formRef, errors, showErrors, clearError } = useFormErrors<PricingField>()
  // Read once: the dialog is only open on the client, and today must not move while it is open.
  const [today] = useState(() => toIsoDate(new Date()))
  const datesId = useId()
  const savingPackage = Number(values.packageId) || 0
  // An edit checks the package's options in the months of its dates, so ticking a date that already has a
  // price updates it; the tab has those months already when the dates are the ones on screen.
  const saved = usePricingMonths(
    savingPackage,
    target.mode === 'edit'
      ? monthsOf([...values.departureDates, ...editing.map((o) => o.departureDate)])
      : [],
  )

  const save = useAdminMutation({
    run: ({ plan, details }: { plan: EditPlan; details: PricingDetails }) =>
      runPlan(plan, {
        update: (id, date) => updatePricingOption(id, pricingBody(details, date)),
        remove: (id) => deletePricingOption(id),
        create: (date) => createPricingOption(pricingBody(details, date)),
      }),
    refresh: pricingRefreshKeys(savingPackage),
    failure: target.mode === 'add' ? CREATE_NONE_MESSAGE : UPDATE_FAILED_MESSAGE,
  })

  const set = <Field extends keyof PricingFormValues>(field: Field, value: PricingFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field === 'departureDates') clearError('departureDate')
    else if (field !== 'isAvailable') clearError(field as PricingField)
    setServerError(null)
  }
  const change =
    (field: 'price' | 'discountedPrice' | 'availableSeats') => (event: React.ChangeEvent<HTMLInputElement>) =>
      set(field, event.target.value)

  function toggleDate(date: string) {
    const dates = values.departureDates
    set(
      'departureDates',
      dates.includes(date) ? dates.filter((day) => day !== date) : [...dates, date].sort(),
    )
  }

  function plan(airportId: number | null): EditPlan {
    if (target.mode === 'add') return { update: [], remove: [], create: [...values.departureDates].sort() }
    return planEdit({
      editing,
      selectedDates: values.departureDates,
      single: target.single,
      others: saved.options.filter((option) => option.airportId === airportId),
    })
  }
  const formAirport = values.airportId === NO_AIRPORT ? null : Number(values.airportId)

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The plan needs the prices already saved on the ticked dates: the summary says they are being checked.
    if (saved.pending) return
    const read = readPricingForm(values)
    if (read.errors) {
      showErrors(read.errors)
      return
    }
    save.mutate(
      { plan: plan(read.details.airportId), details: read.details },
      {
        onSuccess: (outcome) => {
          const { update, remove, create } = outcome.succeeded
          const title =
            target.mode === 'add'
              ? createdMessage(create, outcome.failed)
              : updatedMessage({ updated: update, created: create, removed: remove, failed: outcome.failed })
          const reason = outcome.failed > 0 ? errorMessage(outcome.firstError, '') : ''
          toast.success(title, { description: reason || undefined })
          // The form's airport value is the group's key: an airport id, or NO_AIRPORT for 'All Airports'.
          onDone(values.airportId, { packageId: savingPackage, dates: values.departureDates })
        },
        // The toast gives SPEC 8's sentence; the dialog stays open with the server's reason beside the form.
        onError: (error) =>
          setServerError(errorMessage(error instanceof NothingSavedError ? error.cause : error, '') || null),
      },
    )
  }

  const several = values.departureDates.length > 1
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      {serverError ? <FormAlert title="Not everything could be saved">{serverError}</FormAlert> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <FormField label="Package" error={errors.packageId}>
            {(control) =>
              target.mode === 'edit' ? (
                // SPEC 5: the package cannot be changed when editing, so it is shown, not offered.
                <Input {...control} readOnly value={target.packageTitle} />
              ) : (
                <PackageSelect
                  {...control}
                  value={values.packageId}
                  onValueChange={(value) => set('packageId', value)}
                />
              )
            }
          </FormField>
          <FormField label="Departure airport" labelNote="(optional)" error={errors.airportId}>
            {(control) => (
              <AirportSelect
                {...control}
                value={values.airportId}
                onValueChange={(value) => set('airportId', value)}
                noneLabel="No specific airport"
              />
            )}
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm">Departure dates</legend>
            <DateCalendar
              label="Departure dates"
              selected={values.departureDates}
              onToggle={toggleDate}
              minDate={today}
              invalid={Boolean(errors.departureDate)}
              describedBy={`${datesId}-chosen${errors.departureDate ? ` ${datesId}-error` : ''}`}
            />
            {errors.departureDate ? (
              <p id={`${datesId}-error`} className="text-destructive text-sm">
                {errors.departureDate}
              </p>
            ) : null}
            <ChosenDates id={`${datesId}-chosen`} dates={values.departureDates} onRemove={toggleDate} />
          </fieldset>
        </div>
        <div className="flex flex-col gap-4">
          <ReturnDateField
            value={values.returnDate}
            onChange={(value) => set('returnDate', value)}
            minDate={earliestDate(values.departureDates) ?? today}
            hint={
              several
                ? 'Counted from the first date: every departure returns after the same nights.'
                : undefined
            }
            error={errors.returnDate}
          />
          <FormField label="Price (£)" error={errors.price}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={values.price}
                onChange={change('price')}
                required
              />
            )}
          </FormField>
          <FormField label="Discounted price (£)" labelNote="(optional)" error={errors.discountedPrice}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={values.discountedPrice}
                onChange={change('discountedPrice')}
              />
            )}
          </FormField>
          <FormField label="Available seats" labelNote="(optional)" error={errors.availableSeats}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={values.availableSeats}
                onChange={change('availableSeats')}
              />
            )}
          </FormField>
          <SwitchField
            label="Available"
            hint="Unavailable dates stay listed here but cannot be booked on the website."
            checked={values.isAvailable}
            onCheckedChange={(checked) => set('isAvailable', checked)}
          />
          {target.mode === 'edit' ? (
            <p aria-live="polite" className="rounded-md bg-muted p-3 text-sm">
              {saved.pending
                ? 'Checking the prices already saved on these dates...'
                : saved.failed
                  ? 'The prices already saved on these dates could not be checked: saving may refuse some.'
                  : planSummary(plan(formAirport))}
            </p>
          ) : null}
        </div>
      </div>
      <AdminDialogFooter>
        <SubmitButton submitting={save.isPending}>
          {target.mode === 'add' ? 'Add Pricing' : 'Save Changes'}
        </SubmitButton>
      </AdminDialogFooter>
    </form>
  )
}
