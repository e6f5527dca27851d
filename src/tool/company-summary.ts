import type { Company } from '../sheet/company'

/**
 * The plain-text block a setter pastes into the CRM or a message: partner name and
 * status, service category, estimator, email, price per car size, schedule link
 * and the ZIP searched. It starts with the lead line ("54025 · Somerset, WI · 2:05 PM CST")
 * when the ZIP is in the US ZIP list. Empty parts are left out.
 */
export function companySummary(company: Company, zipSearched: string, leadLine = ''): string {
  const prices = [
    ['1 car', company.pricing_1car],
    ['2 car', company.pricing_2car],
    ['3 car', company.pricing_3car],
  ]
    .filter(([, price]) => price)
    .map(([size, price]) => `${size} ${price}`)
  const lines = [
    leadLine,
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
