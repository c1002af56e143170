import { CopyIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Link } from 'react-router'
import { IconAction } from '#app/components/admin/packages/icon-action'
import { BusyButton } from '#app/components/forms/busy-button'
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
  onDelete: () => void
  onPublish: () => void
  /** This card's Publish is on its way. */
  publishing: boolean
}

/**
 * One package in the admin grid, with SPEC 2's facts and its edit, clone and delete actions; a draft also
 * has its preview (its page, which only staff can open) and Publish.
 */
export function PackageCard({ pkg, onEdit, onClone, onDelete, onPublish, publishing }: PackageCardProps) {
  const draft = pkg.status === 'draft'
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
          <div className="flex shrink-0 gap-2">
            {draft ? <Badge variant="outline">Draft</Badge> : null}
            {pkg.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
          </div>
        </div>
        {pkg.subtitle ? <CardDescription>{pkg.subtitle}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2 border-t pt-4 sm:pt-4">
        {draft ? (
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={packagePath(pkg)} aria-label={`Preview ${pkg.title}`}>
                Preview
              </Link>
            </Button>
            <BusyButton size="sm" busy={publishing} onClick={onPublish} aria-label={`Publish ${pkg.title}`}>
              Publish
            </BusyButton>
          </>
        ) : null}
        <IconAction label={`Edit ${pkg.title}`} onClick={onEdit}>
          <PencilIcon aria-hidden className="size-4" />
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
