import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * Per-field error messages for a form, and the focus move after a failed check: the first invalid
 * control takes focus, so keyboard and screen reader users land on the problem with its message.
 * `initial` holds the messages a server rendered the form with, after a post made without scripts.
 */
export function useFormErrors<Field extends string>(initial: Partial<Record<Field, string>> = {}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState(initial)

  function showErrors(next: Partial<Record<Field, string>>) {
    // Rendered before the focus move, so the control is already marked invalid and described by its error.
    flushSync(() => setErrors(next))
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }

  /** Clears one field's error as the visitor corrects it, or all of them. */
  function clearError(field?: Field) {
    setErrors((current) => {
      if (field === undefined) return {}
      if (!(field in current)) return current
      const { [field]: _cleared, ...rest } = current
      return rest as Partial<Record<Field, string>>
    })
  }

  return { formRef, errors, showErrors, clearError }
}
