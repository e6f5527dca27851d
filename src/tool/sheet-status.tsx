import type { SnapshotReason } from '../pwa/sheet-snapshot'
import { timeAgo } from './use-now'
import type { SheetState } from './use-sheet'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

const snapshotLead: Record<SnapshotReason, string> = {
  offline: 'Offline',
  'slow-network': 'Connection too slow',
  'bad-response': 'The sheet did not answer properly',
}

/** The status line ('Loading data…', 'Loaded {n} companies.', or a failure), how fresh the data is, and where it came from. */
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
      <button type="button" className="button button-quiet" onClick={sheet.refresh} disabled={isFetching}>
        Refresh
      </button>
      {data?.snapshot ? (
        <p className="snapshot-notice">
          {snapshotLead[data.snapshot.reason]} — showing the copy saved {timeFormat.format(data.snapshot.savedAt)}.
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
