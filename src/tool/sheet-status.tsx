import type { SnapshotReason } from '../pwa/sheet-snapshot'
import type { SheetState } from './use-sheet'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

const snapshotLead: Record<SnapshotReason, string> = {
  offline: 'Offline',
  'slow-network': 'Connection too slow',
  'bad-response': 'The sheet did not answer properly',
}

/** The status line ('Loading data…', 'Loaded {n} companies.', or a failure) plus where the data came from. */
export function SheetStatus({ sheet }: { sheet: SheetState }) {
  const { status, failureDetail, data, showingOlderData, isFetching } = sheet
  return (
    <div className="sheet-status">
      <p className="status-line" role="status" aria-live="polite">
        {status}
        {failureDetail ? <span className="status-detail"> ({failureDetail})</span> : null}
      </p>
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
      <button type="button" className="button button-quiet" onClick={sheet.refresh} disabled={isFetching}>
        Refresh
      </button>
    </div>
  )
}
