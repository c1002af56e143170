import type * as React from 'react'
import { useState } from 'react'
import { CallTimeFields } from '#app/components/callback/call-time-fields'
import {
  CALLBACK_FAILED_TOAST,
  CALLBACK_SENT_TOAST,
  callbackPrefill,
} from '#app/components/callback/lead-messages'
import { type LeadFieldErrors, type LeadSource, validateLead } from '#app/components/callback/lead-validation'
import { useLeadSubmission } from '#app/components/callback/use-lead-submission'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { toast } from '#app/components/toast'
import { Input } from '#app/components/ui/input'
import { type BestTimeToCall, splitName } from '#app/schemas/lead'

export type CallbackFormProps = {
  /** Names the package in the message and in the lead, so staff know what to talk about. */
  packageTitle: string
  source: LeadSource
  /** Replaces the prefilled message, where SPEC's sentence would not read well (no single package). */
  prefill?: string
  onSuccess?: () => void
}

type Values = { name: string; phone: string; email: string; bestTime: BestTimeToCall; message: string }
type Field = 'name' | 'phone' | 'email' | 'best_time_to_call' | 'message'

// The schema speaks of first and last names; this form has a single Name field.
const nameError = (errors: LeadFieldErrors) =>
  (errors.first_name ?? errors.last_name)?.replace(/^(First|Last) name/, 'Name')

/** SPEC 5's call-back form: one Name field, split on the first space when sent. */
export function CallbackForm({ packageTitle, source, prefill, onSuccess }: CallbackFormProps) {
  const initialValues = (): Values => ({
    name: '',
    phone: '',
    email: '',
    bestTime: 'now',
    message: prefill ?? callbackPrefill(packageTitle),
  })
  const [values, setValues] = useState(initialValues)
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>()
  const { state, submitting, submit } = useLeadSubmission('contact_callback')

  const change =
    <Key extends keyof Values>(key: Key, field: Field) =>
    (value: Values[Key]) => {
      setValues((current) => ({ ...current, [key]: value }))
      clearError(field)
    }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateLead({
      ...splitName(values.name),
      email: values.email,
      phone: values.phone,
      custom_fields: {
        message: values.message,
        best_time_to_call: values.bestTime,
        package: packageTitle,
        source,
      },
    })
    if (!result.success) {
      const { errors: found } = result
      showErrors({
        name: nameError(found),
        phone: found.phone,
        email: found.email,
        best_time_to_call: found.best_time_to_call,
        message: found.message,
      })
      return
    }
    clearError()
    const outcome = await submit(result.data)
    if (outcome === 'sent') {
      toast.success(CALLBACK_SENT_TOAST.title, { description: CALLBACK_SENT_TOAST.description })
      setValues(initialValues())
      onSuccess?.()
    } else if (outcome !== 'busy') {
      toast.error(CALLBACK_FAILED_TOAST.title, { description: CALLBACK_FAILED_TOAST.description })
    }
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {state.status === 'error' ? (
        <FormAlert title={CALLBACK_FAILED_TOAST.title}>{CALLBACK_FAILED_TOAST.description}</FormAlert>
      ) : null}
      <FormField label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            onChange={(event) => change('name', 'name')(event.target.value)}
            autoComplete="name"
            required
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Phone" error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              value={values.phone}
              onChange={(event) => change('phone', 'phone')(event.target.value)}
              autoComplete="tel"
              required
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              value={values.email}
              onChange={(event) => change('email', 'email')(event.target.value)}
              autoComplete="email"
              required
            />
          )}
        </FormField>
      </div>
      <CallTimeFields
        bestTime={values.bestTime}
        message={values.message}
        errors={errors}
        onBestTimeChange={(value) => {
          change('bestTime', 'best_time_to_call')(value)
          // Leaving 'Other time' makes the message optional again, so its 'required' error no longer holds.
          clearError('message')
        }}
        onMessageChange={change('message', 'message')}
      />
      <SubmitButton submitting={submitting} size="lg" className="w-full">
        Send Request
      </SubmitButton>
    </form>
  )
}
