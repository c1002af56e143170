import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { newSubmissionId } from '#app/components/callback/submission-id'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { TermsTick } from '#app/components/forms/terms-tick'
import { Input } from '#app/components/ui/input'
import { island } from '#app/islands/island'
import {
  type BookingFormErrors,
  type BookingFormValues,
  type BookingLink,
  bookingBody,
  bookingFormErrors,
  emptyBookingForm,
  travellerFieldName,
} from '#app/lib/bookings/booking-form'
import { formatPounds, toPence } from '#app/lib/money'
import { type BookingResult, BookingResultPanel } from './booking-result'

export type BookingFormProps = {
  link: BookingLink
  depositAllowed: boolean
  depositPerPerson: string
  /** The departure's price per person as the page read it: shown beside the choice, never sent. */
  pricePerPerson: string
  phone: string
  /** What the page's action answered a post made without scripts. */
  posted?: { booking: BookingResult } | { values: BookingFormValues; errors: BookingFormErrors }
}

const pounds = (pence: number) => formatPounds(pence)

const FAILED = 'Your booking could not be sent. Please try again, or call us to book.'

type Text = { name: string; label: string; type?: 'text' | 'email' | 'tel' | 'date'; autoComplete?: string }

const CONTACT: readonly Text[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]
const ADDRESS: readonly Text[] = [
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
]

const travellerTexts = (position: number): Text[] => {
  const lead = position === 1
  return [
    {
      name: travellerFieldName('firstName', position),
      label: 'First name',
      autoComplete: lead ? 'given-name' : 'off',
    },
    {
      name: travellerFieldName('surname', position),
      label: 'Surname',
      autoComplete: lead ? 'family-name' : 'off',
    },
    {
      name: travellerFieldName('dateOfBirth', position),
      label: 'Date of birth',
      type: 'date',
      autoComplete: lead ? 'bday' : 'off',
    },
  ]
}

/**
 * The reservation page's booking form (issue 39). Before scripts run it is a plain form that posts its
 * named fields to the page, whose action books and answers with the result or the form again. With scripts
 * it sends the same body to `POST /api/bookings` with one Idempotency-Key per filled-in form (kept for a
 * retry, so a double click or a resend is one booking), shows each error beside its field and moves focus
 * to the first, or shows the booking.
 */
