import { DownloadIcon } from 'lucide-react'
import type * as React from 'react'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '#app/components/ui/button'
import { BOOKING_STATUSES } from '#app/lib/bookings/booking-amounts'
import { FilterSelect } from '../filter-select'
import { PanelPage } from '../panel-state'
import { SearchBox } from '../search-box'
import { useLastOpen } from '../use-last-open'
import { BookingDialog } from './booking-dialog'
import { BOOKING_STATUS_LABELS } from './booking-labels'
import {
  BOOKING_PAGE_SIZE,
  type BookingListView,
  csvPathOf,
  pageQueryOf,
  readBookingView,
  withBookingViewChange,
} from './booking-list-view'
import { useBookingPage } from './booking-queries'
import { BookingTable } from './booking-table'
import type { BookingDetail } from './booking-types'

const BOOKINGS = { one: 'booking', many: 'bookings' }

const STATUS_OPTIONS = [
  ['', 'Any status'] as const,
  ...BOOKING_STATUSES.map((status) => [status, BOOKING_STATUS_LABELS[status]] as const),
]

/**
 * The Bookings tab (issue 39): every booking in departure order, found by reference, name or email and by
 * status, paged, all kept in the address with the booking open over it, so Back closes it. The CSV holds
 * what the filters show. `bookingActions` puts buttons beside the open booking's status.
 */
export function BookingsPanel({
  bookingActions,
}: {
  bookingActions?: (booking: BookingDetail) => React.ReactNode
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readBookingView(searchParams)
  const bookings = useBookingPage(pageQueryOf(view))
  const shown = useLastOpen(view.booking)
  const change = useCallback(
    (listChange: Partial<BookingListView>, { replace = false } = {}) =>
      setSearchParams((current) => withBookingViewChange(current, listChange), {
        replace,
        preventScrollReset: true,
      }),
    [setSearchParams],
  )
  const search = useCallback((q: string) => change({ q }, { replace: true }), [change])
  const filtered = view.q !== '' || view.status !== ''

  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="bookings-heading" className="font-semibold text-xl">
            Bookings
          </h2>
          <p className="text-muted-foreground text-sm">Soonest departure first.</p>
        </div>
        {/* A plain link: the server names the file and sends it as an attachment, so the browser saves it. */}
        <Button asChild variant="outline" size="sm">
          <a href={csvPathOf(view)} download>
            <DownloadIcon aria-hidden className="size-4" />
            Download CSV
          </a>
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]">
        <SearchBox
          label="Search bookings"
          placeholder="Reference, name or email"
          value={view.q}
          onSearch={search}
        />
        <FilterSelect
          label="Status"
          value={view.status}
          options={STATUS_OPTIONS}
          onChange={(event) => change({ status: event.target.value as BookingListView['status'] })}
        />
      </div>
      <PanelPage
        query={bookings}
        page={view.page}
        pageSize={BOOKING_PAGE_SIZE}
        noun={BOOKINGS}
        onPage={(page) => change({ page })}
        loading="Loading bookings..."
        failed="The bookings could not be loaded."
        empty={
          filtered ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
              <p>No bookings match these filters.</p>
              <Button variant="outline" size="sm" onClick={() => change({ q: '', status: '' })}>
                Clear filters
              </Button>
            </div>
          ) : (
            <p className="py-12 text-center text-muted-foreground">No bookings yet.</p>
          )
        }
      >
        {(items) => <BookingTable bookings={items} onOpen={(booking) => change({ booking })} />}
      </PanelPage>
      <BookingDialog
        reference={shown}
        open={view.booking !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) change({ booking: null })
        }}
      >
        {bookingActions}
      </BookingDialog>
    </section>
  )
}
