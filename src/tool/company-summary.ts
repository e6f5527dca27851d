import { leadDetailsCopy } from '../content/find-copy'
import { LEAD_FIELDS, type LeadContact } from '../sheet/booking-answers'
import type { Company } from '../sheet/company'

export interface SummaryOptions {
  zipSearched?: string
  /** "54025 · Somerset, WI · 2:05 PM CST", when the ZIP is in the US ZIP list. */
  leadLine?: string
  /** What the setter typed about the lead: a `Lead:` block of the fields filled in. */
  lead?: LeadContact
}

/** The `Lead:` block: one line per detail the setter filled in; empty when none is. */
export function leadBlock(lead: LeadContact | undefined): string[] {
  const lines = LEAD_FIELDS.filter((field) => lead?.[field].trim()).map(
    (field) => `${leadDetailsCopy.labels[field]}: ${lead![field].trim()}`,
  )
  return lines.length > 0 ? [leadDetailsCopy.summaryHeading, ...lines] : []
}

/**
 * The plain-text block a setter pastes into the CRM or a message: the lead line, the `Lead:`
 * block, partner name and status, service category, estimator, email, price per car size,
 * schedule link and the ZIP searched. Empty parts are left out.
 */
export function companySummary(
  company: Company,
  { zipSearched = '', leadLine = '', lead }: SummaryOptions = {},
): string {
  const prices = [
    ['1 car', company.pricing_1car],
    ['2 car', company.pricing_2car],
    ['3 car', company.pricing_3car],
  ]
    .filter(([, price]) => price)
    .map(([size, price]) => `${size} ${price}`)
  const lines = [
    leadLine,
    ...leadBlock(lead),
    `${company.display_name || company.company_name} (${company.status_badge})`,
    company.service_category && `Service: ${company.service_category}`,
    company.estimator_name && `Estimator: ${company.estimator_name}`,
    company.email && `Email: ${company.email}`,
    prices.length > 0 && `Pricing: ${prices.join(' · ')}`,
    company.schedule_url && `Schedule: ${company.schedule_url}`,
    zipSearched && `ZIP searched: ${zipSearched}`,
  ]
  return lines.filter(Boolean).join('\n')
}
