import { routingCopy } from '../content/routing-copy'
import type { Company } from '../sheet/company'
import { garagePrice, type GarageSize } from '../sheet/garage-size'

export interface SummaryOptions {
  zipSearched: string
  leadLine?: string
  /** Once the setter chose a size, that size's price replaces the price list. */
  garageSize?: GarageSize | null
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

/**
 * The plain-text block a setter pastes into the CRM or a message: partner name and
 * status, service category, estimator, email, prices (or the chosen garage size's),
 * schedule link and the ZIP searched. It starts with the lead line ("54025 · Somerset, WI · 2:05 PM CST")
 * when the ZIP is in the US ZIP list. Empty parts are left out.
 */
export function companySummary(
  company: Company,
  { zipSearched, leadLine = '', garageSize = null }: SummaryOptions,
): string {
  const lines = [
    leadLine,
    `${company.display_name || company.company_name} (${company.status_badge})`,
    company.service_category && `Service: ${company.service_category}`,
    company.estimator_name && `Estimator: ${company.estimator_name}`,
    company.email && `Email: ${company.email}`,
    priceLine(company, garageSize),
    company.schedule_url && `Schedule: ${company.schedule_url}`,
    zipSearched && `ZIP searched: ${zipSearched}`,
  ]
  return lines.filter(Boolean).join('\n')
}
