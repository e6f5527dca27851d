import { useState, type ReactNode } from 'react'
import './lead-finder.css'
import type { LeadContact } from '../../leads/lead'
import type { Company, ZipIndex } from '../../partners/company'
import { FindBox } from './find-box'
import { LeadDetailsForm } from './lead-details-form'
import type { LeadPaste } from './use-lead-paste'

interface LeadFinderProps {
  companies: readonly Company[]
  zipIndex: ZipIndex
  zipInput: string
  searchedZip: string
  onZipChange: (zip: string) => void
  /** A ZIP from a place found by name: the answer is brought into view. */
  onFindZip: (zip: string) => void
  onChoosePartner: (position: number) => void
  /** Clears the lead: ZIP, service, garage size, details and the partner found by name. */
  onNewLead: () => void
  leadContact: LeadContact
  onLeadContactChange: (lead: LeadContact) => void
  paste: LeadPaste
  nextLead?: { button: ReactNode; panel: ReactNode }
}

export function LeadFinder(props: LeadFinderProps) {
  const { companies, zipIndex, searchedZip, onZipChange, leadContact, paste } = props
  const [findBoxKey, setFindBoxKey] = useState(0)

  function newLead() {
    props.onNewLead()
    setFindBoxKey((key) => key + 1)
  }

  return (
    <>
      <FindBox
        key={findBoxKey}
        companies={companies}
        zipIndex={zipIndex}
        searchedZip={searchedZip}
        onSearchZip={props.onFindZip}
        onChoosePartner={props.onChoosePartner}
        onPaste={paste.onPaste('find')}
      />
      <LeadDetailsForm
        lead={leadContact}
        onChange={props.onLeadContactChange}
        onAddressZip={(zip) => (props.zipInput === '' ? onZipChange(zip) : undefined)}
        onNewLead={newLead}
        onPaste={paste.onPaste}
        onPasteLead={(button) => void paste.pasteFromClipboard(button)}
        pasteNote={paste.note}
        onUndoPaste={paste.undo}
        nextLead={props.nextLead}
      />
    </>
  )
}
