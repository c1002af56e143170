import type * as React from 'react'
import { useLayoutEffect, useRef } from 'react'
import { applyEdit, type MarkdownAction, markdownEdit } from '#app/components/admin/markdown/markdown-edits'
import { MarkdownPreview, type MarkdownPreviewKind } from '#app/components/admin/markdown/markdown-preview'
import { MarkdownToolbar } from '#app/components/admin/markdown/markdown-toolbar'
import type { FieldControlProps } from '#app/components/forms/form-field'
import { Textarea } from '#app/components/ui/textarea'

type MarkdownEditorProps = {
  /** The field's name, which names its toolbar ('Description formatting') and preview ('Description preview'). */
  name: string
  value: string
  onChange: (value: string) => void
  control: FieldControlProps
  rows: number
  preview: MarkdownPreviewKind
}

const SHORTCUTS: Record<string, MarkdownAction> = { b: 'bold', i: 'italic', k: 'link' }

/** A Markdown text box (decision 57): the toolbar above it, the live preview beside it (below it on a phone). */
export function MarkdownEditor({ name, value, onChange, control, rows, preview }: MarkdownEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  // Where the selection goes once an edit that was set as a value (not typed) has been rendered.
  const pendingSelection = useRef<[number, number] | null>(null)

  // After every render, so it meets the render of the edited value.
  useLayoutEffect(() => {
    const selection = pendingSelection.current
    if (!selection) return
    pendingSelection.current = null
    textareaRef.current?.setSelectionRange(...selection)
  })

  function apply(action: MarkdownAction) {
    const textarea = textareaRef.current
    if (!textarea) return
    const edit = markdownEdit(action, textarea.value, textarea.selectionStart, textarea.selectionEnd)
    textarea.focus()
    textarea.setSelectionRange(edit.from, edit.to)
    // Inserted as typing, so the browser's Undo takes the edit back and the form hears an ordinary input event.
    const typed = edit.insert !== '' && document.execCommand('insertText', false, edit.insert)
    if (typed) {
      textarea.setSelectionRange(edit.selectStart, edit.selectEnd)
      return
    }
    pendingSelection.current = [edit.selectStart, edit.selectEnd]
    onChange(applyEdit(textarea.value, edit))
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    const action = SHORTCUTS[event.key.toLowerCase()]
    if (!action || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    event.preventDefault()
    apply(action)
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <MarkdownToolbar label={`${name} formatting`} onAction={apply} />
      <div className="grid gap-2 md:grid-cols-2">
        <Textarea
          {...control}
          ref={textareaRef}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <MarkdownPreview label={`${name} preview`} text={value} kind={preview} />
      </div>
    </div>
  )
}
