import { DownloadIcon, HistoryIcon, PlusIcon, UploadIcon } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useAdminMutation, usePackageDetail } from '#app/components/admin/admin-queries'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { PackagePicker } from '#app/components/admin/package-picker'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'
import { PanelError, PanelLoading } from '#app/components/admin/panel-state'
import { onDemand } from '#app/components/on-demand'
import { useOnDemandTrigger } from '#app/components/on-demand-trigger'
import { Button } from '#app/components/ui/button'
import { Label } from '#app/components/ui/label'
import { TooltipProvider } from '#app/components/ui/tooltip'
import { ALL_AIRPORTS_LABEL } from '#app/lib/airport-labels'
import type { PricingOption } from '#app/lib/catalogue'
import { MonthNavigator } from './month-navigator'
import { PriceChart } from './price-chart'
import { type HistoryTarget, PriceHistoryDialog } from './price-history'
import { type PricingDialogTarget, PricingFormDialog } from './pricing-form-dialog'
import { PricingGroupTable, type RowActions } from './pricing-group-table'
import { formatOptionDate, pricingTableGroups } from './pricing-groups'
import { PRICING_HEADING_ID } from './pricing-headings'
import { DELETE_FAILED_MESSAGE } from './pricing-messages'
import { monthName, monthsOf, type PricingMonth } from './pricing-months'
import { deletePricingOption, pricingRefreshKeys, useOpeningMonth, usePricingMonth } from './pricing-queries'

const PACKAGE_SELECT_ID = 'pricing-package'

// The CSV import is used now and then: its dialog loads when staff reach for its button.
const importDialog = onDemand(() => import('./import-dialog').then((module) => module.ImportDialog))

/**
 * SPEC 2's Pricing tab: choose a package, see a month of its prices by airport, add, edit, delete and import
 * them. A month at a time, so a package priced daily for years from every airport opens as fast as any.
 */
export function PricingPanel() {
  const [packageId, setPackageId] = useState<number | null>(null)
  // The month staff moved to; until they move, the month of the package's next departure.
  const [pickedMonth, setPickedMonth] = useState<PricingMonth | null>(null)
  const opening = useOpeningMonth(packageId)
  const month = pickedMonth ?? opening.data ?? null
  const form = useDialogTarget<PricingDialogTarget>()
  const importer = useDialogTarget<null>()
  const importButton = useOnDemandTrigger({
    open: importer.open,
    onOpen: () => importer.show(null),
    load: importDialog.load,
  })
  const history = useDialogTarget<HistoryTarget>()
  const pricing = usePricingMonth(packageId, month)
  const packageTitle = usePackageDetail(packageId).data?.title ?? ''

  return (
    <section aria-labelledby={PRICING_HEADING_ID} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={PRICING_HEADING_ID} tabIndex={-1} className="font-semibold text-xl">
            Pricing
          </h2>
          <p className="text-muted-foreground text-sm">
            Departure dates and prices of a package, by airport.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="link" asChild>
            {/* A plain link: the browser saves the server's file, with the admin's cookie sent along. */}
            <a href="/api/pricing/template.csv" download="pricing-template.csv">
              <DownloadIcon aria-hidden className="size-4" />
              Download multi-airport template
            </a>
          </Button>
          {importButton.bind(
            <Button variant="outline">
              <UploadIcon aria-hidden className="size-4" />
              Import CSV
            </Button>,
          )}
          <Button onClick={() => form.show({ mode: 'add' })}>
            <PlusIcon aria-hidden className="size-4" />
            Add Pricing Option
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full max-w-md flex-col gap-2">
          <Label htmlFor={PACKAGE_SELECT_ID}>Package</Label>
          <PackagePicker
            id={PACKAGE_SELECT_ID}
            clearable
            value={packageId}
            onChange={(chosen) => {
              setPackageId(chosen)
              setPickedMonth(null)
            }}
          />
        </div>
        {packageId !== null ? (
          <Button
            variant="outline"
            onClick={() => history.show({ title: `Package price history: ${packageTitle}`, optionIds: null })}
          >
            <HistoryIcon aria-hidden className="size-4" />
            Package price history
          </Button>
        ) : null}
      </div>

      {packageId === null ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          Select a package to view pricing options.
        </p>
      ) : opening.isError ? (
        <PanelError message="The pricing options could not be loaded." onRetry={() => opening.refetch()} />
      ) : month === null ? (
        <PanelLoading label="Loading pricing options..." />
      ) : (
        <>
          <MonthNavigator
            month={month}
            onMonthChange={setPickedMonth}
            status={pricing.data ? optionCount(pricing.data.length, month) : ''}
          />
          {pricing.isPending ? (
            <PanelLoading label={`Loading pricing options for ${monthName(month)}...`} />
          ) : pricing.isError ? (
            <PanelError
              message="The pricing options could not be loaded."
              onRetry={() => pricing.refetch()}
            />
          ) : (
            <PricingGroups
              packageId={packageId}
              month={month}
              options={pricing.data}
              onEdit={(options, single) => form.show({ mode: 'edit', options, single, packageTitle })}
              onHistory={history.show}
            />
          )}
        </>
      )}

      {form.target ? (
        <PricingFormDialog
          open={form.open}
          onOpenChange={form.onOpenChange}
          target={form.target}
          packageId={packageId}
          onSaved={(saved) => {
            // Dates saved in another month are shown there, or staff would not see what they just added.
            const months = monthsOf(saved.dates)
            const [first] = months
            if (saved.packageId === packageId && first && !months.includes(month ?? '')) setPickedMonth(first)
          }}
        />
      ) : null}
      {importButton.opened ? (
        <Suspense fallback={null}>
          <importDialog.Component
            open={importer.open}
            onOpenChange={importer.onOpenChange}
            packageId={packageId}
          />
        </Suspense>
      ) : null}
      {packageId !== null && history.target ? (
        <PriceHistoryDialog
          open={history.open}
          onOpenChange={history.onOpenChange}
          packageId={packageId}
          target={history.target}
        />
      ) : null}
    </section>
  )
}

