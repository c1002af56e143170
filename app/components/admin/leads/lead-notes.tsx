import { useState } from 'react'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { Textarea } from '#app/components/ui/textarea'
import type { LeadNote } from '#app/lib/leads'
import { MAX_NOTE_LENGTH } from '#app/schemas/lead-work'
import { formatTimestamp } from '../format-timestamp'
import { useAddLeadNote } from './lead-queries'

/**
 * Staff's notes on a lead, newest first, under a form to add one. The text is the form's own state, kept
 * until the note is saved, so a failed save loses nothing.
 */
export function LeadNotes({ leadId, notes }: { leadId: number; notes: LeadNote[] }) {
  const [text, setText] = useState('')
  const add = useAddLeadNote(leadId)
  const trimmed = text.trim()
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (trimmed) add.mutate(trimmed, { onSuccess: () => setText('') })
        }}
      >
        <FormField label="Add a note" labelNote={`(up to ${MAX_NOTE_LENGTH} characters)`}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              placeholder="What was said, what happens next"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <BusyButton type="submit" size="sm" className="self-end" busy={add.isPending} disabled={!trimmed}>
          Add note
        </BusyButton>
      </form>
      {notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notes yet.</p>
      ) : (
        <ol aria-label="Notes" className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-muted px-3 py-2">
              <p className="text-muted-foreground text-xs">
                {note.authorEmail}, {formatTimestamp(note.createdAt)}
              </p>
              <p className="whitespace-pre-line break-words text-sm">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
