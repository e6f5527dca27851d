import { sheetStatusCopy } from '../../../content/tool-copy'
import { timeAgo } from '../../ui/time-ago'
import { sheetTimeFormat as timeFormat } from './sheet-status-text'
import type { SheetState } from './use-sheet'

export function SheetStatus({ sheet, now }: { sheet: SheetState; now: number }) {
  const { status, failureDetail, data, showingOlderData, isFetching } = sheet
  const dataTime = data ? (data.snapshot?.savedAt ?? data.fetchedAt) : null
  return (
    <div className="sheet-status">
      <p className="status-line" role="status" aria-live="polite">
        {status}
        {failureDetail ? <span className="status-detail"> ({failureDetail})</span> : null}
      </p>
      {dataTime !== null ? (
        <p className="freshness" title={timeFormat.format(dataTime)}>
          Updated {timeAgo(dataTime, now)}
        </p>
      ) : null}
      <button type="button" className="button button-quiet" onClick={isFetching ? sheet.cancel : sheet.refresh}>
        {isFetching ? sheetStatusCopy.cancel : sheetStatusCopy.refresh}
      </button>
      {data?.snapshot ? (
        <p className="snapshot-notice">
          {sheetStatusCopy.snapshotLead[data.snapshot.reason]} — showing the copy saved{' '}
          {timeFormat.format(data.snapshot.savedAt)}.
        </p>
      ) : null}
      {showingOlderData && data ? (
        <p className="snapshot-notice">
          Still showing the {data.companies.length} companies loaded {timeFormat.format(data.fetchedAt)}.
        </p>
      ) : null}
    </div>
  )
}
