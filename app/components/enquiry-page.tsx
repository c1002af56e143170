import type * as React from 'react'
import { Link } from 'react-router'

type EnquiryPageProps = {
  title: string
  intro: React.ReactNode
  /** The page the visitor came from. */
  returnTo: string
  /** Shown above the heading, such as the tick of a request that went through. */
  icon?: React.ReactNode
  children?: React.ReactNode
}

/** The frame of the call-back and newsletter pages: a heading, the form or its outcome, the way back. */
export function EnquiryPage({ title, intro, returnTo, icon, children }: EnquiryPageProps) {
  return (
    <section aria-labelledby="enquiry-heading" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <div className="flex flex-col gap-2">
        {icon}
        <h1 id="enquiry-heading" className="font-semibold text-3xl sm:text-4xl">
          {title}
        </h1>
        <div className="text-muted-foreground">{intro}</div>
      </div>
      {children}
      <Link to={returnTo} className="font-medium text-primary underline-offset-4 hover:underline">
        Continue browsing
      </Link>
    </section>
  )
}
