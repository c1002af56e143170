import { useState } from 'react'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'
import { NativeSelect } from '#app/components/ui/native-select'
import { PAYMENT_METHODS } from '#app/lib/bookings/booking-amounts'
import { BookingPaymentInputSchema } from '#app/schemas/booking'
import { PAYMENT_METHOD_LABELS, pounds } from './booking-labels'
import { useRecordPayment } from './booking-queries'
import { type FieldErrors, schemaErrors, serverFieldErrors } from './field-errors'

/**
 * Money staff took for the booking. The amount starts at what is left to pay, the likeliest payment; the
 * API's own schema checks the form first, so its messages show beside the fields before anything is sent,
 * and a refusal from the server (more than is owed) shows beside the amount too.
 */
export function RecordPaymentForm({ reference, outstanding }: { reference: string; outstanding: string }) {
  const [amount, setAmount] = useState(outstanding)
  const [method, setMethod] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const record = useRecordPayment(reference)
  return (
    <form
      noValidate
      aria-label="Record a payment"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = BookingPaymentInputSchema.safeParse({ amount, method, note })
        if (!parsed.success) return setErrors(schemaErrors(parsed.error))
        setErrors({})
        record.mutate(
          { amount: amount.trim(), method, ...(note.trim() ? { note: note.trim() } : {}) },
          {
            onSuccess: (booking) => {
              setAmount(booking.outstanding)
              setMethod('')
              setNote('')
            },
            onError: (error) => setErrors(serverFieldErrors(error)),
          },
        )
      }}
    >
      <FormField label="Amount (£)" labelNote={`(${pounds(outstanding)} left to pay)`} error={errors.amount}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Method" error={errors.method}>
        {(control) => (
          <NativeSelect {...control} value={method} onChange={(event) => setMethod(event.target.value)}>
            <option value="">Choose how it was paid</option>
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Note" labelNote="(optional)" error={errors.note} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            maxLength={500}
            placeholder="Such as the bank's payment reference"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <BusyButton type="submit" size="sm" className="justify-self-end sm:col-span-2" busy={record.isPending}>
        Record payment
      </BusyButton>
    </form>
  )
}
