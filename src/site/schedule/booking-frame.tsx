import { deployment, scheduleBooking } from '../../content/deployment'
import { bookingFrame } from '../../content/landing'
import { buildBookingUrl } from '../booking-widget/embed-url'
import { usePageScript } from '../layout/use-page-script'
import { enhanceBookingFrame } from '../page-script/booking-frame'

/** SPEC.md §2 and §9: the widget is 700 px tall (and at least 320 px wide, in site.css). */
const BOOKING_WIDGET_HEIGHT = 700

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host
  } catch {
    return ''
  }
}

/** @internal Tests pass other settings. The frame's URL, fixed at build time: configuration only, never the location. */
export function scheduleFrameUrl(settings: { bookingUrl: string; siteUrl: string } = deployment): string {
  return buildBookingUrl(settings.bookingUrl, {
    ...scheduleBooking,
    embedType: 'Inline',
    embedDomain: hostOf(settings.siteUrl),
  })
}

/** The booking frame as plain HTML, over a CSS spinner: it loads without any script. */
export function BookingFrame({ title }: { title: string }) {
  const boxRef = usePageScript<HTMLDivElement>(enhanceBookingFrame)
  return (
    <div ref={boxRef} className="booking-widget" data-booking-frame="" data-state="loading">
      <div className="booking-widget__offline" role="status" data-booking-offline="" hidden>
        <p className="booking-widget__offline-title">{bookingFrame.offlineTitle}</p>
        <p>{bookingFrame.offlineText}</p>
      </div>
      <p className="booking-widget__notice" role="status" data-booking-offline-notice="" hidden>
        {bookingFrame.offlineNotice}
      </p>
      <div className="booking-widget__frame-box" data-booking-frame-box="">
        <div className="booking-widget__spinner" role="status" data-testid="booking-spinner">
          <span className="spinner" aria-hidden="true" />
          <span className="booking-widget__spinner-text">{bookingFrame.loading}</span>
        </div>
        <iframe
          className="booking-widget__frame"
          src={scheduleFrameUrl()}
          title={title}
          height={BOOKING_WIDGET_HEIGHT}
          loading="lazy"
        />
      </div>
      <p className="booking-widget__new-tab">
        {bookingFrame.newTabLead}{' '}
        <a href={scheduleFrameUrl()} target="_blank" rel="noopener noreferrer" data-booking-link="">
          {bookingFrame.newTabLink}
        </a>
      </p>
    </div>
  )
}
