import { CopyIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { IconAction } from '#app/components/admin/packages/icon-action'
import { Badge } from '#app/components/ui/badge'
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

type PackageCardProps = {
  pkg: PackageSummary
  onEdit: () => void
  onClone: () => void
  onDelete: () => void
}

/** One package in the admin grid, with SPEC 2's facts and its edit, clone and delete actions. */
export function PackageCard({ pkg, onEdit, onClone, onDelete }: PackageCardProps) {
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
          {pkg.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
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
      <CardFooter className="justify-end gap-2 border-t pt-4 sm:pt-4">
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
