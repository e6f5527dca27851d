import { useRef, type KeyboardEvent, type RefObject } from 'react'

/** Focuses a result card with its name in view: a card can be taller than the screen. */
export function focusCard(card: HTMLElement) {
  card.focus({ preventScroll: true })
  const { top, bottom } = card.getBoundingClientRect()
  if (top >= 0 && bottom <= window.innerHeight) return
  card.scrollIntoView({ block: top < 0 || bottom - top > window.innerHeight ? 'start' : 'nearest' })
}

/** Scrolls an answer's top into view when it starts below the screen (a phone's stacked panes). */
export function bringIntoView(element: HTMLElement | null) {
  if (element && element.getBoundingClientRect().top > window.innerHeight * 0.6)
    element.scrollIntoView({ block: 'start' })
}

/** ↓ and ↑ move between the ZIP box and the cards in the order they are registered; Esc on a card returns to the box. */
export function useCardKeyboard(zipInputRef: RefObject<HTMLInputElement | null>) {
  const cards = useRef<(HTMLElement | null)[]>([])

  function cardRef(index: number) {
    return (element: HTMLElement | null) => {
      cards.current[index] = element
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const present = cards.current.filter((card): card is HTMLElement => card !== null)
    const current = present.findIndex((card) => card === document.activeElement)
    const onZipBox = event.target === zipInputRef.current
    if (event.key === 'Escape' && current >= 0) {
      event.preventDefault()
      zipInputRef.current?.focus()
    } else if (event.key === 'ArrowDown' && present.length > 0 && (onZipBox || current >= 0)) {
      event.preventDefault()
      const next = present[Math.min(current + 1, present.length - 1)]
      if (next) focusCard(next)
    } else if (event.key === 'ArrowUp' && current >= 0) {
      event.preventDefault()
      if (current === 0) zipInputRef.current?.focus()
      else focusCard(present[current - 1]!)
    }
  }

  function toFirstCard() {
    const first = cards.current.find((card): card is HTMLElement => card !== null)
    if (first) focusCard(first)
  }

  return { cardRef, onKeyDown, toFirstCard }
}
