import { useState } from 'react'
import { adminKeys } from '#app/components/admin/admin-queries'
import { formatUkTimestamp } from '#app/components/admin/format-timestamp'
import { FeatureForm } from '#app/components/admin/packages/feature-form'
import { useLoadErrorToast, usePackageFeatures } from '#app/components/admin/packages/package-queries'
import { RowActions } from '#app/components/admin/packages/row-actions'
import { useDeleteRow } from '#app/components/admin/packages/use-delete-row'
import { PanelEmpty, PanelList } from '#app/components/admin/panel-state'
import {
  UnsavedChangesScopeProvider,
  useUnsavedChangesGroup,
} from '#app/components/admin/unsaved-changes/unsaved-changes'
import { Icon } from '#app/components/icon'
import type { PackageFeature } from '#app/lib/catalogue'

const LOAD_FAILED = 'Failed to load features. Please try again.'

/**
 * SPEC 2's Package Features section: the list with icon and label, and one form to add or edit. Features are
 * part of what a schedule was set for, so a feature written calls the schedule off (decision 58): said here
 * before staff write one, since the feature's own answer cannot say it after.
 */
export function FeaturesSection({ packageId, scheduledFor }: { packageId: number; scheduledFor?: string }) {
  const features = usePackageFeatures(packageId)
  const [editing, setEditing] = useState<PackageFeature | null>(null)
  useLoadErrorToast(features.isError, LOAD_FAILED)
  // Edit on another row replaces the form: what was typed into it is asked about first.
  const form = useUnsavedChangesGroup()
  const deleteFeature = useDeleteRow<PackageFeature>({
    path: '/api/package-features',
    refresh: [adminKeys.package(packageId)],
    title: 'Delete Feature',
    description: () => 'Are you sure you want to delete this feature?',
    success: 'Feature deleted',
    failure: 'Failed to delete feature. Please try again.',
    // A deleted feature cannot stay in the form, or saving would answer 'not found'.
    onDeleted: (feature) => setEditing((current) => (current?.id === feature.id ? null : current)),
  })

  return (
    <section aria-labelledby="package-features-heading" className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h3 id="package-features-heading" className="font-semibold text-lg">
          Package Features
        </h3>
        {scheduledFor && (
          <p className="text-muted-foreground text-sm">
            Adding, changing or deleting a feature cancels the schedule for {formatUkTimestamp(scheduledFor)}{' '}
            (UK time): schedule it again afterwards if it should still go live by itself.
          </p>
        )}
        <PanelList
          query={features}
          loading="Loading features..."
          failed={LOAD_FAILED}
          empty={<PanelEmpty>No features added yet.</PanelEmpty>}
        >
          {(items) => (
            <ul aria-labelledby="package-features-heading" className="flex flex-col gap-2">
              {items.map((feature) => (
                <li
                  key={feature.id}
                  className="flex items-center gap-3 rounded-lg border bg-card p-3 aria-[current=true]:border-primary"
                  aria-current={editing?.id === feature.id ? 'true' : undefined}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <Icon name={feature.icon} size={18} />
                  </span>
                  <span className="min-w-0 flex-1 break-words">{feature.label}</span>
                  <RowActions
                    name={`feature ${feature.label}`}
                    onEdit={() => form.askBeforeDiscarding(() => setEditing(feature))}
                    onDelete={() => deleteFeature.ask(feature)}
                  />
                </li>
              ))}
            </ul>
          )}
        </PanelList>
      </div>
      <UnsavedChangesScopeProvider scope={form.scope}>
        <FeatureForm
          key={editing?.id ?? 'new'}
          packageId={packageId}
          feature={editing}
          onDone={() => setEditing(null)}
        />
      </UnsavedChangesScopeProvider>
      {deleteFeature.dialog}
    </section>
  )
}
