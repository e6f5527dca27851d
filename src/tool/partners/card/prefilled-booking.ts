// Only Calendly reads these parameters: a link to any other host opens exactly as the sheet has it.

import { buildBookingUrl } from '../../../site/booking-widget/embed-url'
import { parseBookingAnswers } from '../../../leads/booking-answers'
import type { LeadContact } from '../../../leads/lead'
import type { Company } from '../../../partners/company'

export interface ScheduleLink {
  url: string
  /** True when the URL carries at least one lead detail. */
  prefilled: boolean
}

function isCalendly(url: URL): boolean {
  return url.protocol === 'https:' && (url.hostname === 'calendly.com' || url.hostname.endsWith('.calendly.com'))
}

export function scheduleLink(
  company: Pick<Company, 'schedule_url' | 'booking_answers'>,
  lead: LeadContact,
): ScheduleLink {
  const sheetLink = { url: company.schedule_url, prefilled: false }
  let base: URL
  try {
    base = new URL(company.schedule_url)
  } catch {
    return sheetLink
  }
  if (!isCalendly(base)) return sheetLink
  const customAnswers: Record<string, string> = {}
  for (const [question, field] of Object.entries(parseBookingAnswers(company.booking_answers) ?? {})) {
    customAnswers[question] = lead[field]
  }
  const prefill = { name: lead.name, email: lead.email, location: lead.address, customAnswers }
  if (![prefill.name, prefill.email, prefill.location, ...Object.values(customAnswers)].some((v) => v.trim())) {
    return sheetLink
  }
  return { url: buildBookingUrl(company.schedule_url, { prefill, embedType: null }), prefilled: true }
}
