// Admin's routing lines: partners only `All services` shows, and Priority and Weekly Cap cells that are not numbers.
import type { Company } from '../partners/company'
import { hasUnreadableCap } from './partner-standing'
import { hasUnreadablePriority } from './partner-order'
import { partnerName } from '../partners/partner-name'

export interface RoutingReport {
  noServiceCategory: { row: number; name: string }[]
  unreadablePriority: { row: number; value: string }[]
  unreadableCap: { row: number; value: string }[]
}

export function routingReport(companies: readonly Company[]): RoutingReport {
  const report: RoutingReport = { noServiceCategory: [], unreadablePriority: [], unreadableCap: [] }
  for (const company of companies) {
    const name = partnerName(company)
    if (company.service_category.trim() === '') report.noServiceCategory.push({ row: company.sheet_row, name })
    if (hasUnreadablePriority(company))
      report.unreadablePriority.push({ row: company.sheet_row, value: company.priority })
    if (hasUnreadableCap(company)) report.unreadableCap.push({ row: company.sheet_row, value: company.weekly_cap })
  }
  return report
}
