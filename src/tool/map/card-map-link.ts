// The Search tab's link between result cards and their marks on the lead map: hovering or focusing a
// card highlights its marks; clicking a mark focuses its card. One small piece of state, owned by the panel.
import { useCallback, useState, type FocusEvent } from 'react'

export interface CardMapLink {
  /** The partner whose card is hovered or focused (its marks are highlighted), or null. */
  highlightedPartnerId: string | null
  /** Spread onto a card: its DOM id and the events that highlight its marks. */
  cardProps: (partnerId: string) => {
    id: string
    onMouseEnter: () => void
    onMouseLeave: () => void
    onFocus: () => void
    onBlur: (event: FocusEvent<HTMLElement>) => void
  }
  /** A mark was clicked: move focus to its card; `reveal` shows all cards first when it is not on screen. */
  focusCard: (partnerId: string, reveal?: () => void) => void
}

export function useCardMapLink(): CardMapLink {
  const [highlightedPartnerId, setHighlighted] = useState<string | null>(null)
  const cardProps = useCallback(
    (partnerId: string) => ({
      id: partnerId,
      onMouseEnter: () => setHighlighted(partnerId),
      onMouseLeave: () => setHighlighted((current) => (current === partnerId ? null : current)),
      onFocus: () => setHighlighted(partnerId),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus moving between a card's own links and buttons keeps the highlight.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
        setHighlighted((current) => (current === partnerId ? null : current))
      },
    }),
    [],
  )
  const focusCard = useCallback((partnerId: string, reveal?: () => void) => {
    const focus = () => {
      const card = document.getElementById(partnerId)
      card?.focus()
      card?.scrollIntoView?.({ block: 'nearest' })
      return card !== null
    }
    if (focus() || !reveal) return
    // A card beyond the first 20: show all, then focus it once React has drawn it.
    reveal()
    requestAnimationFrame(() => requestAnimationFrame(focus))
  }, [])
  return { highlightedPartnerId, cardProps, focusCard }
}
