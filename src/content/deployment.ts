// Build-time VITE_* values for the public pages (.env.example); the tool's own live in tool-deployment.ts.
import type { BookingPageSettings, BookingPrefill, BookingUtm } from './booking-widget-settings'
import { bookingUrlDefault } from './deployment-defaults'

export function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

const env = import.meta.env

export const deployment = {
  companyName: setting(env.VITE_COMPANY_NAME, 'Anchor Home Services'),
  bookingUrl: setting(env.VITE_BOOKING_URL, bookingUrlDefault),
  /** Link previews need absolute Open Graph URLs; empty: site-relative ones. */
  siteUrl: setting(env.VITE_SITE_URL, ''),
} as const

/** What the scheduling page's booking frame is opened with; a visitor's own utm_* values replace the defaults. */
export const scheduleBooking: { prefill: BookingPrefill; pageSettings: BookingPageSettings; utm: BookingUtm } = {
  prefill: {},
  pageSettings: { primaryColor: '#0f3d3e', textColor: '#14213d', hideGdprBanner: true },
  utm: { utmSource: 'website', utmMedium: 'schedule-page' },
}
