import { useMemo, useState } from 'react'
import './lead-finder.css'
import { EMPTY_LEAD, type LeadContact } from '../../sheet/booking-answers'
import type { Company, ZipIndex } from '../../sheet/company'
import { positionInSheet } from '../../sheet/partner-search'
import { FindBox } from './find-box'
import { LeadDetailsForm } from './lead-details-form'
import { PartnerCardView } from './partner-card-view'

interface LeadFinderProps {
  companies: readonly Company[]
  zipIndex: ZipIndex
  /** The ZIP box's text and what it searches. */
  zipInput: string
  searchedZip: string
  onZipChange: (zip: string) => void
  now: number
  leadContact: LeadContact
  onLeadContactChange: (lead: LeadContact) => void
}

/** What the caller gives besides a ZIP (issue 23): a town or a partner's name, and the lead's details. */
export function LeadFinder(props: LeadFinderProps) {
  const { companies, zipIndex, searchedZip, onZipChange, leadContact } = props
  const [chosen, setChosen] = useState<Company | null>(null)
  // A refreshed sheet can move or drop the partner: it is found again by its row and names.
  const chosenPosition = useMemo(() => (chosen ? positionInSheet(companies, chosen) : -1), [companies, chosen])
  const [findBoxKey, setFindBoxKey] = useState(0)

  function newLead() {
    props.onLeadContactChange(EMPTY_LEAD)
    onZipChange('')
    setChosen(null)
    setFindBoxKey((key) => key + 1)
  }

  return (
    <>
      <FindBox
        key={findBoxKey}
        companies={companies}
        zipIndex={zipIndex}
        searchedZip={searchedZip}
        onSearchZip={onZipChange}
        onChoosePartner={(position) => setChosen(companies[position] ?? null)}
      />
      <LeadDetailsForm
        lead={leadContact}
        onChange={props.onLeadContactChange}
        onAddressZip={(zip) => (props.zipInput === '' ? onZipChange(zip) : undefined)}
        onNewLead={newLead}
      />
      {chosenPosition >= 0 ? (
        <PartnerCardView
          company={companies[chosenPosition]!}
          position={chosenPosition}
          zipIndex={zipIndex}
          zipSearched={searchedZip}
          now={props.now}
          lead={leadContact}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </>
  )
}
