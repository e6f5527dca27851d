import { afterEach, describe, expect, it, vi } from 'vitest'
import { MISSING_ROOT_ELEMENT_MESSAGE, openBookingPopup } from '../../../src/site/booking-widget/popup'

const URL_ = 'https://calendly.com/acme/discovery-call'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('openBookingPopup', () => {
  it('throws a clear error naming the missing root element', () => {
    expect(() => openBookingPopup({ url: URL_, rootElement: null })).toThrow(MISSING_ROOT_ELEMENT_MESSAGE)
    expect(() => openBookingPopup({ url: URL_, rootElement: undefined })).toThrow(/root element: pass rootElement/)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('opens a modal dialog with the widget frame in the given root element', () => {
    const root = document.createElement('div')
    document.body.append(root)
    const popup = openBookingPopup({ url: URL_, rootElement: root, title: 'Book a call', prefill: { name: 'Jo' } })
    const dialog = root.querySelector('[role="dialog"]')
    expect(dialog).toBe(popup.element)
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAttribute('aria-label', 'Book a call')
    const frame = dialog?.querySelector('iframe')
    expect(frame).toHaveAttribute('title', 'Book a call')
    const src = new URL(frame?.getAttribute('src') ?? '')
    expect(src.searchParams.get('embed_type')).toBe('PopupWidget')
    expect(src.searchParams.get('name')).toBe('Jo')
    expect(dialog?.querySelector('[role="status"]')).toHaveTextContent('Loading the scheduler')
    frame?.dispatchEvent(new Event('load'))
    expect(dialog?.querySelector('[role="status"]')).toBeNull()
    popup.close()
  })

  it('closes with the Close button, Escape or close(), restoring focus', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const onClose = vi.fn()
    const popup = openBookingPopup({ url: URL_, rootElement: document.body, onClose })
    expect(document.activeElement).toHaveTextContent('Close')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(onClose).toHaveBeenCalledTimes(1)
    popup.close()
    expect(onClose).toHaveBeenCalledTimes(1)

    const second = openBookingPopup({ url: URL_, rootElement: document.body })
    second.element.querySelector('button')?.click()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('passes widget events to onEvent only while open', () => {
    const onEvent = vi.fn()
    const popup = openBookingPopup({ url: URL_, rootElement: document.body, onEvent })
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://calendly.com', data: { event: 'calendly.event_scheduled' } }),
    )
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.example', data: { event: 'calendly.event_scheduled' } }),
    )
    expect(onEvent).toHaveBeenCalledTimes(1)
    popup.close()
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://calendly.com', data: { event: 'calendly.event_scheduled' } }),
    )
    expect(onEvent).toHaveBeenCalledTimes(1)
  })
})
