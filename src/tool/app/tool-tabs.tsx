import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { toolTabs, type ToolTabId } from '../../content/tool-tabs'
import { toolSectionsLabel } from '../../content/tool-copy'

export const tabButtonId = (id: ToolTabId) => `tool-tab-${id}`
export const tabPanelId = (id: ToolTabId) => `tool-panel-${id}`

interface ToolTabsProps {
  activeTab: ToolTabId
  onSelect: (id: ToolTabId) => void
}

/** On a phone the bar scrolls sideways: the current tab is brought inside it, whole, without scrolling the page. */
function scrollIntoBar(bar: HTMLElement, tab: HTMLElement) {
  const barBox = bar.getBoundingClientRect()
  const tabBox = tab.getBoundingClientRect()
  if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left
  else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function ToolTabs({ activeTab, onSelect }: ToolTabsProps) {
  const buttons = useRef(new Map<ToolTabId, HTMLButtonElement>())
  const list = useRef<HTMLDivElement>(null)
  // A layout effect because only the laid-out bar knows where the tab sits, and it should not paint scrolled away.
  useLayoutEffect(() => {
    const tab = buttons.current.get(activeTab)
    if (list.current && tab) scrollIntoBar(list.current, tab)
  }, [activeTab])

  function moveTo(index: number) {
    const count = toolTabs.length
    const tab = toolTabs[((index % count) + count) % count]
    if (!tab) return
    onSelect(tab.id)
    buttons.current.get(tab.id)?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab: a quick second key can come before the selection reaches the URL.
    const focused = toolTabs.findIndex((tab) => buttons.current.get(tab.id) === event.target)
    const current = focused >= 0 ? focused : toolTabs.findIndex((tab) => tab.id === activeTab)
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: toolTabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    moveTo(target)
  }

  return (
    <div
      ref={list}
      className="tool-tabs"
      role="tablist"
      aria-label={toolSectionsLabel}
      aria-orientation="horizontal"
      onKeyDown={handleKeyDown}
    >
      {toolTabs.map((tab) => {
        const selected = tab.id === activeTab
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={tabButtonId(tab.id)}
            aria-selected={selected}
            aria-controls={tabPanelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            className="tool-tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {'badge' in tab ? <span className="tool-tab-badge">{tab.badge}</span> : null}
          </button>
        )
      })}
    </div>
  )
}
