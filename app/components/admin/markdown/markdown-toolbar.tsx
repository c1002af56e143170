import { BoldIcon, HeadingIcon, ItalicIcon, LinkIcon, ListIcon, type LucideIcon } from 'lucide-react'
import { Toolbar } from 'radix-ui'
import type { MarkdownAction } from '#app/components/admin/markdown/markdown-edits'
import { Button } from '#app/components/ui/button'

type ToolbarButton = { action: MarkdownAction; label: string; icon: LucideIcon; shortcut?: string }

/** The buttons, in the order they sit; the letters are the shortcuts the text box answers (markdown-editor.tsx). */
export const MARKDOWN_BUTTONS: ToolbarButton[] = [
  { action: 'bold', label: 'Bold', icon: BoldIcon, shortcut: 'B' },
  { action: 'italic', label: 'Italic', icon: ItalicIcon, shortcut: 'I' },
  { action: 'heading', label: 'Heading', icon: HeadingIcon },
  { action: 'list', label: 'List', icon: ListIcon },
  { action: 'link', label: 'Link', icon: LinkIcon, shortcut: 'K' },
]

type MarkdownToolbarProps = { label: string; onAction: (action: MarkdownAction) => void }

/**
 * Radix's toolbar: one Tab stop, arrow keys between the buttons. Each button is named for a screen reader and
 * titled with its shortcut for a pointer.
 */
export function MarkdownToolbar({ label, onAction }: MarkdownToolbarProps) {
  return (
    <Toolbar.Root aria-label={label} className="flex flex-wrap gap-1 rounded-md border bg-secondary/60 p-1">
      {MARKDOWN_BUTTONS.map(({ action, label: name, icon: IconOf, shortcut }) => (
        <Toolbar.Button key={action} asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={name}
            title={shortcut ? `${name} (Ctrl+${shortcut})` : name}
            aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
            // The text box keeps its selection: a press does not take focus from it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onAction(action)}
          >
            <IconOf aria-hidden="true" />
          </Button>
        </Toolbar.Button>
      ))}
    </Toolbar.Root>
  )
}
