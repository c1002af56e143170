import type * as React from 'react'
import { useEffect, useState } from 'react'
import { tabAfterKey } from '#app/components/package/tab-keys'
import { island } from '#app/islands/island'

export type TabButton = { label: string; tabId: string; panelId: string }

/**
 * The buttons of the package's tabs: an island (decision 60) beside panels that are plain HTML, every one of
 * them in the page (for crawlers and visitors without script), all but the first hidden. Choosing a tab shows
 * its panel and hides the others by their ids.
 */
function PackageTabList({ tabs }: { tabs: TabButton[] }) {
  const [active, setActive] = useState(0)

  useEffect(() => {
    tabs.forEach((tab, index) => {
      const panel = document.getElementById(tab.panelId)
      if (panel) panel.hidden = index !== active
    })
  }, [tabs, active])

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(event.key, active, tabs.length)
    if (next === null) return
    event.preventDefault()
    setActive(next)
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus()
  }

  return (
    <div role="tablist" onKeyDown={handleKeyDown} data-slot="tabs-list" className="flex-wrap self-start">
      {tabs.map((tab, index) => (
        <button
          key={tab.tabId}
          type="button"
          role="tab"
          id={tab.tabId}
          aria-selected={index === active}
          aria-controls={tab.panelId}
          tabIndex={index === active ? 0 : -1}
          data-slot="tabs-trigger"
          data-state={index === active ? 'active' : 'inactive'}
          onClick={() => setActive(index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

export const PackageTabListIsland = island('package-tab-list', PackageTabList)
