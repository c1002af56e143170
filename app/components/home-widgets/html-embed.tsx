/**
 * Staff-authored HTML, rendered as stored (SPEC). Only signed-in admins can write it, and the
 * content security policy stops any inline script in it from running.
 */
export function HtmlEmbed({ html }: { html: string | null }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: admin-authored markup, shown as stored by design */}
      <div dangerouslySetInnerHTML={{ __html: html ?? '' }} />
    </section>
  )
}
