import { useEffect, useLayoutEffect, useRef, useState } from 'react'

/** The element's content width, followed with a ResizeObserver (the fallback until it reports, or without one). */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  // Measured before the first paint, so a map is not drawn once at the fallback width and again at its own.
  useLayoutEffect(() => {
    const measured = Math.round(ref.current?.clientWidth ?? 0)
    if (measured > 0) setWidth(measured)
  }, [])
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0)
      if (next > 0) setWidth(next)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
