import { useRef, type KeyboardEvent, type RefObject } from 'react'

/** ↓ and ↑ move between the ZIP box and the result cards, in the order they are registered; Esc clears. */
export function useCardKeyboard(zipInputRef: RefObject<HTMLInputElement | null>, clearSearch: () => void) {
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
    if (event.key === 'Escape' && (onZipBox || current >= 0)) {
      event.preventDefault()
      clearSearch()
      zipInputRef.current?.focus()
    } else if (event.key === 'ArrowDown' && present.length > 0 && (onZipBox || current >= 0)) {
      event.preventDefault()
      present[Math.min(current + 1, present.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp' && current >= 0) {
      event.preventDefault()
      if (current === 0) zipInputRef.current?.focus()
      else present[current - 1]?.focus()
    }
  }

  return { cardRef, onKeyDown }
}
