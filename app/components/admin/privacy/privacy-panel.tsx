import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { countsOf, type DataSubjectSummary, describeCounts } from '#app/lib/data-subject'
import { emailKey, plainEmailAddress } from '#app/lib/email-address'
import { PanelError, PanelLoading } from '../panel-state'
import { SubjectFindings } from './subject-findings'

const subjectPath = (email: string) => `/api/privacy/subject?${new URLSearchParams({ email })}`

const subjectKey = (email: string) => ['/api/privacy/subject', email] as const

/**
 * A data subject's requests (UK GDPR; decision 34): find everything held on an email address, hand it over
 * as a file, or erase it. The privacy notice promises an answer within one month.
 */
export function PrivacyPanel() {
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const [email, setEmail] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const subject = useQuery({
    queryKey: subjectKey(email ?? ''),
    queryFn: ({ signal }) => apiRequest<DataSubjectSummary>(subjectPath(email ?? ''), { signal }),
    enabled: email !== null,
  })

  return (
    <section aria-labelledby="privacy-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="privacy-heading" className="font-semibold text-xl">
          Requests about personal data
        </h2>
        <p className="text-muted-foreground text-sm">
          When someone asks for a copy of what we hold on them, or for it to be erased, find them by their
          email address. The privacy policy promises an answer within one month.
        </p>
      </div>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const valid = plainEmailAddress(typed)
          setInvalid(valid === null)
          if (valid) setEmail(emailKey(valid))
        }}
      >
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={inputId}>Email address</Label>
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${inputId}-error` : undefined}
          />
        </div>
        <Button type="submit">Find</Button>
      </form>
      {invalid ? (
        <p id={`${inputId}-error`} className="text-destructive text-sm">
          Please enter a valid email address.
        </p>
      ) : null}
      <div aria-live="polite">
        {email === null ? null : subject.isPending ? (
          <PanelLoading label="Looking for personal data..." />
        ) : subject.isError ? (
          <PanelError
            message="The personal data could not be looked up."
            onRetry={() => void subject.refetch()}
          />
        ) : (
          <SubjectFindings subject={subject.data} summary={describeCounts(countsOf(subject.data))} />
        )}
      </div>
    </section>
  )
}
