import { useEffect, useRef } from 'react'

/** Runs a plain page script (src/site/page-script/) on this element while it is mounted in the app. */
export function usePageScript<T extends HTMLElement>(enhance: (element: T, signal: AbortSignal) => void) {
  const ref = useRef<T>(null)
  // An effect because the script works on the element React has drawn, and stops when it goes.
  useEffect(() => {
    if (!ref.current) return
    const controller = new AbortController()
    enhance(ref.current, controller.signal)
    return () => controller.abort()
  }, [enhance])
  return ref
}
