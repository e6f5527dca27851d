import { leadDetailsCopy } from '../../../content/partners/find-copy'
import { routingCopy } from '../../../content/partners/routing-copy'
import { LEAD_FIELDS, type LeadContact } from '../../../leads/lead'
import type { Company } from '../../../partners/company'
import { garagePrice, type GarageSize } from '../../../partners/garage-size'
import { partnerName } from '../../../partners/partner-name'

export interface SummaryOptions {
  zipSearched?: string
  /** "54025 · Somerset, WI · 2:05 PM CST", when the ZIP is in the US ZIP list. */
  leadLine?: string
  /** What the setter typed about the lead: a `Lead:` block of the fields filled in. */
  lead?: LeadContact
  /** Once the setter chose a size, that size's price replaces the price list. */
  garageSize?: GarageSize | null
}

function leadBlock(lead: LeadContact | undefined): string[] {
  const lines = LEAD_FIELDS.filter((field) => lead?.[field].trim()).map(
    (field) => `${leadDetailsCopy.labels[field]}: ${lead![field].trim()}`,
  )
  return lines.length > 0 ? [leadDetailsCopy.summaryHeading, ...lines] : []
}

function priceLine(company: Company, garageSize: GarageSize | null): string {
  if (garageSize) {
    const price = garagePrice(company, garageSize)
    return price && routingCopy.summaryPrice(garageSize, price)
  }
  const prices = [
    ['1 car', company.pricing_1car],
    ['2 car', company.pricing_2car],
    ['3 car', company.pricing_3car],
  ]
    .filter(([, price]) => price)
    .map(([size, price]) => `${size} ${price}`)
  return prices.length > 0 ? `Pricing: ${prices.join(' · ')}` : ''
}

/** The plain text a setter pastes into the CRM: lead line, `Lead:` block, then the partner. Empty parts are left out. */
export function partnerSummary(
  company: Company,
  { zipSearched = '', leadLine = '', lead, garageSize = null }: SummaryOptions = {},
): string {
  const lines = [
    leadLine,
    ...leadBlock(lead),
    `${partnerName(company)} (${company.status_badge})`,
    company.service_category && `Service: ${company.service_category}`,
    company.estimator_name && `Estimator: ${company.estimator_name}`,
    company.email && `Email: ${company.email}`,
    priceLine(company, garageSize),
    company.schedule_url && `Schedule: ${company.schedule_url}`,
    zipSearched && `ZIP searched: ${zipSearched}`,
  ]
  return lines.filter(Boolean).join('\n')
}
