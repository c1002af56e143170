import { useId, useState } from 'react'
import { type ChecklistResult, requestSchedule } from '#app/browser/publish-package'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { formatTimestamp } from '#app/components/admin/format-timestamp'
import { BusyButton } from '#app/components/forms/busy-button'
import { MissingChecklist } from '#app/components/package/missing-checklist'
import { toast } from '#app/components/toast'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import type { PackageDetail } from '#app/lib/catalogue'
import { notPublishedMessage } from '#app/lib/publish-checklist'

type SchedulePublishingProps = {
  pkg: Pick<PackageDetail, 'id' | 'status' | 'pending' | 'publishAt' | 'missing'>
}

/**
 * When a draft, or a published package's pending changes, go live by themselves (decision 58): a time to
 * choose, in the browser's own clock, or the one chosen with a way to call it off. A published package with
 * nothing pending has nothing to schedule. A draft lacking what Publish asks for lists it beside the time,
 * and is scheduled only "anyway", as the card's "Publish anyway" publishes it (decision 50).
 */
export function SchedulePublishing({ pkg }: SchedulePublishingProps) {
  const inputId = useId()
  const [goLiveAt, setGoLiveAt] = useState('')
  const what = pkg.status === 'draft' ? 'This draft' : 'The pending changes'
  const missing = pkg.status === 'draft' ? (pkg.missing ?? []) : []
  const schedule = useAdminMutation<{ publishAt: string | null; anyway: boolean }, ChecklistResult>({
    run: async (request) => {
      const result = await requestSchedule(pkg.id, request)
      // Refused for what it lacks (newer than this dialog knew): the refreshed dialog lists it.
      if ('missing' in result) {
        toast.error('Not scheduled', { description: notPublishedMessage(result.missing) })
      } else toast.success('Publishing schedule saved')
      return result
    },
    refresh: [adminKeys.package(pkg.id), adminKeys.packages],
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
            onClick={() => schedule.mutate({ publishAt: null, anyway: false })}
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
            schedule.mutate({ publishAt: new Date(goLiveAt).toISOString(), anyway: missing.length > 0 })
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
            {missing.length > 0 ? 'Schedule anyway' : 'Schedule'}
          </BusyButton>
          <p className="basis-full text-muted-foreground">
            {what} can go live by itself at a time you choose, with no one signed in. Publishing, unpublishing
            or changing it before then cancels the schedule.
          </p>
          {missing.length > 0 ? (
            <MissingChecklist
              missing={missing}
              className="basis-full rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
            />
          ) : null}
        </form>
      )}
    </section>
  )
}
