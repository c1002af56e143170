import { useQueryClient } from '@tanstack/react-query'
import type * as React from 'react'
import { useRef, useState } from 'react'
import { ApiError } from '#app/browser/api-client'
import { AdminDialog } from '#app/components/admin/admin-dialog'
import { newSubmissionId } from '#app/components/callback/submission-id'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { TermsTick } from '#app/components/forms/terms-tick'
import { toast } from '#app/components/toast'
import { Input } from '#app/components/ui/input'
import { agencyDay, isWithinFullPaymentWindow } from '#app/lib/bookings/booking-dates'
import {
  type BookingFormErrors,
  type BookingFormValues,
  bookingBody,
  bookingFormErrors,
  travellerFieldName,
} from '#app/lib/bookings/booking-form'
import type { LeadDetail } from '#app/lib/leads'
import { formatPounds, toPence } from '#app/lib/money'
import { PanelError, PanelLoading } from '../panel-state'
import { useUnsavedChanges } from '../unsaved-changes/unsaved-changes'
import { HolidayChoice } from './lead-booking-holiday'
import { type BookablePackage, leadBookingValues, packageOfLead } from './lead-booking-prefill'
import {
  postLeadBooking,
  REFRESH_AFTER_BOOKING,
  useBookableDepartures,
  useBookablePackages,
} from './lead-booking-queries'
import { fullName } from './lead-labels'

const FAILED = 'The booking could not be made. Please try again.'

type Text = { name: string; label: string; type?: 'text' | 'email' | 'tel' | 'date' }

const travellerTexts = (position: number): Text[] => [
  { name: travellerFieldName('firstName', position), label: 'First name' },
  { name: travellerFieldName('surname', position), label: 'Surname' },
  { name: travellerFieldName('dateOfBirth', position), label: 'Date of birth', type: 'date' },
]
const CONTACT: readonly Text[] = [
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
]
const ADDRESS: readonly Text[] = [
  { name: 'line1', label: 'Address line 1' },
  { name: 'line2', label: 'Address line 2 (optional)' },
  { name: 'town', label: 'Town or city' },
  { name: 'postcode', label: 'Postcode' },
]

/** The error a refused booking gives, by field, with `form` for one that belongs to no field. */
function errorsOf(error: unknown): BookingFormErrors {
  const body = error instanceof ApiError ? (error.body as { error?: string; details?: unknown } | null) : null
  const details = Array.isArray(body?.details) ? body.details : []
  const errors = bookingFormErrors(details)
  if (Object.keys(errors).length === 0) errors.form = body?.error ?? FAILED
  return errors
}

type LeadBookingDialogProps = { lead: LeadDetail; open: boolean; onOpenChange: (open: boolean) => void }

/**
 * "Make a booking" from a call-back request (issue 39): the lead's name, email, phone and package filled
 * in, the rest asked for, sent to `POST /api/leads/:id/booking` with one Idempotency-Key per filled-in form
 * (a double click or a retry is one booking). A refusal is shown beside its field, or above the form.
 */
