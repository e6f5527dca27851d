// Popup mode: the scheduling page in a modal overlay, in plain DOM so any click handler can open it.
import { bookingFrame } from '../../content/landing'
import { bookingOrigin, buildBookingUrl } from './embed-url'
import type { BookingPageSettings, BookingPrefill, BookingUtm } from '../../content/booking-widget-settings'
import { listenForBookingEvents } from './events'
import type { BookingEventHandler } from './events'

export interface BookingPopupOptions {
  url: string
  /** Element the overlay is appended to, e.g. `document.body`. Required. */
  rootElement: HTMLElement | null | undefined
  title?: string
  prefill?: BookingPrefill
  pageSettings?: BookingPageSettings
  utm?: BookingUtm
  onEvent?: BookingEventHandler
  onClose?: () => void
}

export interface BookingPopup {
  element: HTMLElement
  close: () => void
}

export const MISSING_ROOT_ELEMENT_MESSAGE =
  'Booking popup needs a root element: pass rootElement (for example document.body).'

export function openBookingPopup(options: BookingPopupOptions): BookingPopup {
  const { rootElement } = options
  if (!rootElement) throw new Error(MISSING_ROOT_ELEMENT_MESSAGE)
  const doc = rootElement.ownerDocument
  const title = options.title ?? bookingFrame.popupTitle
  const src = buildBookingUrl(options.url, {
    prefill: options.prefill,
    pageSettings: options.pageSettings,
    utm: options.utm,
    embedType: 'PopupWidget',
  })
  const previouslyFocused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null

  const overlay = doc.createElement('div')
  overlay.className = 'booking-popup'
  overlay.setAttribute('role', 'dialog')
  overlay.setAttribute('aria-modal', 'true')
  overlay.setAttribute('aria-label', title)

  const panel = doc.createElement('div')
  panel.className = 'booking-popup__panel booking-widget__frame-box'

  const closeButton = doc.createElement('button')
  closeButton.type = 'button'
  closeButton.className = 'booking-popup__close'
  closeButton.textContent = bookingFrame.close

  const spinner = doc.createElement('div')
  spinner.className = 'booking-widget__spinner'
  spinner.setAttribute('role', 'status')
  const spinnerIcon = doc.createElement('span')
  spinnerIcon.className = 'spinner'
  spinnerIcon.setAttribute('aria-hidden', 'true')
  const spinnerText = doc.createElement('span')
  spinnerText.className = 'booking-widget__spinner-text'
  spinnerText.textContent = bookingFrame.loading
  spinner.append(spinnerIcon, spinnerText)

  const frame = doc.createElement('iframe')
  frame.className = 'booking-widget__frame'
  frame.title = title
  frame.src = src
  frame.addEventListener('load', () => spinner.remove(), { once: true })

  panel.append(frame, spinner)
  overlay.append(closeButton, panel)
  rootElement.append(overlay)

  const stopListening = options.onEvent
    ? listenForBookingEvents(bookingOrigin(src), options.onEvent, doc.defaultView ?? window)
    : () => {}
  let open = true
  const close = () => {
    if (!open) return
    open = false
    stopListening()
    doc.removeEventListener('keydown', onKeyDown)
    overlay.remove()
    previouslyFocused?.focus()
    options.onClose?.()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
  }
  closeButton.addEventListener('click', close)
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay) close()
  })
  doc.addEventListener('keydown', onKeyDown)
  closeButton.focus()

  return { element: overlay, close }
}