function BookingForm({
  link,
  depositAllowed,
  depositPerPerson,
  pricePerPerson,
  phone,
  posted,
}: BookingFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<BookingFormValues>(() =>
    posted && 'values' in posted ? posted.values : emptyBookingForm(link.travellers, depositAllowed),
  )
  const [errors, setErrors] = useState<BookingFormErrors>(() =>
    posted && 'errors' in posted ? posted.errors : {},
  )
  const [booking, setBooking] = useState<BookingResult | null>(() =>
    posted && 'booking' in posted ? posted.booking : null,
  )
  const [submitting, setSubmitting] = useState(false)
  const key = useRef<string | null>(null)
  const inFlight = useRef(false)
  // Errors a post without scripts came back with: the first invalid field takes focus once scripts run.
  const [focusErrors, setFocusErrors] = useState(Object.keys(errors).length > 0)

  useEffect(() => {
    if (!focusErrors) return
    formRef.current?.querySelector<HTMLElement>('[data-form-error], [aria-invalid="true"]')?.focus()
    setFocusErrors(false)
  }, [focusErrors])

  if (booking) return <BookingResultPanel booking={booking} phone={phone} />

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    // A changed form is a new request: a key sent with other details would be refused as reused.
    key.current = null
    setErrors(({ [name]: _cleared, ...rest }) => rest)
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSubmitting(true)
    key.current ??= newSubmissionId()
    try {
      const response = await fetch('/api/bookings', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'idempotency-key': key.current },
        body: JSON.stringify(bookingBody(values, link)),
      })
      const answer = await response.json().catch(() => null)
      if (response.ok) {
        const names = bookingBody(values, link).travellers.map(
          (t) => `${t.firstName.trim()} ${t.surname.trim()}`,
        )
        setBooking({ ...answer, travellers: names })
        return
      }
      const details = Array.isArray(answer?.details) ? answer.details : []
      const next = bookingFormErrors(details)
      if (Object.keys(next).length === 0)
        next.form = typeof answer?.error === 'string' ? answer.error : FAILED
      setErrors(next)
      setFocusErrors(true)
    } catch {
      setErrors({ form: FAILED })
      setFocusErrors(true)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  const field = (text: Text) => (
    <FormField key={text.name} label={text.label} error={errors[text.name]}>
      {(control) => (
        <Input
          {...control}
          type={text.type ?? 'text'}
          name={text.name}
          value={values[text.name] ?? ''}
          onChange={(event) => set(text.name, event.target.value)}
          autoComplete={text.autoComplete}
          required={text.name !== 'line2'}
        />
      )}
    </FormField>
  )

  const travellers = Array.from({ length: link.travellers }, (_, index) => index + 1)
  const totalPence = toPence(pricePerPerson) * link.travellers
  const depositPence = Math.min(toPence(depositPerPerson) * link.travellers, totalPence)
  const legend = 'font-semibold text-base'
  return (
    <form ref={formRef} method="post" onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
      {errors.form ? (
        <div tabIndex={-1} data-form-error className="outline-none">
          <FormAlert title="Not booked">{errors.form}</FormAlert>
        </div>
      ) : null}
      {travellers.map((position) => (
        <fieldset key={position} className="flex flex-col gap-3">
          <legend className={legend}>{position === 1 ? 'Lead traveller' : `Traveller ${position}`}</legend>
          <div className="grid gap-3 sm:grid-cols-2">{travellerTexts(position).slice(0, 2).map(field)}</div>
          {field(travellerTexts(position)[2] as Text)}
          {position === 1 ? <div className="grid gap-3 sm:grid-cols-2">{CONTACT.map(field)}</div> : null}
        </fieldset>
      ))}
      <fieldset className="flex flex-col gap-3">
        <legend className={legend}>Lead traveller’s UK postal address</legend>
        {ADDRESS.map(field)}
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.payment ? 'booking-payment-error' : undefined}
      >
        <legend className={legend}>Payment</legend>
        {depositAllowed ? (
          <PaymentOption
            choice="deposit"
            chosen={values.payment}
            invalid={Boolean(errors.payment)}
            onChoose={() => set('payment', 'deposit')}
          >
            Pay a deposit of {pounds(depositPence)} now, the balance later
          </PaymentOption>
        ) : null}
        <PaymentOption
          choice="full"
          chosen={values.payment}
          invalid={Boolean(errors.payment)}
          onChoose={() => set('payment', 'full')}
        >
          Pay the full price of {pounds(totalPence)} now
        </PaymentOption>
        {depositAllowed ? null : (
          <p className="text-muted-foreground text-sm">
            This departure is within 12 weeks, so the full price is due now.
          </p>
        )}
        {errors.payment ? (
          <p id="booking-payment-error" className="text-destructive text-sm">
            {errors.payment}
          </p>
        ) : null}
      </fieldset>
      <TermsTick
        errorId="booking-terms-error"
        name="acceptTerms"
        checked={values.acceptTerms === 'on'}
        onCheckedChange={(checked) => set('acceptTerms', checked ? 'on' : '')}
        error={errors.acceptTerms}
        before="I have read and accept the"
        linkText="Terms and Conditions"
        after="on behalf of everyone named above."
      />
      <SubmitButton submitting={submitting} className="h-11">
        Book now
      </SubmitButton>
    </form>
  )
}

export const BookingFormIsland = island('booking-form', BookingForm)

/** One of the payment choices, a radio of the form's `payment`. */
function PaymentOption({
  choice,
  chosen,
  invalid,
  onChoose,
  children,
}: {
  choice: 'deposit' | 'full'
  chosen: string
  invalid: boolean
  onChoose: () => void
  children: React.ReactNode
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="radio"
        name="payment"
        value={choice}
        checked={chosen === choice}
        onChange={onChoose}
        aria-invalid={invalid}
        className="mt-1"
      />
      <span>{children}</span>
    </label>
  )
}
