import type { PublicConfig } from '#app/env.server'
import { telHref } from '#app/lib/contact'

type AgencyContactProps = { config: PublicConfig }

/** The agency's postal address, phone and email, as the legal pages give them for letters and requests. */
export function AgencyContact({ config }: AgencyContactProps) {
  return (
    <address className="mt-4 rounded-xl border bg-card p-5 not-italic shadow-sm">
      <strong className="block">{config.agencyName}</strong>
      <span className="block">{config.agencyAddress}</span>
      <span className="mt-2 block">
        Telephone: <a href={telHref(config.agencyPhone)}>{config.agencyPhone}</a>
      </span>
      <span className="block">
        Email: <a href={`mailto:${config.agencyEmail}`}>{config.agencyEmail}</a>
      </span>
    </address>
  )
}
