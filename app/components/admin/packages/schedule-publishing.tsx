import { useId, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { formatTimestamp } from '#app/components/admin/format-timestamp'
import { BusyButton } from '#app/components/forms/busy-button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import type { PackageDetail } from '#app/lib/catalogue'

type SchedulePublishingProps = { pkg: Pick<PackageDetail, 'id' | 'status' | 'pending' | 'publishAt'> }

/**
 * When a draft, or a published package's pending changes, go live by themselves (decision 58): a time to
 * choose, in the browser's own clock, or the one chosen with a way to call it off. A published package with
 * nothing pending has nothing to schedule.
 */
export function SchedulePublishing({ pkg }: SchedulePublishingProps) {
  const inputId = useId()
  const [goLiveAt, setGoLiveAt] = useState('')
  const what = pkg.status === 'draft' ? 'This draft' : 'The pending changes'
  const schedule = useAdminMutation<string | null, PackageDetail>({
    run: (publishAt) =>
      apiRequest(`/api/travel-packages/${pkg.id}/schedule`, { method: 'PUT', body: { publishAt } }),
    refresh: [adminKeys.package(pkg.id), adminKeys.packages],
    success: 'Publishing schedule saved',
    failure: 'Failed to save the publishing schedule. Please try again.',
    serverDetail: true,
  })
  if (pkg.status !== 'draft' && !pkg.pending) return null

  return (
    <section aria-label="Scheduled publishing" className="rounded-md border bg-muted/40 p-3 text-sm">
      {pkg.publishAt ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {what} will go live by itself on <strong>{formatTimestamp(pkg.publishAt)}</strong>.
          </p>
          <BusyButton
            type="button"
            variant="outline"
            size="sm"
            busy={schedule.isPending}
            onClick={() => schedule.mutate(null)}
          >
            Cancel schedule
          </BusyButton>
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            // The field's value is the browser's local time; the server keeps the instant.
            schedule.mutate(new Date(goLiveAt).toISOString())
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>Go live at</Label>
            <Input
              id={inputId}
              type="datetime-local"
              required
              value={goLiveAt}
              onChange={(event) => setGoLiveAt(event.target.value)}
              className="w-auto"
            />
          </div>
          <BusyButton type="submit" variant="outline" size="sm" busy={schedule.isPending}>
            Schedule
          </BusyButton>
          <p className="basis-full text-muted-foreground">
            {what} can go live by itself at a time you choose, with no one signed in.
          </p>
        </form>
      )}
    </section>
  )
}
