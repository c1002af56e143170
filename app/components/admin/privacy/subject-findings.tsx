import { DownloadIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import {
  type DataSubjectSummary,
  describeCounts,
  type ErasedCounts,
  subjectFileName,
} from '#app/lib/data-subject'
import { adminKeys, useAdminMutation } from '../admin-queries'
import { ConfirmDialog } from '../confirm-dialog'

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

/** What is held on one address: how much, the download, and the erasure behind a confirmation. */
export function SubjectFindings({ subject, summary }: SubjectFindingsProps) {
  const [confirming, setConfirming] = useState(false)
  const erase = useAdminMutation<string, { erased: ErasedCounts }>({
    run: (email) =>
      apiRequest(`/api/privacy/subject?${new URLSearchParams({ email })}`, { method: 'DELETE' }),
    refresh: [['/api/privacy/subject'], adminKeys.leads, adminKeys.signups, adminKeys.summary],
    failure: 'Failed to erase the personal data. Please try again.',
  })
  const nothingHeld = [subject.leads, subject.signups, subject.consents, subject.mails].every(
    (list) => list.length === 0,
  )

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 className="font-semibold">What we hold on {subject.email}</h3>
      <p>{nothingHeld ? 'Nothing: no call-back requests, sign-ups or emails.' : `${summary}.`}</p>
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
        description={`This deletes ${summary}. It cannot be undone.`}
        confirmLabel="Erase"
        pending={erase.isPending}
        onConfirm={() =>
          erase.mutate(subject.email, {
            onSuccess: ({ erased }) => {
              setConfirming(false)
              toast.success('Personal data erased', { description: `Erased ${describeCounts(erased)}.` })
            },
          })
        }
      />
    </div>
  )
}
