// Deployment values the public pages use, read once from build-time VITE_* variables
// (see .env.example). The setter tool's own values (logins, links, default sheet) live in
// tool-deployment.ts so that public pages never ship them. Defaults are harmless placeholders.

import { bookingUrlDefault } from './deployment-defaults'

/** A trimmed VITE_* value, or the placeholder when unset or blank. */
export function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

const env = import.meta.env

export const deployment = {
  companyName: setting(env.VITE_COMPANY_NAME, 'Anchor Home Services'),
  /** Inline booking widget (Calendly-style scheduling page) for discovery calls. */
  bookingUrl: setting(env.VITE_BOOKING_URL, bookingUrlDefault),
  /**
   * The site's public address, e.g. `https://leads.example.com`, for absolute URLs in
   * Open Graph tags (link previews need them). Empty: site-relative URLs.
   */
  siteUrl: setting(env.VITE_SITE_URL, ''),
} as const
