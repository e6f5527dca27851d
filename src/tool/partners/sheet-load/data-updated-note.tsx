import { useState } from 'react'
import { searchCopy } from '../../../content/tool-copy'
import type { Company } from '../../../partners/company'

/** True when a refreshed sheet lists other cards for the search than the setter first saw for it. */
function useResultsChanged(zip: string, companies: readonly Company[], fetchedAt: number | undefined): boolean {
  const signature = companies.map((company) => company.company_name).join('\u0000')
  const loaded = fetchedAt !== undefined
  const [firstSeen, setFirstSeen] = useState({ zip, loaded, signature })
  const sameSearch = firstSeen.zip === zip && firstSeen.loaded === loaded
  // A new search, or the first sheet arriving, sets what later sheets are compared with (React's render-time update).
  if (!sameSearch) setFirstSeen({ zip, loaded, signature })
  return sameSearch && loaded && zip !== '' && signature !== firstSeen.signature
}

export function DataUpdatedNote(props: { zip: string; companies: readonly Company[]; fetchedAt: number | undefined }) {
  return useResultsChanged(props.zip, props.companies, props.fetchedAt) ? (
    <p className="data-updated" role="status">
      {searchCopy.dataUpdated}
    </p>
  ) : null
}
