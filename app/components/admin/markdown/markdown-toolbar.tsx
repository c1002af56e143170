import { Toolbar } from 'radix-ui'
import type { MarkdownAction } from '#app/components/admin/markdown/markdown-edits'
import { Button } from '#app/components/ui/button'

type ToolbarButton = { action: MarkdownAction; label: string; look?: string; shortcut?: string }

/**
 * The buttons, in the order they sit; the letters are the shortcuts the text box answers (markdown-editor.tsx).
 * Words, not icons: each says what it does, and lucide's icons would travel in the chunk every page loads
 * (vite.config.ts), the package page's included.
 */
const MARKDOWN_BUTTONS: ToolbarButton[] = [
  { action: 'bold', label: 'Bold', look: 'font-bold', shortcut: 'B' },
  { action: 'italic', label: 'Italic', look: 'italic', shortcut: 'I' },
  { action: 'heading', label: 'Heading' },
  { action: 'list', label: 'List' },
  { action: 'link', label: 'Link', look: 'underline underline-offset-2', shortcut: 'K' },
]

type MarkdownToolbarProps = { label: string; onAction: (action: MarkdownAction) => void }

/** Radix's toolbar: one Tab stop, arrow keys between the buttons, each titled with its shortcut for a pointer. */
export function MarkdownToolbar({ label, onAction }: MarkdownToolbarProps) {
  return (
    <Toolbar.Root aria-label={label} className="flex flex-wrap gap-1 rounded-md border bg-secondary/60 p-1">
      {MARKDOWN_BUTTONS.map(({ action, label: name, look, shortcut }) => (
        <Toolbar.Button key={action} asChild>
          <Button
            variant="ghost"
            size="sm"
            className={look}
            title={shortcut ? `${name} (Ctrl+${shortcut})` : undefined}
            aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
            // The text box keeps its selection: a press does not take focus from it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onAction(action)}
          >
            {name}
          </Button>
        </Toolbar.Button>
      ))}
    </Toolbar.Root>
  )
}
