import type { LeadDraft, LeadFieldErrors } from '#app/components/callback/lead-validation'
import { type BestTimeToCall, splitName } from '#app/schemas/lead'

/** The call-back form's values, under the names its controls post when the form is sent without scripts. */
export type CallbackValues = {
  name: string
  phone: string
  email: string
  best_time_to_call: BestTimeToCall
  message: string
}
export type CallbackField = keyof CallbackValues
export type CallbackErrors = Partial<Record<CallbackField, string>>

/**
 * What the lead says about where it came from, beside what the visitor typed. The source is free text: the
 * call-back page takes it from its address, which a partner's link may write.
 */
export type CallbackContext = { packageTitle: string; source?: string }

/** SPEC 5: one Name field, split on the first space when sent. */
export function callbackLead(values: CallbackValues, { packageTitle, source }: CallbackContext): LeadDraft {
  return {
    ...splitName(values.name),
    email: values.email,
    phone: values.phone,
    custom_fields: {
      message: values.message,
      best_time_to_call: values.best_time_to_call,
      package: packageTitle,
      source,
    },
  }
}

/** The schema's messages under the form's fields: it speaks of first and last names, the form has one Name. */
export function callbackErrors(errors: LeadFieldErrors): CallbackErrors {
  const nameError = errors.first_name ?? errors.last_name
  return {
    name: nameError?.replace(/^(First|Last) name/, 'Name'),
    phone: errors.phone,
    email: errors.email,
    best_time_to_call: errors.best_time_to_call,
    message: errors.message,
  }
}

/** The values of a call-back form posted without scripts; the schema checks them as it checks the API's. */
export function postedCallbackValues(text: (name: CallbackField) => string): CallbackValues {
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    // Anything else a hand-made post sends is refused by the schema's list of times, with its message.
    best_time_to_call: text('best_time_to_call') as BestTimeToCall,
    message: text('message'),
  }
}
