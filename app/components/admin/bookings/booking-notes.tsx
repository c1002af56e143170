import { useState } from 'react'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { Textarea } from '#app/components/ui/textarea'
import { MAX_NOTE_LENGTH } from '#app/schemas/lead-work'
import { formatTimestamp } from '../format-timestamp'
import { useAddBookingNote } from './booking-queries'
import type { BookingDetail } from './booking-types'
import { serverFieldErrors } from './field-errors'

/**
 * Staff's notes on a booking, newest first, under the form to add one. What was typed is kept until the
 * note is saved, so a failed save loses nothing; the server's refusal shows beside the box.
 */
export function BookingNotes({ reference, notes }: { reference: string; notes: BookingDetail['notes'] }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const add = useAddBookingNote(reference)
  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (!text.trim()) return setError('Write something in the note.')
          setError(undefined)
          add.mutate(text.trim(), {
            onSuccess: () => setText(''),
            onError: (failure) => setError(serverFieldErrors(failure).text),
          })
        }}
      >
        <FormField label="Add a note" labelNote={`(up to ${MAX_NOTE_LENGTH} characters)`} error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              placeholder="What was agreed, what happens next"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <BusyButton type="submit" size="sm" className="self-end" busy={add.isPending}>
          Add note
        </BusyButton>
      </form>
      {notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notes yet.</p>
      ) : (
        <ol aria-label="Notes on the booking" className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={`${note.at}-${note.authorEmail}`} className="rounded-lg bg-muted px-3 py-2">
              <p className="text-muted-foreground text-xs">
                {note.authorEmail}, {formatTimestamp(note.at)}
              </p>
              <p className="whitespace-pre-line break-words text-sm">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