export function LeadBookingDialog({ lead, open, onOpenChange }: LeadBookingDialogProps) {
  const packages = useBookablePackages(open)
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Make a booking for ${fullName(lead)}`}
      description="Staff bookings are taken whether or not online booking is open to visitors."
      className="sm:max-w-2xl"
    >
      {packages.isPending ? (
        <PanelLoading label="Loading the packages..." />
      ) : packages.isError ? (
        <PanelError message="The packages could not be loaded." onRetry={() => packages.refetch()} />
      ) : (
        <LeadBookingForm lead={lead} packages={packages.data.items} onBooked={() => onOpenChange(false)} />
      )}
    </AdminDialog>
  )
}

function LeadBookingForm({
  lead,
  packages,
  onBooked,
}: {
  lead: LeadDetail
  packages: BookablePackage[]
  onBooked: () => void
}) {
  const queryClient = useQueryClient()
  const [packageId, setPackageId] = useState<number | null>(() => packageOfLead(packages, lead)?.id ?? null)
  const departures = useBookableDepartures(packageId)
  const [departureId, setDepartureId] = useState<number | null>(null)
  const [travellers, setTravellers] = useState(1)
  const [values, setValues] = useState<BookingFormValues>(() => leadBookingValues(lead))
  const [errors, setErrors] = useState<BookingFormErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const key = useRef<string | null>(null)
  // Closing the dialog once anything is typed or chosen asks first (decision 52).
  const [touched, setTouched] = useState(false)
  useUnsavedChanges(touched)

  const departure = departures.data?.find((option) => option.id === departureId) ?? null
  const depositAllowed = departure
    ? !isWithinFullPaymentWindow(agencyDay(new Date()), departure.departureDate)
    : true
  const payment = depositAllowed ? values.payment : 'full'

  // A changed form is a new request: a key sent again with other details would be refused as reused.
  const changed = () => {
    key.current = null
    setTouched(true)
  }
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _cleared, ...rest }) => rest)
    changed()
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    if (!departure) {
      setErrors({ departure: 'Choose a departure.' })
      return
    }
    setSubmitting(true)
    key.current ??= newSubmissionId()
    const link = {
      packageId: departure.packageId,
      date: departure.departureDate,
      airport: departure.airport?.code ?? '',
      travellers,
    }
    try {
      const booking = await postLeadBooking(lead.id, bookingBody({ ...values, payment }, link), key.current)
      await Promise.all(REFRESH_AFTER_BOOKING.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      toast.success(`Booking ${booking.reference} made`, {
        description: `${formatPounds(toPence(booking.amountDue))} is due now.`,
      })
      onBooked()
    } catch (error) {
      setErrors(errorsOf(error))
    } finally {
      setSubmitting(false)
    }
  }

  const field = (text: Text) => (
    <FormField key={text.name} label={text.label} error={errors[text.name]}>
      {(control) => (
        <Input
          {...control}
          type={text.type ?? 'text'}
          value={values[text.name] ?? ''}
          onChange={(event) => set(text.name, event.target.value)}
          autoComplete="off"
          required={text.name !== 'line2'}
        />
      )}
    </FormField>
  )
  const positions = Array.from({ length: travellers }, (_, index) => index + 1)
  const legend = 'font-semibold text-base'

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      {errors.form ? <FormAlert title="Not booked">{errors.form}</FormAlert> : null}
      <HolidayChoice
        packages={packages}
        packageId={packageId}
        onPackage={(id) => {
          setPackageId(id)
          setDepartureId(null)
          changed()
        }}
        departures={departures}
        departureId={departureId}
        onDeparture={(id) => {
          setDepartureId(id)
          setErrors(({ departure: _cleared, ...rest }) => rest)
          changed()
        }}
        travellers={travellers}
        onTravellers={(count) => {
          setTravellers(count)
          changed()
        }}
        departureError={errors.departure}
      />
      {positions.map((position) => (
        <fieldset key={position} className="flex flex-col gap-3">
          <legend className={legend}>{position === 1 ? 'Lead traveller' : `Traveller ${position}`}</legend>
          <div className="grid gap-3 sm:grid-cols-3">{travellerTexts(position).map(field)}</div>
          {position === 1 ? <div className="grid gap-3 sm:grid-cols-2">{CONTACT.map(field)}</div> : null}
        </fieldset>
      ))}
      <fieldset className="flex flex-col gap-3">
        <legend className={legend}>Lead traveller’s UK postal address</legend>
        <div className="grid gap-3 sm:grid-cols-2">{ADDRESS.map(field)}</div>
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.payment ? 'lead-booking-payment-error' : undefined}
      >
        <legend className={legend}>Payment</legend>
        {(['deposit', 'full'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="lead-booking-payment"
              value={choice}
              checked={payment === choice}
              disabled={choice === 'deposit' && !depositAllowed}
              onChange={() => set('payment', choice)}
            />
            {choice === 'deposit' ? 'A deposit now, the balance later' : 'The full price now'}
          </label>
        ))}
        {depositAllowed ? null : (
          <p className="text-muted-foreground text-sm">
            This departure is within 12 weeks, so the full price is due now.
          </p>
        )}
        {errors.payment ? (
          <p id="lead-booking-payment-error" className="text-destructive text-sm">
            {errors.payment}
          </p>
        ) : null}
      </fieldset>
      <TermsTick
        errorId="lead-booking-terms-error"
        checked={values.acceptTerms === 'on'}
        onCheckedChange={(checked) => set('acceptTerms', checked ? 'on' : '')}
        error={errors.acceptTerms}
        before="The customer has accepted the"
        linkText="Terms"
      />
      <div className="flex justify-end">
        <SubmitButton submitting={submitting}>Make the booking</SubmitButton>
      </div>
    </form>
  )
}
