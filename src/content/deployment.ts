// Deployment values the public pages use, read once from build-time VITE_* variables (see .env.example).
// The setter tool's own values live in tool-deployment.ts so that public pages never ship them.
import type { BookingPageSettings, BookingPrefill, BookingUtm } from '../site/booking-widget/embed-url'
import { bookingUrlDefault } from './deployment-defaults'

/** A trimmed VITE_* value, or the placeholder when unset or blank. */
export function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

const env = import.meta.env

export const deployment = {
  companyName: setting(env.VITE_COMPANY_NAME, 'Anchor Home Services'),
  bookingUrl: setting(env.VITE_BOOKING_URL, bookingUrlDefault),
  /**
   * The site's public address, e.g. `https://leads.example.com`, for absolute URLs in
   * Open Graph tags (link previews need them). Empty: site-relative URLs.
   */
  siteUrl: setting(env.VITE_SITE_URL, ''),
} as const

/** What the scheduling page's booking frame is opened with; a visitor's own utm_* values replace the defaults. */
export const scheduleBooking: { prefill: BookingPrefill; pageSettings: BookingPageSettings; utm: BookingUtm } = {
  prefill: {},
  pageSettings: { primaryColor: '#0f3d3e', textColor: '#14213d', hideGdprBanner: true },
  utm: { utmSource: 'website', utmMedium: 'schedule-page' },
}
