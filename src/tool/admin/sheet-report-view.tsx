import { sheetReportCopy } from '../../content/tool-copy'
import { Listed } from './report-list'
import { useMemo, useState } from 'react'
import { leadDetailsCopy } from '../../content/partners/find-copy'
import { leadCopy } from '../../content/leads/lead-copy'
import { sheetGeoReport } from '../../geo/sheet-geo-report'
import { unreadableBookingAnswers } from '../../leads/booking-answers'
import { sheetReportWarnings } from '../../partners/messages'
import { useNearbyPartnerSearch, useZipDataset } from '../zip-data/zip-dataset-queries'
import { RoutingReportView } from './routing-report-view'
import type { SheetState } from '../partners/sheet-load/use-sheet'

/** On request: an owner opening Admin to change a link should not wait for the US ZIP list and every Target Area. */
function SheetGeoReportView({ sheet }: { sheet: SheetState }) {
  const [asked, setAsked] = useState(false)
  const { status } = useZipDataset(asked)
  const search = useNearbyPartnerSearch(sheet, asked)
  const report = useMemo(() => (search ? sheetGeoReport(search) : null), [search])
  if (!asked) {
    return (
      <button type="button" className="button button-secondary" onClick={() => setAsked(true)}>
        {leadCopy.checkPlaces}
      </button>
    )
  }
  if (!report)
    return <p className="hint">{status === 'unavailable' ? leadCopy.locationUnavailable : leadCopy.checkingPlaces}</p>
  return (
    <>
      {report.unresolvedTargetAreas.length === 0 && report.zipsNotInDataset.length === 0 ? (
        <p>{leadCopy.placesAllFound}</p>
      ) : null}
      <Listed
        title={leadCopy.unresolvedTargetAreasTitle}
        items={report.unresolvedTargetAreas}
        render={(item) => `${item.name}: “${item.targetArea}” (${item.problem})`}
      />
      <Listed
        title={leadCopy.zipsNotInDatasetTitle}
        items={report.zipsNotInDataset}
        render={(item) => `${item.zip} (${item.partners === 1 ? '1 partner' : `${item.partners} partners`})`}
      />
    </>
  )
}

/** What the last load found wrong in the sheet, so the owner can fix it. Sheet text is shown as text only. */
export function SheetReportView({ sheet }: { sheet: SheetState }) {
  const { report, sheetUrl } = sheet
  const unreadableAnswers = useMemo(() => unreadableBookingAnswers(sheet.companies), [sheet.companies])
  return (
    <section className="sheet-report" aria-labelledby="sheet-report-heading">
      <h3 id="sheet-report-heading">{sheetReportCopy.heading}</h3>
      <p className="hint">
        {sheetReportCopy.source} <code>{sheetUrl}</code>
      </p>
      {report ? (
        <>
          <p>{sheetReportCopy.rowsKept(report.rowsKept, report.rowsRead)}</p>
          {report.noStatusColumn ? <p className="report-warning">{sheetReportWarnings.noStatusColumn}</p> : null}
          <Listed
            title={sheetReportCopy.rowsSkipped}
            items={report.droppedRows}
            render={(item) => `Row ${item.row}: ${item.reason}`}
          />
          <Listed
            title={sheetReportCopy.zipsIgnored}
            items={report.rejectedZipTokens}
            render={(item) => `Row ${item.row}: “${item.token}”`}
          />
          <Listed
            title={sheetReportCopy.unsafeLinks}
            items={report.unsafeLinks}
            render={(item) => `Row ${item.row}, ${item.field}: “${item.value}”`}
          />
          <Listed
            title={leadDetailsCopy.bookingAnswersReportTitle}
            items={unreadableAnswers}
            render={(item) => `Row ${item.row} (${item.name}): “${item.cell}”`}
          />
          <Listed title={sheetReportCopy.unknownColumns} items={report.unmatchedHeaders} render={(header) => header} />
          <Listed title={sheetReportCopy.strayQuoteRows} items={report.strayQuoteRows} render={(row) => `Row ${row}`} />
          <RoutingReportView companies={sheet.companies} />
          <SheetGeoReportView sheet={sheet} />
        </>
      ) : (
        <p>{sheetReportCopy.noSheetYet}</p>
      )}
    </section>
  )
}
