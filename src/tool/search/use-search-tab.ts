import { useEffect, useMemo, type RefObject } from 'react'
import type { NearbyPartner } from '../../geo/nearby-partners'
import { EMPTY_LEAD, LEAD_FIELDS, type LeadContact } from '../../leads/lead'
import type { Company } from '../../partners/company'
import { searchByZip } from '../../partners/zip-search'
import { useZipOutlook } from '../zip-data/use-zip-outlook'
import { useLedgerBookings } from '../bookings/use-ledger-bookings'
import { useNow } from '../ui/use-now'
import { forgetBookingsHere } from '../ledger-link/bookings-here'
import type { SheetState } from '../partners/sheet-load/use-sheet'
import { bringIntoView, useCardKeyboard } from './card-keyboard'
import { useChosenPartner } from '../partners/card/chosen-partner'
import { useRouting } from './use-routing'
import { useLeadPaste } from './use-lead-paste'
import { useNextLead } from '../leads/use-next-lead'
import { forgetLeadOnScreen, leadBroughtBack } from '../leads/lead-on-screen'
import type { ClaimedLead } from '../../ledger-api/ledger-contract'
import { useExternalStore } from '../../use-external-store'
import { isGarageSize } from '../../partners/garage-size'

const NO_NEARBY: NearbyPartner<Company>[] = []

export interface SearchPanelProps {
  sheet: SheetState
  /** The ZIP being searched: the URL's, or the one just typed while the navigation commits. */
  searchedZip: string
  onZipChange: (zip: string) => void
  zipInputRef: RefObject<HTMLInputElement | null>
  /** The lead's details: held by the tool so they outlive a tab switch, never stored. */
  leadContact: LeadContact
  onLeadContactChange: (lead: LeadContact) => void
}

export type SearchTab = ReturnType<typeof useSearchTab>

/** `resultsPane` is scrolled into view when a partner or place is found. */
export function useSearchTab(props: SearchPanelProps, resultsPane: RefObject<HTMLElement | null>) {
  const { sheet, searchedZip: zipInput, onZipChange: changeZip, zipInputRef, leadContact, onLeadContactChange } = props
  const now = useNow()
  const { companies, zipIndex } = sheet
  const result = useMemo(() => searchByZip({ companies, zipIndex }, zipInput), [companies, zipIndex, zipInput])
  const lead = useZipOutlook(result.zip, now, sheet)
  const place = lead.details?.kind === 'found' ? lead.details : null
  const ledger = useLedgerBookings(now, companies)
  const routing = useRouting({
    companies,
    standingOf: ledger?.standingOf ?? null,
    result,
    // Nearby partners are listed once the ZIP is found in the dataset (not while it loads or after it failed).
    nearby: place ? lead.nearby : NO_NEARBY,
  })
  const keyboard = useCardKeyboard(zipInputRef)
  const chosen = useChosenPartner(companies)
  const paste = useLeadPaste({
    lead: leadContact,
    onLeadChange: onLeadContactChange,
    zipInputRef,
    onZipChange: changeZip,
    serviceChoices: routing.filter.choices,
    serviceSlug: routing.leadChoices.serviceSlug,
    garageSize: routing.leadChoices.garageSize,
    onChoicesChange: routing.leadChoices.choose,
  })

  function fillClaimed(claimed: ClaimedLead) {
    const { name, phone, email, address, notes } = claimed
    const size = claimed.garageSize.trim().toLowerCase()
    paste.fillLead(
      { name, phone, email, address, notes },
      claimed.zip,
      claimed.service,
      isGarageSize(size) ? size : null,
    )
  }
  const nextLead = useNextLead(fillClaimed, clearLeadForm)
  const broughtBack = useExternalStore(leadBroughtBack)
  // An effect because the store, not the setter, brings the lead back; details still on the form are the setter's own.
  useEffect(() => {
    if (!broughtBack) return
    leadBroughtBack.set(null)
    if (LEAD_FIELDS.every((field) => leadContact[field].trim() === '')) fillClaimed(broughtBack)
  })

  function choosePartner(position: number) {
    chosen.choose(position)
    bringIntoView(resultsPane.current)
  }
  function searchFoundZip(zip: string) {
    changeZip(zip)
    // After the next frame, when the found ZIP's results have taken their height.
    if (zip) requestAnimationFrame(() => bringIntoView(resultsPane.current))
  }
  /** The lead's details, ZIP, service, garage size and chosen partner go; the strip and its line stay. */
  function clearLeadForm() {
    onLeadContactChange(EMPTY_LEAD)
    forgetBookingsHere()
    paste.forget()
    chosen.clear()
    void routing.startNewLead()
  }
  function newLead() {
    clearLeadForm()
    forgetLeadOnScreen()
  }

  return {
    sheet,
    zipInput,
    changeZip,
    leadContact,
    onLeadContactChange,
    now,
    result,
    lead,
    place,
    ledger,
    routing,
    keyboard,
    chosen,
    paste,
    nextLead,
    choosePartner,
    searchFoundZip,
    newLead,
  }
}
