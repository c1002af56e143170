import { CircleAlertIcon } from 'lucide-react'
import type * as React from 'react'

/** The red box SPEC 8 asks for when a lead form's submission fails; role=alert reads it out at once. */
export function FormAlert({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
    >
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{children}</p>
      </div>
    </div>
  )
}
