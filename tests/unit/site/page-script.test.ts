import { afterEach, describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { enhanceBookingFrame, frameUrlWithVisitorUtm } from '../../../src/site/page-script/booking-frame'
import { showCurrentYear } from '../../../src/site/page-script/current-year'
import { closeMenuOnLinkTap } from '../../../src/site/page-script/menu'
import { BookingFrame, scheduleFrameUrl } from '../../../src/site/schedule/booking-frame'
import { DEFAULT_SCHEDULE_FRAME_QUERY } from '../../support/schedule-frame'

const BOOKING_URL = 'https://calendly.com/acme/discovery-call'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

/** The frame as the prerendered page has it, in the document at `path`. */
function prerenderedFrame(path = '/schedule') {
  window.history.replaceState(null, '', path)
  document.body.innerHTML = renderToStaticMarkup(createElement(BookingFrame, { title: 'Book a call' }))
  const box = document.querySelector<HTMLElement>('[data-booking-frame]')!
  const frame = box.querySelector('iframe')!
  const shown = (selector: string) => !box.querySelector<HTMLElement>(selector)!.hidden
  return {
    box,
    frame,
    offlineMessageShown: () => shown('[data-booking-offline]'),
    offlineNoticeShown: () => shown('[data-booking-offline-notice]'),
    frameShown: () => shown('[data-booking-frame-box]'),
  }
}

/** Every time the frame was told to load a URL (setting src, even to the same value, loads it again). */
function watchFrameLoads(frame: HTMLIFrameElement): () => Promise<number> {
  let loads = 0
  const observer = new MutationObserver((records) => (loads += records.length))
  observer.observe(frame, { attributes: true, attributeFilter: ['src'] })
  return async () => {
    await Promise.resolve()
    return loads
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('the booking frame’s URL, fixed at build time from configuration', () => {
  it('has the page settings, the default UTM values and the inline embed parameters', () => {
    const url = new URL(scheduleFrameUrl({ bookingUrl: BOOKING_URL, siteUrl: '' }))
    expect(url.origin + url.pathname).toBe(BOOKING_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual(DEFAULT_SCHEDULE_FRAME_QUERY)
  })

  it('names the configured site as embed_domain, never the current location', () => {
    const url = new URL(scheduleFrameUrl({ bookingUrl: BOOKING_URL, siteUrl: 'https://leads.example.com/' }))
    expect(url.searchParams.get('embed_domain')).toBe('leads.example.com')
    expect(scheduleFrameUrl({ bookingUrl: BOOKING_URL, siteUrl: 'not a url' })).not.toContain('embed_domain')
  })
})

describe('frameUrlWithVisitorUtm', () => {
  const frameUrl = `${BOOKING_URL}?utm_source=website&utm_medium=schedule-page&embed_type=Inline`

  it('puts the visitor’s own utm_* values in place of the defaults, and nothing else', () => {
    const url = new URL(frameUrlWithVisitorUtm(frameUrl, '?utm_source=newsletter&utm_campaign=spring&ref=x&utm_term='))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'schedule-page',
      embed_type: 'Inline',
      utm_campaign: 'spring',
    })
  })

  it('leaves the URL as it is without any', () => {
    expect(frameUrlWithVisitorUtm(frameUrl, '?ref=x')).toBe(frameUrl)
  })
})

describe('enhanceBookingFrame', () => {
  it('shows the visitor’s UTM values in a new frame element (a lazy first navigation cannot win), and leaves the frame alone without them', async () => {
    setOnline(true)
    const plain = prerenderedFrame('/schedule')
    const plainLoads = watchFrameLoads(plain.frame)
    const builtSrc = plain.frame.src
    enhanceBookingFrame(plain.box)
    expect(await plainLoads()).toBe(0)
    expect(plain.frame.src).toBe(builtSrc)

    const tagged = prerenderedFrame('/schedule?utm_source=newsletter')
    enhanceBookingFrame(tagged.box)
    const frames = tagged.box.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    expect(frames[0]).not.toBe(tagged.frame)
    expect(tagged.frame.isConnected).toBe(false)
    expect(new URL(frames[0]!.src).searchParams.get('utm_source')).toBe('newsletter')
  })

  it('shows the spinner until the frame has loaded', () => {
    setOnline(true)
    const { box, frame, frameShown, offlineMessageShown } = prerenderedFrame()
    enhanceBookingFrame(box)
    expect(box.dataset.state).toBe('loading')
    expect(frameShown()).toBe(true)
    expect(offlineMessageShown()).toBe(false)
    frame.dispatchEvent(new Event('load'))
    expect(box.dataset.state).toBe('ready')
  })

  it('notices a frame that loaded before it ran', () => {
    setOnline(true)
    const { box, frame } = prerenderedFrame()
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === frame.src ? [{ name, initiatorType: 'iframe' } as unknown as PerformanceEntry] : [],
    )
    enhanceBookingFrame(box)
    expect(box.dataset.state).toBe('ready')
  })

  it('offline, shows the message instead of the frame; back online, loads the frame', async () => {
    setOnline(false)
    const { box, frameShown, offlineMessageShown } = prerenderedFrame('/schedule?utm_medium=email')
    enhanceBookingFrame(box)
    const frame = box.querySelector('iframe')!
    expect(offlineMessageShown()).toBe(true)
    expect(frameShown()).toBe(false)
    // The browser's error page loading in the frame is not the scheduler.
    frame.dispatchEvent(new Event('load'))
    expect(box.dataset.state).toBe('loading')

    const loads = watchFrameLoads(frame)
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    expect(await loads()).toBe(1)
    expect(new URL(frame.src).searchParams.get('utm_medium')).toBe('email')
    expect(offlineMessageShown()).toBe(false)
    expect(frameShown()).toBe(true)
  })

  it('keeps a loaded frame when the connection drops, with a notice', () => {
    setOnline(true)
    const { box, frame, frameShown, offlineMessageShown, offlineNoticeShown } = prerenderedFrame()
    enhanceBookingFrame(box)
    frame.dispatchEvent(new Event('load'))
    setOnline(false)
    window.dispatchEvent(new Event('offline'))
    expect(frameShown()).toBe(true)
    expect(offlineMessageShown()).toBe(false)
    expect(offlineNoticeShown()).toBe(true)
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    expect(offlineNoticeShown()).toBe(false)
  })

  it('stops when its signal aborts', () => {
    setOnline(true)
    const { box, frameShown } = prerenderedFrame()
    const controller = new AbortController()
    enhanceBookingFrame(box, controller.signal)
    controller.abort()
    setOnline(false)
    window.dispatchEvent(new Event('offline'))
    expect(frameShown()).toBe(true)
  })
})

describe('closeMenuOnLinkTap', () => {
  function popoverMenu(open: boolean) {
    document.body.innerHTML = '<ul popover><li><a href="#pricing">Pricing</a></li><li><span>Text</span></li></ul>'
    const menu = document.querySelector('ul')!
    const hidePopover = vi.fn()
    Object.assign(menu, { hidePopover, matches: (selector: string) => open && selector === ':popover-open' })
    return { menu, hidePopover }
  }

  it('closes the open menu when one of its links is chosen', () => {
    const { menu, hidePopover } = popoverMenu(true)
    closeMenuOnLinkTap(menu)
    menu.querySelector('span')!.click()
    expect(hidePopover).not.toHaveBeenCalled()
    menu.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(hidePopover).toHaveBeenCalledOnce()
  })

  it('does nothing where the Popover API is missing', () => {
    document.body.innerHTML = '<ul popover><li><a href="#pricing">Pricing</a></li></ul>'
    const menu = document.querySelector('ul')!
    expect('hidePopover' in menu).toBe(false)
    closeMenuOnLinkTap(menu)
    expect(() => menu.querySelector('a')!.click()).not.toThrow()
  })
})

describe('showCurrentYear', () => {
  it('replaces the build’s year with the visitor’s', () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T12:00:00Z'), toFake: ['Date'] })
    document.body.innerHTML = '<p>© <span data-current-year="">2026</span> Acme</p>'
    showCurrentYear(document)
    expect(document.body.textContent).toBe('© 2031 Acme')
    vi.useRealTimers()
  })
})
