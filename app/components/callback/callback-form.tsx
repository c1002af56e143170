import type * as React from 'react'
import { useState } from 'react'
import { CallTimeAndSend } from '#app/components/callback/call-time-and-send'
import {
  type CallbackErrors,
  type CallbackField,
  type CallbackValues,
  callbackErrors,
  callbackLead,
} from '#app/components/callback/callback-fields'
import {
  CALLBACK_FAILED_TOAST,
  CALLBACK_SENT_TOAST,
  callbackPrefill,
} from '#app/components/callback/lead-messages'
import { validateLead } from '#app/components/callback/lead-validation'
import { useLeadSubmission } from '#app/components/callback/use-lead-submission'
import { FormAlert } from '#app/components/forms/form-alert'
import { TextField, type TextFieldSpec, TextFields } from '#app/components/forms/text-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { toast } from '#app/components/toast'

const NAME_FIELD: TextFieldSpec<'name'> = { key: 'name', label: 'Name', type: 'text', autoComplete: 'name' }
const REACH_FIELDS: readonly TextFieldSpec<'phone' | 'email'>[] = [
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
]

export type CallbackFormProps = {
  /** Names the package in the message and in the lead, so staff know what to talk about. */
  packageTitle: string
  /** Where the request started: one of this site's screens, or the name a partner's link gave. */
  source?: string
  /** Replaces the prefilled message, where SPEC's sentence would not read well (no single package). */
  prefill?: string
  onSuccess?: () => void
  /** What the server found wrong with a post made without scripts: the visitor's values and the messages. */
  posted?: { values: CallbackValues; errors: CallbackErrors; failed?: boolean }
}

/**
 * SPEC 5's call-back form. With scripts it checks the details and sends them to the API itself; before
 * they run it is a plain form that posts its named fields to the page it is on (`/enquiries/call-back`).
 */
export function CallbackForm({ packageTitle, source, prefill, onSuccess, posted }: CallbackFormProps) {
  const initialValues = (): CallbackValues => ({
    name: '',
    phone: '',
    email: '',
    best_time_to_call: 'now',
    message: prefill ?? callbackPrefill(packageTitle),
  })
  const [values, setValues] = useState(() => posted?.values ?? initialValues())
  const { formRef, errors, showErrors, clearError } = useFormErrors<CallbackField>(posted?.errors)
  const { state, submitting, submit } = useLeadSubmission('contact_callback')

  const change =
    <Key extends CallbackField>(key: Key) =>
    (value: CallbackValues[Key]) => {
      setValues((current) => ({ ...current, [key]: value }))
      clearError(key)
    }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateLead(callbackLead(values, { packageTitle, source }))
    if (!result.success) {
      showErrors(callbackErrors(result.errors))
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
    <form ref={formRef} method="post" onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {/* A failure the server reported before scripts ran shows until the next attempt, as the fetch's does. */}
      {state.status === 'error' || (posted?.failed && state.status === 'idle') ? (
        <FormAlert title={CALLBACK_FAILED_TOAST.title}>{CALLBACK_FAILED_TOAST.description}</FormAlert>
      ) : null}
      <TextField field={NAME_FIELD} value={values.name} error={errors.name} onChange={change('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields fields={REACH_FIELDS} values={values} errors={errors} change={change} />
      </div>
      <CallTimeAndSend form={{ values, errors, change, clearError }} submitting={submitting}>
        Send Request
      </CallTimeAndSend>
    </form>
  )
}
