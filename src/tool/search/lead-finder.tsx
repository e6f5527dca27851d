import { useState } from 'react'
import './lead-finder.css'
import { EMPTY_LEAD, type LeadContact } from '../../sheet/booking-answers'
import type { Company, ZipIndex } from '../../sheet/company'
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
  const [chosen, setChosen] = useState<{ position: number; companies: readonly Company[] } | null>(null)
  // A refreshed sheet has new positions: the chosen partner is only shown against the sheet it came from.
  const chosenPartner = chosen?.companies === companies ? companies[chosen.position] : undefined
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
        onChoosePartner={(position) => setChosen({ position, companies })}
      />
      <LeadDetailsForm
        lead={leadContact}
        onChange={props.onLeadContactChange}
        onAddressZip={(zip) => (props.zipInput === '' ? onZipChange(zip) : undefined)}
        onNewLead={newLead}
      />
      {chosen && chosenPartner ? (
        <PartnerCardView
          company={chosenPartner}
          position={chosen.position}
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
