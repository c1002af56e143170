import { Link } from 'react-router'
import { Icon } from '#app/components/icon'
import type { SitemapEntry } from '#app/lib/catalogue'
import { formatBritishDate } from '#app/lib/dates'

type SitemapGroupProps = { title: string; entries: SitemapEntry[] }

/** One group of the sitemap page: a heading and its links, packages with the day they last changed. */
export function SitemapGroup({ title, entries }: SitemapGroupProps) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 className="font-semibold text-xl">{title}</h2>
      <ul className="mt-3 divide-y">
        {entries.map((entry) => (
          <li key={entry.url}>
            <Link
              to={entry.url}
              className="group flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-muted"
            >
              <span className="flex flex-col">
                <span className="font-medium text-primary underline-offset-4 group-hover:underline">
                  {entry.title}
                </span>
                {entry.lastModified ? (
                  <span className="text-muted-foreground text-sm">
                    Updated <time dateTime={entry.lastModified}>{formatBritishDate(entry.lastModified)}</time>
                  </span>
                ) : null}
              </span>
              <Icon name="chevron-right" size={18} className="shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
