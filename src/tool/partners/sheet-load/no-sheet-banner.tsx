import { searchCopy } from '../../../content/tool-copy'
import type { SheetState } from './use-sheet'

/** With no sheet data at all, "no results" would read as "no partners": say why instead. */
export function NoSheetBanner({ sheet }: { sheet: SheetState }) {
  if (sheet.data !== undefined || sheet.isFetching) return null
  return (
    <div className="no-sheet-banner" role="alert">
      <p className="no-sheet-title">{searchCopy.noSheet}</p>
      <p className="no-sheet-reason">
        {sheet.status}
        {sheet.failureDetail ? ` (${sheet.failureDetail})` : ''}
      </p>
      <button type="button" className="button button-primary" onClick={sheet.refresh}>
        {searchCopy.tryAgain}
      </button>
    </div>
  )
}
