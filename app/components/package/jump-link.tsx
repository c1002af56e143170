import type * as React from 'react'

type JumpLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'onClick'> & { targetId: string }

/**
 * A link to another part of the page. It works as a plain anchor before hydration; after it, the target is
 * scrolled into view and focused (a keyboard user lands on it) without adding a '#' entry to the history.
 * The scroll follows the page's scroll-behavior, which is smooth only without a reduced-motion preference,
 * and the page's scroll-padding (app.css) keeps the target clear of the sticky header.
 */
export function JumpLink({ targetId, ...props }: JumpLinkProps) {
  function jump(event: React.MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    target.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }
  return <a href={`#${targetId}`} onClick={jump} {...props} />
}
