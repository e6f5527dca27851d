import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** The last width each named element had: a map drawn again starts at it instead of a guess. */
const lastWidths = new Map<string, number>()

export function useElementWidth<T extends HTMLElement>(name: string, fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(() => lastWidths.get(name) ?? fallback)
  const measured = useCallback(
    (next: number) => {
      if (next <= 0) return
      lastWidths.set(name, next)
      setWidth(next)
    },
    [name],
  )
  // Before the first paint, so a map is not drawn twice.
  useLayoutEffect(() => measured(Math.round(ref.current?.clientWidth ?? 0)), [measured])
  // An effect because the width changes with the window, not with anything React renders.
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => measured(Math.round(entry?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [measured])
  return [ref, width] as const
}
