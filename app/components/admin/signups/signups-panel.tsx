import { DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/components/ui/button'
import { ENQUIRY_PAGE_SIZE, useSignups } from '../admin-queries'
import { formatTimestamp } from '../format-timestamp'
import { PanelPage } from '../panel-state'
import { useCan } from '../use-staff-role'
import { SignupStatus } from './signup-status'

const EXPORT_PATH = '/api/email-signups/export.csv'

const SIGNUPS = { one: 'sign-up', many: 'sign-ups' }

const countLabel = (count: number) => `${count} ${count === 1 ? SIGNUPS.one : SIGNUPS.many}`

/**
 * Newsletter sign-ups, newest first and a page at a time, with where each stands; the addresses to write to (confirmed, still
 * subscribed) as a CSV for the mailing tool, or every sign-up with its status.
 */
export function SignupsPanel() {
  const [page, setPage] = useState(1)
  const signups = useSignups(page)
  // Every address in one file is the owner's to take (decision 35).
  const canExport = useCan('signupExport')
  return (
    <section aria-labelledby="signups-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="signups-heading" className="font-semibold text-xl">
            Newsletter sign-ups
          </h2>
          {signups.data ? (
            <p className="text-muted-foreground text-sm">{countLabel(signups.data.total)}</p>
          ) : null}
        </div>
        {canExport ? (
          <div className="flex flex-wrap gap-2">
            {/* Plain links: the server names each file and sends it as an attachment, so the browser saves it. */}
            <Button asChild variant="outline" size="sm">
              <a href={EXPORT_PATH} download>
                <DownloadIcon aria-hidden className="size-4" />
                Export CSV
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`${EXPORT_PATH}?status=all`} download>
                <DownloadIcon aria-hidden className="size-4" />
                Export all sign-ups
              </a>
            </Button>
          </div>
        ) : null}
      </div>
      <PanelPage
        query={signups}
        page={page}
        pageSize={ENQUIRY_PAGE_SIZE}
        noun={SIGNUPS}
        onPage={setPage}
        loading="Loading newsletter sign-ups..."
        failed="The newsletter sign-ups could not be loaded."
        empty={<p className="py-12 text-center text-muted-foreground">No newsletter sign-ups yet.</p>}
      >
        {(items) => (
          <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="border-b bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Signed up
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((signup) => (
                  <tr key={signup.id} className="border-b last:border-b-0">
                    <td className="break-all px-4 py-2">
                      <a
                        className="text-primary underline-offset-4 hover:underline"
                        href={`mailto:${signup.email}`}
                      >
                        {signup.email}
                      </a>
                    </td>
                    <td className="whitespace-nowrap px-4 py-2 text-muted-foreground">
                      {formatTimestamp(signup.createdAt)}
                    </td>
                    <td className="px-4 py-2">
                      <SignupStatus signup={signup} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PanelPage>
    </section>
  )
}
