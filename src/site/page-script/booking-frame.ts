const UTM_KEYS = ['utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_term']

/** @internal Tested without a frame: its URL with the visitor's own `utm_*` values in place of the built-in defaults. */
export function frameUrlWithVisitorUtm(frameUrl: string, pageSearch: string): string {
  const url = new URL(frameUrl)
  for (const [key, value] of new URLSearchParams(pageSearch)) {
    if (UTM_KEYS.includes(key) && value.trim()) url.searchParams.set(key, value.trim())
  }
  return url.href
}

/** Carries the visitor's UTM values into the frame (see BookingFrame), and while offline shows the message instead. */
export function enhanceBookingFrame(box: HTMLElement, signal?: AbortSignal): void {
  let frame = box.querySelector('iframe')
  const offlineMessage = box.querySelector<HTMLElement>('[data-booking-offline]')
  const offlineNotice = box.querySelector<HTMLElement>('[data-booking-offline-notice]')
  const frameBox = box.querySelector<HTMLElement>('[data-booking-frame-box]')
  if (!frame || !offlineMessage || !offlineNotice || !frameBox) return
  const view = box.ownerDocument.defaultView ?? window
  const url = frameUrlWithVisitorUtm(frame.src, view.location.search)
  const alreadyLoaded = frame.src === url && view.performance.getEntriesByName?.(url).some(isFrameEntry)
  if (frame.src !== url) {
    // A new element: a lazy frame can finish its first navigation after a changed src, and show the old URL.
    const replacement = frame.cloneNode() as HTMLIFrameElement
    replacement.src = url
    frame.replaceWith(replacement)
    frame = replacement
  }
  const shownFrame = frame
  const newTabLink = box.querySelector<HTMLAnchorElement>('[data-booking-link]')
  if (newTabLink) newTabLink.href = url
  let loaded = false

  const showState = () => {
    const online = view.navigator.onLine
    offlineMessage.hidden = online || loaded
    frameBox.hidden = !online && !loaded
    offlineNotice.hidden = online || !loaded
  }

  const markLoaded = () => {
    // Offline, the frame loads the browser's error page: that is not the scheduler.
    if (!view.navigator.onLine) return
    loaded = true
    box.dataset.state = 'ready'
    showState()
  }
  shownFrame.addEventListener('load', markLoaded, { signal })
  view.addEventListener('offline', showState, { signal })
  view.addEventListener(
    'online',
    () => {
      if (!loaded) shownFrame.src = url
      showState()
    },
    { signal },
  )
  // A quick frame may have loaded before this script ran; the browser records a loaded frame as an 'iframe' entry.
  if (alreadyLoaded) markLoaded()
  showState()
}

function isFrameEntry(entry: PerformanceEntry): boolean {
  return (entry as PerformanceResourceTiming).initiatorType === 'iframe'
}
