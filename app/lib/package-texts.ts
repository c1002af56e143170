import type { PackageSummary } from './catalogue'
import { markdownPlainText, renderMarkdown, renderMarkdownInline } from './markdown'
import { inclusions } from './package-text'
import type { ShownFact } from './sample-facts'

/** The long texts staff write in Markdown that the package page shows as formatted text (decision 57). */
export const FORMATTED_TEXTS = ['description', 'itinerary', 'accommodationDetails', 'additionalInfo'] as const
export type FormattedText = (typeof FORMATTED_TEXTS)[number]

/**
 * A package's texts as its page shows them, made on the server by the page's loader, so the browser never
 * loads a Markdown library to show them.
 */
export type PackageTexts = {
  /** Each long text as sanitised HTML, '' when it is empty. */
  html: Record<FormattedText, string>
  /** What's Included, one line of inline HTML per item; null when nothing is drawn. */
  included: ShownFact<string[]> | null
  /** The accommodation details without markup: Hotel Highlights reads its sentences and keywords from it. */
  accommodationPlainText: string
  /** The description without markup, for the meta description and structured data. */
  descriptionPlainText: string
}

type TextsOf = Pick<PackageSummary, FormattedText | 'whatsIncluded'>

/** What's Included as the page lists it: a line per item, its bold, italic and links kept. */
export function includedHtml(text: string | null, samples: boolean): ShownFact<string[]> | null {
  const included = inclusions(text, samples)
  return included && { ...included, value: included.value.map(renderMarkdownInline) }
}

export function packageTexts(pkg: TextsOf, samples: boolean): PackageTexts {
  return {
    html: {
      description: renderMarkdown(pkg.description),
      itinerary: renderMarkdown(pkg.itinerary),
      accommodationDetails: renderMarkdown(pkg.accommodationDetails),
      additionalInfo: renderMarkdown(pkg.additionalInfo),
    },
    included: includedHtml(pkg.whatsIncluded, samples),
    accommodationPlainText: markdownPlainText(pkg.accommodationDetails),
    descriptionPlainText: markdownPlainText(pkg.description),
  }
}
