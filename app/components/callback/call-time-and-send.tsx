import type * as React from 'react'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { NativeSelect } from '#app/components/ui/native-select'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'
import { Textarea } from '#app/components/ui/textarea'
import { useHydrated } from '#app/hooks/use-hydrated'
import type { BestTimeToCall } from '#app/schemas/lead'

/** SPEC 5's choices on the forms, in order; 'evening' exists for staff but is not offered here. */
export const BEST_TIME_OPTIONS = [
  { value: 'now', label: 'As soon as possible' },
  { value: 'morning', label: 'Anytime this Morning' },
  { value: 'afternoon', label: 'Anytime this Afternoon' },
  { value: 'custom', label: 'Other time (specify in notes)' },
] as const satisfies readonly { value: BestTimeToCall; label: string }[]

/** What the lead form shares with these fields: its values, its errors and its keyed setters. */
type CallTimeForm = {
  values: { best_time_to_call: BestTimeToCall; message: string }
  errors: { best_time_to_call?: string; message?: string }
  change: {
    (key: 'best_time_to_call'): (value: BestTimeToCall) => void
    (key: 'message'): (value: string) => void
  }
  clearError: (key: 'message') => void
}

type CallTimeAndSendProps = {
  form: CallTimeForm
  messagePlaceholder?: string
  submitting: boolean
  /** The submit button's words. */
  children: React.ReactNode
}

/**
 * How both lead forms end: 'Best time to call' and the message, together because 'Other time' makes the
 * message required, then the full-width submit button. Until scripts run, the time is the browser's own
 * select, the one kind a visitor can use without them.
 */
export function CallTimeAndSend({ form, messagePlaceholder, submitting, children }: CallTimeAndSendProps) {
  const { values, errors, change, clearError } = form
  const hydrated = useHydrated()
  const { best_time_to_call: bestTime, message } = values
  const customTime = bestTime === 'custom'
  const changeBestTime = (value: BestTimeToCall) => {
    change('best_time_to_call')(value)
    // Leaving 'Other time' makes the message optional again, so its 'required' error no longer holds.
    clearError('message')
  }
  return (
    <>
      <FormField label="Best time to call" error={errors.best_time_to_call}>
        {(control) =>
          hydrated ? (
            <Select
              value={bestTime}
              onValueChange={(value) => changeBestTime(value as BestTimeToCall)}
              required
            >
              <SelectTrigger {...control}>
                <SelectValue placeholder="Choose a time" />
              </SelectTrigger>
              <SelectContent>
                {BEST_TIME_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : (
            <NativeSelect
              {...control}
              name="best_time_to_call"
              value={bestTime}
              onChange={(event) => changeBestTime(event.target.value as BestTimeToCall)}
              required
            >
              {BEST_TIME_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )
        }
      </FormField>
      <FormField
        label="Message"
        labelNote={customTime ? '(Please specify your preferred time)' : '(optional)'}
        error={errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            value={message}
            onChange={(event) => change('message')(event.target.value)}
            required={customTime}
            maxLength={2000}
            rows={4}
            placeholder={customTime ? 'For example: Tuesday after 6pm' : messagePlaceholder}
          />
        )}
      </FormField>
      <SubmitButton submitting={submitting} size="lg" className="w-full">
        {children}
      </SubmitButton>
    </>
  )
}
