import { useEffect, useMemo, useRef, useState } from 'react'
import { bookingOrigin, buildBookingUrl } from './embed-url'
import type { BookingPageSettings, BookingPrefill, BookingUrlOptions, BookingUtm } from './embed-url'
import { listenForBookingEvents } from './events'
import type { BookingEventHandler } from './events'
import { bookingFrame } from '../../content/landing'
import { useOnline } from './use-online'

export const BOOKING_WIDGET_HEIGHT = 700
export const BOOKING_WIDGET_MIN_WIDTH = 320

export interface BookingWidgetProps {
  url: string
  title: string
  prefill?: BookingPrefill
  pageSettings?: BookingPageSettings
  utm?: BookingUtm
  /** Receives the widget's `calendly.*` events, only from the widget's own origin. */
  onEvent?: BookingEventHandler
  className?: string
}

/** The inline widget for React screens; the prerendered scheduling page uses BookingFrame, which needs no React. */
export function BookingWidget({ url, title, prefill, pageSettings, utm, onEvent, className }: BookingWidgetProps) {
  const online = useOnline()
  const [loaded, setLoaded] = useState(false)
  // The options are plain data: key them by value so a parent re-render never reloads the frame.
  const optionsKey = JSON.stringify({ prefill, pageSettings, utm })
  const src = useMemo(
    () => buildBookingUrl(url, { ...(JSON.parse(optionsKey) as BookingUrlOptions), embedType: 'Inline' }),
    [url, optionsKey],
  )

  const handlerRef = useRef(onEvent)
  useEffect(() => {
    handlerRef.current = onEvent
  })
  const listening = Boolean(onEvent)
  useEffect(() => {
    if (!listening) return
    return listenForBookingEvents(bookingOrigin(src), (event, message) => handlerRef.current?.(event, message))
  }, [src, listening])

  // Once loaded, a dropped connection keeps the frame: the visitor keeps what they have picked so far.
  const showFrame = online || loaded
  const classes = ['booking-widget', className].filter(Boolean).join(' ')

  if (!showFrame) {
    return (
      <div className={classes} data-state="offline">
        <div className="booking-widget__offline" role="status">
          <p className="booking-widget__offline-title">{bookingFrame.offlineTitle}</p>
          <p>{bookingFrame.offlineText}</p>
        </div>
      </div>
    )
  }

  return (
    <div className={classes} data-state={loaded ? 'ready' : 'loading'}>
      {!online && (
        <p className="booking-widget__notice" role="status">
          {bookingFrame.offlineNotice}
        </p>
      )}
      <div className="booking-widget__frame-box">
        <iframe
          className="booking-widget__frame"
          src={src}
          title={title}
          height={BOOKING_WIDGET_HEIGHT}
          onLoad={() => setLoaded(true)}
        />
        {!loaded && (
          <div className="booking-widget__spinner" role="status" data-testid="booking-spinner">
            <span className="spinner" aria-hidden="true" />
            <span className="booking-widget__spinner-text">{bookingFrame.loading}</span>
          </div>
        )}
      </div>
    </div>
  )
}
