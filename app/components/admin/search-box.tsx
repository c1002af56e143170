import { useEffect, useRef, useState } from 'react'
import { FormField } from '#app/components/forms/form-field'
import { Input } from '#app/components/ui/input'

/** Long enough to finish a word, short enough to feel live. */
const SEARCH_DELAY_MS = 300

type SearchBoxProps = {
  label: string
  placeholder: string
  /** The search the list shows now, from the address. */
  value: string
  onSearch: (q: string) => void
}

/**
 * An admin list's search box: it searches as the staff member types, once they pause. Its caller replaces
 * the address on each search rather than adding to the history, so Back leaves the search instead of
 * unpicking it letter by letter.
 */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value)
  // The search last sent: the address catching up with it must not undo what was typed since.
  const sent = useRef(value)
  // Back, Forward or 'Clear filters' change the address under the box: it shows what the list shows.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    const q = text.trim()
    if (q === sent.current) return
    const timer = setTimeout(() => {
      sent.current = q
      onSearch(q)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])
  return (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          type="search"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
    </FormField>
  )
}
