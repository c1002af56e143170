import type * as React from 'react'
import { useState } from 'react'
import { CallTimeAndSend } from '#app/components/callback/call-time-and-send'
import {
  CONTACT_FAILED_MESSAGE,
  CONTACT_REJECTED_MESSAGE,
  CONTACT_THANKS,
} from '#app/components/callback/lead-messages'
import { type LeadField, type LeadSource, validateLead } from '#app/components/callback/lead-validation'
import { useLeadSubmission } from '#app/components/callback/use-lead-submission'
import { FormAlert } from '#app/components/forms/form-alert'
import { type TextFieldSpec, TextFields } from '#app/components/forms/text-field'
import { ThankYouPanel } from '#app/components/forms/thank-you-panel'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import type { BestTimeToCall } from '#app/schemas/lead'

type ContactFormProps = {
  /** The package the visitor was looking at, if any, so staff know the context. */
  packageTitle?: string
  source?: LeadSource
  /** Called instead of showing the form's own confirmation, when a dialog shows its own. */
  onSuccess?: () => void
}

type Values = {
  first_name: string
  last_name: string
  email: string
  phone: string
  best_time_to_call: BestTimeToCall
  message: string
}

// SPEC 5: the inline variant asks for the time too, starting at 'morning'.
const INITIAL_VALUES: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  best_time_to_call: 'morning',
  message: '',
}

const TEXT_FIELDS: readonly TextFieldSpec<'first_name' | 'last_name' | 'email' | 'phone'>[] = [
  { key: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]

/** SPEC 5's inline contact form: first and last name, email and phone required, message optional. */
export function ContactForm({ packageTitle, source = 'contact-form', onSuccess }: ContactFormProps) {
  const [values, setValues] = useState(INITIAL_VALUES)
  const [sent, setSent] = useState(false)
  const { formRef, errors, showErrors, clearError } = useFormErrors<LeadField>()
  const { state, submitting, submit } = useLeadSubmission('contact_form')

  const change =
    <Key extends keyof Values>(key: Key) =>
    (value: Values[Key]) => {
      setValues((current) => ({ ...current, [key]: value }))
      clearError(key)
    }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { best_time_to_call, message, ...contact } = values
    const result = validateLead({
      ...contact,
      custom_fields: { best_time_to_call, message, package: packageTitle, source },
    })
    if (!result.success) {
      showErrors(result.errors)
      return
    }
    clearError()
    if ((await submit(result.data)) !== 'sent') return
    setValues(INITIAL_VALUES)
    if (onSuccess) onSuccess()
    else setSent(true)
  }

  if (sent) {
    return <ThankYouPanel>{CONTACT_THANKS}</ThankYouPanel>
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {state.status === 'error' ? (
        <FormAlert>
          {state.failure === 'rejected' ? CONTACT_REJECTED_MESSAGE : CONTACT_FAILED_MESSAGE}
        </FormAlert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields fields={TEXT_FIELDS} values={values} errors={errors} change={change} />
      </div>
      <CallTimeAndSend
        form={{ values, errors, change, clearError }}
        submitting={submitting}
        messagePlaceholder="How can we help?"
      >
        Send Message
      </CallTimeAndSend>
    </form>
  )
}
