import type * as React from 'react'
import { FormField } from '#app/components/forms/form-field'
import { NativeSelect } from '#app/components/ui/native-select'

type FilterSelectProps = {
  label: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void
  /** Each option's value and words. */
  options: (readonly [string, string])[]
}

/** A labelled select of a list's filter: the browser's own, so the keyboard works as it always does. */
export function FilterSelect({ label, value, onChange, options }: FilterSelectProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={onChange}>
          {options.map(([optionValue, words]) => (
            <option key={optionValue} value={optionValue}>
              {words}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}
