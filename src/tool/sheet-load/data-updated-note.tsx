import { useEffect, useRef, useState } from 'react'
import { searchCopy } from '../../content/tool-copy'
import type { Company } from '../../sheet/company'

/** True when new sheet data changed the cards shown for the same search, so the panel can say so. */
function useResultsChanged(zip: string, companies: readonly Company[], fetchedAt: number | undefined): boolean {
  const signature = companies.map((company) => company.company_name).join('\u0000')
  const shown = useRef({ zip, signature, fetchedAt })
  const [changed, setChanged] = useState(false)
  useEffect(() => {
    const previous = shown.current
    const newData = previous.fetchedAt !== undefined && previous.fetchedAt !== fetchedAt
    if (previous.zip !== zip) setChanged(false)
    else if (newData && previous.signature !== signature && zip !== '') setChanged(true)
    shown.current = { zip, signature, fetchedAt }
  }, [zip, signature, fetchedAt])
  return changed
}

/** Says so when a refreshed sheet changed the cards of the ZIP on screen. */
export function DataUpdatedNote(props: { zip: string; companies: readonly Company[]; fetchedAt: number | undefined }) {
  return useResultsChanged(props.zip, props.companies, props.fetchedAt) ? (
    <p className="data-updated" role="status">
      {searchCopy.dataUpdated}
    </p>
  ) : null
}
