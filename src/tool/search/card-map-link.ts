import { useCallback, useState, type FocusEvent } from 'react'
import { flushSync } from 'react-dom'
import type { CardMapLinkProps } from '../partners/card/partner-card'
import { focusCard as focusCardElement } from './card-keyboard'

export interface CardMapLink {
  highlightedPartnerId: string | null
  cardProps: (partnerId: string) => CardMapLinkProps
  /** `reveal` shows all cards first when the card is not rendered. */
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
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
        setHighlighted((current) => (current === partnerId ? null : current))
      },
    }),
    [],
  )
  const focusCard = useCallback((partnerId: string, reveal?: () => void) => {
    const focus = () => {
      const card = document.getElementById(partnerId)
      if (card) focusCardElement(card)
      return card !== null
    }
    if (focus() || !reveal) return
    // The revealed cards are drawn at once, so the card can take focus in the same click.
    flushSync(reveal)
    focus()
  }, [])
  return { highlightedPartnerId, cardProps, focusCard }
}
