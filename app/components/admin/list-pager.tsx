import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '#app/components/ui/button'

type ListPagerProps = {
  /** From 1. */
  page: number
  pageSize: number
  total: number
  /** What the list holds, for the words: 'package' says '24 packages', 'Packages pages'. */
  noun: { one: string; many: string }
  onPage: (page: number) => void
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/**
 * Previous and next under a paged admin list, with 'Page X of Y' and the total. At either end the button is
 * only marked disabled (aria-disabled), so it keeps the keyboard's focus instead of dropping it on the page.
 */
export function ListPager({ page, pageSize, total, noun, onPage }: ListPagerProps) {
  const pages = pageCount(total, pageSize)
  const step = (to: number) => () => {
    if (to >= 1 && to <= pages) onPage(to)
  }
  return (
    <nav
      aria-label={`${noun.many[0]?.toUpperCase()}${noun.many.slice(1)} pages`}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        {total} {total === 1 ? noun.one : noun.many}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" aria-disabled={page <= 1} onClick={step(page - 1)}>
          <ChevronLeftIcon aria-hidden className="size-4" />
          Previous<span className="sr-only"> page</span>
        </Button>
        <p className="text-center">
          Page {page} of {pages}
        </p>
        <Button variant="outline" size="sm" aria-disabled={page >= pages} onClick={step(page + 1)}>
          Next<span className="sr-only"> page</span>
          <ChevronRightIcon aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  )
}
