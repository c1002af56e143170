import type * as React from 'react'

export type LegalSection = {
  /** The anchor the contents list links to; keep it stable, people share links to sections. */
  id: string
  title: string
  content: React.ReactNode
}

type LegalPageProps = {
  title: string
  /** The date the text last changed, written out, such as '22 November 2026'. */
  updated: string
  intro: React.ReactNode
  sections: LegalSection[]
  /** Shown under the text, such as the newsletter panel. */
  children?: React.ReactNode
}

// Long legal text is plain JSX; these descendant styles give it readable spacing without a class on every tag.
const proseClass = [
  'max-w-prose text-[1.0625rem] leading-relaxed',
  '[&_p]:mt-4 [&_h3]:mt-6 [&_h3]:font-sans [&_h3]:font-semibold [&_h3]:text-lg',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_a:hover]:text-primary/80 [&_strong]:font-semibold',
].join(' ')

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <nav
      aria-labelledby="legal-contents-heading"
      className="rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="legal-contents-heading" className="font-sans font-semibold text-base">
        Contents
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-foreground/90 hover:bg-muted hover:text-foreground"
            >
              <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** A legal document: title, date, introduction, a linked contents list and numbered sections. */
export function LegalPage({ title, updated, intro, sections, children }: LegalPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-prose">
        <h1 className="font-semibold text-3xl sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted-foreground text-sm">Last updated {updated}</p>
        <div className={`mt-2 ${proseClass}`}>{intro}</div>
      </header>
      <div className="mt-8 grid gap-8 lg:mt-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
        <div>
          <Contents sections={sections} />
        </div>
        <div className="space-y-10">
          {sections.map((section, index) => (
            // Plain sections, not labelled regions: a dozen landmarks would drown the page's real ones.
            <section key={section.id} id={section.id}>
              <h2 className="font-semibold text-2xl">
                <span className="text-muted-foreground">{index + 1}.</span> {section.title}
              </h2>
              <div className={proseClass}>{section.content}</div>
            </section>
          ))}
        </div>
      </div>
      {children ? <div className="mt-14">{children}</div> : null}
    </div>
  )
}
