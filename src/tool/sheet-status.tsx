import type { SheetState } from './use-sheet'

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The status line ('Loading data…', 'Loaded {n} companies.', or a failure) plus where the data came from. */
export function SheetStatus({ sheet }: { sheet: SheetState }) {
  const { status, failureDetail, data, showingOlderData, isFetching } = sheet
  return (
    <div className="sheet-status">
      <p className="status-line" role="status" aria-live="polite">
        {status}
        {failureDetail ? <span className="status-detail"> ({failureDetail})</span> : null}
      </p>
      {data?.snapshotSavedAt ? (
        <p className="snapshot-notice">Offline — showing the copy saved {timeFormat.format(data.snapshotSavedAt)}.</p>
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
