import { useState } from 'react'
import { AdminDialog } from '#app/components/admin/admin-dialog'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { formatTimestamp } from '#app/components/admin/format-timestamp'
import { PanelEmpty, PanelError, PanelLoading, PanelPage } from '#app/components/admin/panel-state'
import { VersionChanges } from '#app/components/admin/versions/version-changes'
import {
  useRestoreVersion,
  useVersionDetail,
  useVersionPage,
  VERSION_PAGE_SIZE,
} from '#app/components/admin/versions/version-queries'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { type PackageVersionSummary, VERSIONS_KEPT, versionHeadline } from '#app/lib/package-versions'
import { cn } from '#app/lib/utils'

type VersionsDialogProps = {
  pkg: { id: number; title: string } | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

type VersionListProps = {
  versions: PackageVersionSummary[]
  chosen: number | null
  newest: number | null
  onChoose: (version: number) => void
}

function VersionList({ versions, chosen, newest, onChoose }: VersionListProps) {
  return (
    <ul aria-label="Versions, newest first" className="flex flex-col gap-2">
      {versions.map((version) => (
        <li key={version.version}>
          <button
            type="button"
            aria-pressed={version.version === chosen}
            onClick={() => onChoose(version.version)}
            className={cn(
              'flex w-full flex-col gap-1 rounded-md border p-3 text-left text-sm outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50',
              version.version === chosen && 'border-primary bg-muted',
            )}
          >
            <span className="flex items-center justify-between gap-2 font-semibold">
              Version {version.version}
              {version.version === newest ? <Badge variant="secondary">Current</Badge> : null}
            </span>
            <span className="text-muted-foreground">
              <time dateTime={version.createdAt}>{formatTimestamp(version.createdAt)}</time>
              {' · '}
              <span className="wrap-anywhere">{version.author?.email ?? 'before versions were kept'}</span>
            </span>
            <span>{versionHeadline(version)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The chosen version: its changes side by side, and Restore unless it is what the package holds now. */
function ChosenVersion({
  packageId,
  version,
  isNewest,
  onRestore,
}: {
  packageId: number
  version: number
  isNewest: boolean
  onRestore: () => void
}) {
  const detail = useVersionDetail(packageId, version)
  if (detail.isPending) return <PanelLoading label="Loading version..." />
  if (detail.isError) {
    return <PanelError message="The version could not be loaded." onRetry={() => detail.refetch()} />
  }
  return (
    <section aria-labelledby="chosen-version-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="chosen-version-heading" className="font-semibold">
          Version {version}
        </h3>
        {isNewest ? (
          <p className="text-muted-foreground text-sm">This is what the package holds now.</p>
        ) : (
          <Button size="sm" onClick={onRestore}>
            Restore version {version}
          </Button>
        )}
      </div>
      <VersionChanges detail={detail.data} />
    </section>
  )
}

/**
 * A package's versions (decision 58): the list, newest first, with who saved each and what it changed; the
 * chosen one's changes before and after; and Restore, after a confirmation, as a new version.
 */
export function VersionsDialog({ pkg, open, onOpenChange }: VersionsDialogProps) {
  const packageId = pkg?.id ?? 0
  const [page, setPage] = useState(1)
  const [picked, setPicked] = useState<number | null>(null)
  const [confirming, setConfirming] = useState(false)
  const versions = useVersionPage(open && pkg ? pkg.id : null, page)
  const restore = useRestoreVersion(packageId)
  // Versions are numbered 1, 2, 3… and never removed, so the newest is the count. Until staff pick one,
  // the first on the page is shown.
  const newest = versions.data?.total ?? null
  const chosen = picked ?? versions.data?.items[0]?.version ?? null

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) {
          setPage(1)
          setPicked(null)
        }
      }}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-5xl"
      title={pkg ? `Versions of ${pkg.title}` : 'Versions'}
      description={`Every save of this package's details and features, the newest ${VERSIONS_KEPT} kept. Choose a version to see what it changed, and restore it to bring it back as a new version.`}
    >
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <PanelPage
          query={versions}
          page={page}
          pageSize={VERSION_PAGE_SIZE}
          noun={{ one: 'version', many: 'versions' }}
          onPage={setPage}
          loading="Loading versions..."
          failed="The versions could not be loaded."
          empty={
            <PanelEmpty>
              No versions yet: the first save of this package keeps how it was before it, and the save.
            </PanelEmpty>
          }
        >
          {(items) => <VersionList versions={items} chosen={chosen} newest={newest} onChoose={setPicked} />}
        </PanelPage>
        {pkg && chosen !== null ? (
          <ChosenVersion
            packageId={pkg.id}
            version={chosen}
            isNewest={chosen === newest}
            onRestore={() => setConfirming(true)}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Restore version ${chosen}?`}
        description="The package's details and features go back to how they were in this version, saved as a new version; visitors see them at once if it is published. Its status, images, reviews and prices stay as they are, and the version it has now stays in the list."
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={() => {
          if (chosen === null) return
          restore.mutate(chosen, {
            onSuccess: () => {
              setConfirming(false)
              setPage(1)
              setPicked(null)
            },
          })
        }}
      />
    </AdminDialog>
  )
}
