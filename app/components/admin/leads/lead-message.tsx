import { isPrefilledMessage } from './lead-labels'

/** The visitor's message, or the form's own opening sentence marked as such when they left it unchanged. */
export function LeadMessage({
  message,
  packageTitle,
}: {
  message: string
  packageTitle: string | undefined
}) {
  if (isPrefilledMessage(message, packageTitle)) {
    return (
      <p className="rounded-md border border-dashed px-3 py-2 text-muted-foreground text-sm">
        <span className="font-medium">Pre-filled by the form, not changed by the visitor:</span>{' '}
        <span className="italic">{message}</span>
      </p>
    )
  }
  return (
    <blockquote className="whitespace-pre-line rounded-md bg-muted px-3 py-2 text-sm">{message}</blockquote>
  )
}
