import { ShieldAlertIcon } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { embedPolicy } from '#app/lib/embed-policy'
import { blockedInHtmlSection } from '#app/lib/html-section-warnings'
import { useRootData } from '#app/root'

/**
 * While staff edit an HTML section, what in it the site's content security policy will block, so a pasted
 * embed that would stay empty or dead on the home page is known before it is saved (decision 56). The list
 * is a polite live region: it is read out when it changes, without taking the focus from the HTML.
 */
export function HtmlSectionWarnings({ id, html }: { id: string; html: string }) {
  const { config, origin } = useRootData()
  // Parsing waits for a pause in typing rather than holding up each key.
  const deferredHtml = useDeferredValue(html)
  const blocked = useMemo(
    () =>
      blockedInHtmlSection(
        deferredHtml,
        embedPolicy({ travelifyScriptUrl: config.travelifyScriptUrl, embedOrigins: config.embedOrigins }),
        origin,
      ),
    [deferredHtml, config.travelifyScriptUrl, config.embedOrigins, origin],
  )
  return (
    <div id={id} aria-live="polite">
      {blocked.length > 0 ? (
        <section
          aria-labelledby={`${id}-heading`}
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
        >
          <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
            <ShieldAlertIcon aria-hidden className="size-4 shrink-0" />
            {blocked.length === 1
              ? 'The site will block 1 thing in this HTML'
              : `The site will block ${blocked.length} things in this HTML`}
          </h3>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {blocked.map((item, index) => (
              // The same warning can come twice (two inline scripts), so its place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no identity beyond their place
              <li key={index} className="break-words">
                {item.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
