// Pure and framework-free so it is cheap to test and to reuse (inline widget and popup).
import type { BookingPageSettings, BookingPrefill, BookingUtm } from '../../content/booking-widget-settings'

type BookingEmbedType = 'Inline' | 'PopupWidget'

export interface BookingUrlOptions {
  prefill?: BookingPrefill
  pageSettings?: BookingPageSettings
  utm?: BookingUtm
  /** `null`: a plain link opened in its own tab, with no embed parameters. Defaults to `Inline`. */
  embedType?: BookingEmbedType | null
  /** Host of the page that embeds the widget. Defaults to `window.location.host`. */
  embedDomain?: string
}

const CUSTOM_ANSWER_KEY = /^a([1-9][0-9]?)$/
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const HEX_COLOUR = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** `YYYY-MM-DD` with a real month (01–12) and day (01–31), else undefined. Text only, no `Date`. */
function bookingDate(value: string | undefined): string | undefined {
  const match = value?.trim().match(ISO_DAY)
  if (!match) return undefined
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined
  return match[0]
}

/** A hex colour without its `#`, lower-cased, or undefined when the value is not a hex colour. */
function bookingColour(value: string | undefined): string | undefined {
  const bare = value?.trim().replace(/^#/, '')
  return bare && HEX_COLOUR.test(bare) ? bare.toLowerCase() : undefined
}

function currentHost(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.host
}

/** An option replaces a same-named parameter already on `baseUrl` (never a duplicate); the rest and the hash stay. */
export function buildBookingUrl(baseUrl: string, options: BookingUrlOptions = {}): string {
  const url = new URL(baseUrl)
  const params = url.searchParams
  const set = (name: string, value: string | undefined) => {
    const text = value?.trim()
    if (text) params.set(name, text)
  }

  const { prefill = {}, pageSettings = {}, utm = {} } = options

  set('name', prefill.name)
  set('email', prefill.email)
  set('first_name', prefill.firstName)
  set('last_name', prefill.lastName)
  const guests = (prefill.guests ?? []).map((guest) => guest.trim()).filter(Boolean)
  if (guests.length) params.set('guests', guests.join(','))
  set('location', prefill.location)
  set('date', bookingDate(prefill.date))
  const answers = Object.entries(prefill.customAnswers ?? {})
    .map(([key, value]) => [key, value, CUSTOM_ANSWER_KEY.exec(key)] as const)
    .filter(([, , match]) => match)
    .sort(([, , a], [, , b]) => Number(a?.[1]) - Number(b?.[1]))
  for (const [key, value] of answers) set(key, value)

  set('background_color', bookingColour(pageSettings.backgroundColor))
  set('primary_color', bookingColour(pageSettings.primaryColor))
  set('text_color', bookingColour(pageSettings.textColor))
  if (pageSettings.hideEventTypeDetails) params.set('hide_event_type_details', '1')
  if (pageSettings.hideLandingPageDetails) params.set('hide_landing_page_details', '1')
  if (pageSettings.hideGdprBanner) params.set('hide_gdpr_banner', '1')

  set('utm_campaign', utm.utmCampaign)
  set('utm_source', utm.utmSource)
  set('utm_medium', utm.utmMedium)
  set('utm_content', utm.utmContent)
  set('utm_term', utm.utmTerm)
  set('salesforce_uuid', utm.salesforceUuid)

  if (options.embedType !== null) {
    params.set('embed_type', options.embedType ?? 'Inline')
    set('embed_domain', options.embedDomain ?? currentHost())
  }

  return url.toString()
}

/** The origin the widget's postMessage events must come from. */
export function bookingOrigin(widgetUrl: string): string {
  return new URL(widgetUrl).origin
}
