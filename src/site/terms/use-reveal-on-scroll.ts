import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * Fades `[data-reveal]` children of `containerRef` in with a slight upward move as they
 * scroll into view. Content is never hidden in its resting state: the animation only
 * starts (from transparent) as an element arrives, so without JavaScript, without
 * IntersectionObserver, with reduced motion, in print and for audits, everything shows.
 * Elements already on screen when the page opens are left alone (no flash).
 */
export function useRevealOnScroll(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = containerRef.current
    if (!container || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return

    const seen = new WeakSet<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const firstLook = !seen.has(entry.target)
          seen.add(entry.target)
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          if (!firstLook) entry.target.classList.add('is-revealing')
        }
      },
      // Start just before the element enters so its first visible frame is already animating.
      { rootMargin: '0px 0px 64px 0px' },
    )
    for (const element of container.querySelectorAll('[data-reveal]')) observer.observe(element)
    return () => observer.disconnect()
  }, [containerRef])
}
