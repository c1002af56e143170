import { DownloadIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import {
  countsOf,
  type DataSubjectSummary,
  describeCounts,
  type ErasureAnswer,
  erasableBookings,
  subjectFileName,
} from '#app/lib/data-subject'
import { adminKeys, useAdminMutation } from '../admin-queries'
import { ConfirmDialog } from '../confirm-dialog'
import { SubjectBookings } from './subject-bookings'

/** Saves what was found as a JSON file: the answer to a subject access request. */
function download(subject: DataSubjectSummary) {
  const blob = new Blob([JSON.stringify(subject, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = subjectFileName(subject.email)
  link.click()
  URL.revokeObjectURL(url)
}

type SubjectFindingsProps = {
  subject: DataSubjectSummary
  /** What was found, in words. */
  summary: string
}

/** 'Kept 1 booking the agency must keep: CB-7K3M9Q.' after an erasure, or nothing when none was. */
const keptWords = (kept: ErasureAnswer['kept']) =>
  kept.length === 0
    ? ''
    : ` Kept ${kept.length} ${kept.length === 1 ? 'booking' : 'bookings'} the agency must keep: ${kept
        .map((booking) => booking.reference)
        .join(', ')}.`

/**
 * What is held on one address: how much, its bookings, the download, and the erasure behind a confirmation,
 * which says which bookings it will keep.
 */
export function SubjectFindings({ subject, summary }: SubjectFindingsProps) {
  const [confirming, setConfirming] = useState(false)
  const erase = useAdminMutation<string, ErasureAnswer>({
    run: (email) =>
      apiRequest(`/api/privacy/subject?${new URLSearchParams({ email })}`, { method: 'DELETE' }),
    refresh: [['/api/privacy/subject'], adminKeys.leads, adminKeys.signups, adminKeys.summary],
    failure: 'Failed to erase the personal data. Please try again.',
  })
  const nothingHeld = [
    subject.leads,
    subject.signups,
    subject.consents,
    subject.mails,
    subject.bookings,
  ].every((list) => list.length === 0)
  const erasable = erasableBookings(subject).length
  const keptCount = subject.bookings.length - erasable
  // The bookings the agency keeps are not among what the erasure deletes.
  const deleting = describeCounts({ ...countsOf(subject), bookings: erasable })
  const keeping =
    keptCount === 0
      ? ''
      : ` ${keptCount} ${keptCount === 1 ? 'booking is' : 'bookings are'} kept: the agency must keep ${
          keptCount === 1 ? 'it' : 'them'
        } (see the reasons above).`

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 className="font-semibold">What we hold on {subject.email}</h3>
      <p>{nothingHeld ? 'Nothing: no call-back requests, sign-ups, bookings or emails.' : `${summary}.`}</p>
      <SubjectBookings bookings={subject.bookings} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download(subject)}>
          <DownloadIcon aria-hidden className="size-4" />
          Download as JSON
        </Button>
        <Button variant="destructive" disabled={nothingHeld} onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden className="size-4" />
          Erase everything
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase everything held on ${subject.email}?`}
        description={`This deletes ${deleting}.${keeping} It cannot be undone.`}
        confirmLabel="Erase"
        pending={erase.isPending}
        onConfirm={() =>
          erase.mutate(subject.email, {
            onSuccess: ({ erased, kept }) => {
              setConfirming(false)
              toast.success('Personal data erased', {
                description: `Erased ${describeCounts(erased)}.${keptWords(kept)}`,
              })
            },
          })
        }
      />
    </div>
  )
}
