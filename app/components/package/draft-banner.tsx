import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { apiRequest } from '#app/browser/api-client'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { useHydrated } from '#app/hooks/use-hydrated'
import type { PackageSummary } from '#app/lib/catalogue'

type Step = 'draft' | 'publishing' | 'published' | 'failed'

/**
 * The preview's notice on a draft's page, which only staff can open (decision 37): visitors get a 404 here,
 * and one click on Publish shows it to them. Stays after publishing to say so, in the same live region.
 */
export function DraftBanner({ pkg }: { pkg: Pick<PackageSummary, 'id' | 'status'> }) {
  const [step, setStep] = useState<Step>('draft')
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  if (pkg.status === 'published' && step !== 'published') return null

  const publish = async () => {
    setStep('publishing')
    try {
      await apiRequest(`/api/travel-packages/${pkg.id}/publish`, { method: 'POST' })
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
      <div className="flex flex-col gap-1">
        <p role="status" className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant="outline">{published ? 'Published' : 'Draft'}</Badge>
          {published
            ? 'Published: visitors can see this package now.'
            : 'This package is a draft: visitors cannot see it. This is a preview for staff.'}
        </p>
        {step === 'failed' ? (
          <p role="alert" className="text-destructive text-sm">
            Failed to publish the travel package. Please try again.
          </p>
        ) : null}
      </div>
      {published ? null : (
        // Until scripts run the button could do nothing, so it waits for them.
        <Button onClick={publish} disabled={!hydrated || step === 'publishing'}>
          {step === 'publishing' ? 'Publishing...' : 'Publish'}
        </Button>
      )}
    </section>
  )
}
