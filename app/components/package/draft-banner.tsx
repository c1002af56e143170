import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { requestPublish } from '#app/browser/publish-package'
import { MissingChecklist } from '#app/components/package/missing-checklist'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { useHydrated } from '#app/hooks/use-hydrated'
import type { MissingForPublishing, PackageSummary } from '#app/lib/catalogue'
import { notPublishedMessage } from '#app/lib/publish-checklist'

type Step = 'draft' | 'publishing' | 'published' | 'failed'

/**
 * The preview's notice on a draft's page, which only staff can open (decision 37): visitors get a 404 here,
 * and one click on Publish shows it to them. It lists what the draft still lacks, with "Publish anyway"
 * while it does (decision 50). Stays after publishing to say so, in the same live region.
 */
export function DraftBanner({ pkg }: { pkg: Pick<PackageSummary, 'id' | 'status' | 'missing'> }) {
  const [step, setStep] = useState<Step>('draft')
  // What the server found missing when it refused, which may be newer than what this page was given.
  const [refusal, setRefusal] = useState<MissingForPublishing[] | null>(null)
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  if (pkg.status === 'published' && step !== 'published') return null
  const missing = refusal ?? pkg.missing ?? []

  const publish = async () => {
    setStep('publishing')
    try {
      const result = await requestPublish(pkg.id, { anyway: missing.length > 0 })
      if ('missing' in result) {
        setRefusal(result.missing)
        setStep('draft')
        return
      }
      setStep('published')
      // The page's data again, as visitors now get it: the price, calendar and all.
      await revalidator.revalidate()
    } catch {
      setStep('failed')
    }
  }

  const published = step === 'published'
  return (
    <section
      aria-label={published ? 'Published' : 'Draft'}
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="flex flex-col gap-2">
        <p role="status" className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant="outline">{published ? 'Published' : 'Draft'}</Badge>
          {published
            ? 'Published: visitors can see this package now.'
            : 'This package is a draft: visitors cannot see it. This is a preview for staff.'}
        </p>
        {published ? null : (
          <>
            <p className="text-sm">
              Anything marked Sample stands in for a detail nobody has entered: visitors never see it.
            </p>
            {missing.length > 0 ? <MissingChecklist missing={missing} /> : null}
          </>
        )}
        {refusal && !published ? (
          <p role="alert" className="text-destructive text-sm">
            {notPublishedMessage(refusal)}
          </p>
        ) : null}
        {step === 'failed' ? (
          <p role="alert" className="text-destructive text-sm">
            Failed to publish the travel package. Please try again.
          </p>
        ) : null}
      </div>
      {published ? null : (
        // Until scripts run the button could do nothing, so it waits for them.
        <Button onClick={publish} disabled={!hydrated || step === 'publishing'}>
          {step === 'publishing' ? 'Publishing...' : missing.length > 0 ? 'Publish anyway' : 'Publish'}
        </Button>
      )}
    </section>
  )
}
