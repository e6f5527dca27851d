import { useEffect, useLayoutEffect, useRef, useState } from 'react'

export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  // Before the first paint, so a map is not drawn twice.
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
