import { sheetReportCopy } from '../../content/tool-copy'

const MAX_LISTED = 50

/** A report list the owner opens: its title and count, and the first items. */
export function Listed<T>({ title, items, render }: { title: string; items: T[]; render: (item: T) => string }) {
  if (items.length === 0) return null
  return (
    <details className="report-group">
      <summary>
        {title}: {items.length}
      </summary>
      <ul>
        {items.slice(0, MAX_LISTED).map((item, position) => (
          <li key={position}>{render(item)}</li>
        ))}
        {items.length > MAX_LISTED ? <li>{sheetReportCopy.more(items.length - MAX_LISTED)}</li> : null}
      </ul>
    </details>
  )
}
