import { CopyIcon, HistoryIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Link } from 'react-router'
import { formatTimestamp } from '#app/components/admin/format-timestamp'
import { IconAction } from '#app/components/admin/packages/icon-action'
import { BusyButton } from '#app/components/forms/busy-button'
import { MissingChecklist } from '#app/components/package/missing-checklist'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#app/components/ui/card'
import type { PackageSummary } from '#app/lib/catalogue'
import { nightsLabel } from '#app/lib/package-text'
import { packagePath } from '#app/lib/slug'

type PackageCardProps = {
  pkg: PackageSummary
  onEdit: () => void
  onClone: () => void
  onVersions: () => void
  onDelete: () => void
  /** `anyway`: publish although the draft lacks something (decision 50). */
  onPublish: (anyway: boolean) => void
  onUnpublish: () => void
  /** This card's Publish is on its way. */
  publishing: boolean
}

/**
 * One package in the admin grid, with SPEC 2's facts and its edit, versions, clone and delete actions, and what tells
 * two packages of one title apart: the address, the status and when it last changed. A draft also has its
 * preview (its page, which only staff can open), what it still lacks and Publish; a published package has
 * Unpublish.
 */
export function PackageCard({
  pkg,
  onEdit,
  onClone,
  onVersions,
  onDelete,
  onPublish,
  onUnpublish,
  publishing,
}: PackageCardProps) {
  const draft = pkg.status === 'draft'
  const missing = pkg.missing ?? []
  const facts = [
    ['Duration', nightsLabel(pkg.duration)],
    ['Accommodation', pkg.accommodationType || 'Not set'],
    ['Board', pkg.boardType || 'Not set'],
    ['Destination', pkg.destination?.name ?? 'Unknown'],
  ] as const
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle>{pkg.title}</CardTitle>
          <div className="flex shrink-0 flex-wrap justify-end gap-2">
            <Badge variant={draft ? 'outline' : 'secondary'}>{draft ? 'Draft' : 'Published'}</Badge>
            {pkg.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
          </div>
        </div>
        {pkg.subtitle ? <CardDescription>{pkg.subtitle}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-muted-foreground">Address</dt>
            <dd className="font-mono text-xs leading-5 wrap-anywhere">{packagePath(pkg)}</dd>
          </div>
          <div className="contents">
            <dt className="text-muted-foreground">Last changed</dt>
            <dd className="font-medium">
              <time dateTime={pkg.updatedAt}>{formatTimestamp(pkg.updatedAt)}</time>
            </dd>
          </div>
        </dl>
        {draft && missing.length > 0 ? (
          <MissingChecklist
            missing={missing}
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
          />
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2 border-t pt-4 sm:pt-4">
        {draft ? (
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={packagePath(pkg)} aria-label={`Preview ${pkg.title}`}>
                Preview
              </Link>
            </Button>
            <BusyButton
              size="sm"
              busy={publishing}
              onClick={() => onPublish(missing.length > 0)}
              // The words on the button come first in its name, as speech commands expect (WCAG 2.5.3).
              aria-label={missing.length > 0 ? `Publish anyway: ${pkg.title}` : `Publish ${pkg.title}`}
            >
              {missing.length > 0 ? 'Publish anyway' : 'Publish'}
            </BusyButton>
          </>
        ) : (
          <Button variant="outline" size="sm" onClick={onUnpublish} aria-label={`Unpublish ${pkg.title}`}>
            Unpublish
          </Button>
        )}
        <IconAction label={`Edit ${pkg.title}`} onClick={onEdit}>
          <PencilIcon aria-hidden className="size-4" />
        </IconAction>
        <IconAction label={`Versions of ${pkg.title}`} onClick={onVersions}>
          <HistoryIcon aria-hidden className="size-4" />
        </IconAction>
        <IconAction label={`Clone ${pkg.title}`} onClick={onClone}>
          <CopyIcon aria-hidden className="size-4" />
        </IconAction>
        <IconAction label={`Delete ${pkg.title}`} onClick={onDelete}>
          <Trash2Icon aria-hidden className="size-4 text-destructive" />
        </IconAction>
      </CardFooter>
    </Card>
  )
}
