import { useMemo } from 'react'
import { routingCopy } from '../../content/partners/routing-copy'
import type { Company } from '../../partners/company'
import { routingReport } from '../../bookings/routing-report'
import { Listed } from './report-list'

const rowAndCell = (item: { row: number; value: string }) => `Row ${item.row}: “${item.value}”`

/** The Admin sheet report's routing lines: partners without a service category, Priority cells that are not numbers. */
export function RoutingReportView({ companies }: { companies: readonly Company[] }) {
  const report = useMemo(() => routingReport(companies), [companies])
  return (
    <>
      <Listed
        title={routingCopy.noServiceCategoryTitle}
        items={report.noServiceCategory}
        render={(item) => `Row ${item.row}: ${item.name}`}
      />
      <Listed title={routingCopy.unreadablePriorityTitle} items={report.unreadablePriority} render={rowAndCell} />
      <Listed title={routingCopy.unreadableCapTitle} items={report.unreadableCap} render={rowAndCell} />
    </>
  )
}
