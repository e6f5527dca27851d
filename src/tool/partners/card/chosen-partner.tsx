import { useMemo, useState } from 'react'
import { findCopy } from '../../../content/partners/find-copy'
import type { LeadContact } from '../../../leads/lead'
import type { Company, ZipIndex } from '../../../partners/company'
import { positionInSheet, zipsListedBy } from '../../../partners/partner-search'
import { PartnerCard } from './partner-card'
import { useLoadedCompanies } from '../sheet-load/api'
import { useZipDataset } from '../../zip-data/zip-dataset-queries'
import { coverageLine, statesOfZips } from './partner-coverage'

/** By sheet position (-1: none); a refreshed sheet can move or drop it, so it is found again by its row and names. */
export function useChosenPartner(companies: readonly Company[]) {
  const [chosen, setChosen] = useState<Company | null>(null)
  const position = useMemo(() => (chosen ? positionInSheet(companies, chosen) : -1), [companies, chosen])
  return { position, choose: (at: number) => setChosen(companies[at] ?? null), clear: () => setChosen(null) }
}

interface PartnerCardViewProps {
  company: Company
  position: number
  zipIndex: ZipIndex
  zipSearched: string
  now: number
  lead: LeadContact
  onClose: () => void
}

export function PartnerCardView({
  company,
  position,
  zipIndex,
  zipSearched,
  now,
  lead,
  onClose,
}: PartnerCardViewProps) {
  const { dataset } = useZipDataset(true)
  const sheetRows = useLoadedCompanies()
  const zips = useMemo(() => zipsListedBy(zipIndex, position), [zipIndex, position])
  const coverage = useMemo(() => coverageLine(company, zips, statesOfZips(dataset, zips)), [company, zips, dataset])
  return (
    <section className="partner-found" aria-label={findCopy.partnerFound}>
      <button type="button" className="button button-quiet partner-found-close" onClick={onClose}>
        {findCopy.closePartner}
      </button>
      <PartnerCard
        company={company}
        zipSearched={zipSearched}
        now={now}
        lead={lead}
        indicators={[coverage]}
        sheetRows={sheetRows}
      />
    </section>
  )
}