/** '62 pricing options departing in March 2027': said when the month's list arrives. */
const optionCount = (count: number, month: PricingMonth) =>
  `${count} pricing option${count === 1 ? '' : 's'} departing in ${monthName(month)}`

type PricingGroupsProps = Omit<RowActions, 'onDelete'> & {
  packageId: number
  month: PricingMonth
  options: PricingOption[]
}

/** The month's chart and one table per airport, with the delete confirmation they share. */
function PricingGroups({ packageId, month, options, onEdit, onHistory }: PricingGroupsProps) {
  const deleting = useDialogTarget<PricingOption>()
  const remove = useAdminMutation({
    run: deletePricingOption,
    refresh: pricingRefreshKeys(packageId),
    success: 'Pricing option deleted',
    failure: DELETE_FAILED_MESSAGE,
  })

  if (options.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No pricing options in {monthName(month)}. Add a price, import from CSV or choose another month.
      </p>
    )
  }
  const groups = pricingTableGroups(options)
  const actions: RowActions = { onEdit, onHistory, onDelete: deleting.show }
  return (
    // One provider, so moving between the date tooltips of the tables opens the next one without delay.
    <TooltipProvider>
      <div className="flex flex-col gap-4">
        <PriceChart groups={groups} period={monthName(month)} />
        {groups.map((group) => (
          <PricingGroupTable key={group.key} group={group} actions={actions} />
        ))}
      </div>
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        title="Delete Pricing Option"
        description={
          <>
            Are you sure you want to delete this pricing option?
            {deleting.target ? (
              <span className="mt-1 block">
                {formatOptionDate(deleting.target.departureDate)},{' '}
                {deleting.target.airport?.name ?? ALL_AIRPORTS_LABEL}
              </span>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting.target) remove.mutate(deleting.target.id, { onSuccess: deleting.close })
        }}
      />
    </TooltipProvider>
  )
}
