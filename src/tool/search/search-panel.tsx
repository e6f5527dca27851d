import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState, type RefObject } from 'react'
import { leadCopy } from '../../content/lead-copy'
import { searchCopy } from '../../content/tool-copy'
import { stateIndicator, type NearbyPartner } from '../../geo/nearby-partners'
import { EMPTY_LEAD, type LeadContact } from '../../sheet/booking-answers'
import type { Company } from '../../sheet/company'
import { sheetMessages } from '../../sheet/messages'
import { positionInSheet } from '../../sheet/partner-search'
import { firstIndexedZip, searchByZip } from '../../sheet/zip-search'
import { useLead } from '../lead-geo'
import { LeadLine } from '../lead-line'
import { useCardMapLink } from '../map/card-map-link'
import { LeadMapSlot } from '../map/lead-map-slot'
import { SheetStatus } from '../sheet-status'
import { OutboxStatus } from '../ledger/outbox-status'
import { useLedgerBookings } from '../ledger/use-ledger-bookings'
import { bookingCopy } from '../../content/booking-copy'
import { weeklyCap } from '../../sheet/partner-order'
import { timeAgo, useNow } from '../use-now'
import type { SheetState } from '../use-sheet'
import { bringIntoView, useCardKeyboard } from './card-keyboard'
import { NoSheetBanner } from './no-sheet-banner'
import { PartnerCardView } from './partner-card-view'
import { LeadFinder } from './lead-finder'
import { GarageSizeChoice } from './garage-size'
import { PartnerList, shownEntries, type PartnerEntry } from './partner-list'
import { ServiceFilter, ServiceFilterStatus } from './service-filter'
import { useResultsChanged } from './use-results-changed'
import { useRouting } from './use-routing'
import { ZipBox } from './zip-box'
import { isZip } from '../../sheet/zip-code'

const FALLBACK_EXAMPLE_ZIP = '54016'
const NO_NEARBY: NearbyPartner<Company>[] = []

interface SearchPanelProps {
  sheet: SheetState
  zipFromUrl: string
  onZipChange: (zip: string) => void
  zipInputRef: RefObject<HTMLInputElement | null>
  /** The lead's details: held by the tool so they outlive a tab switch, never stored. */
  leadContact: LeadContact
  onLeadContactChange: (lead: LeadContact) => void
}

export function SearchPanel({
  sheet,
  zipFromUrl,
  onZipChange,
  zipInputRef,
  leadContact,
  onLeadContactChange,
}: SearchPanelProps) {
  const zipInput = zipFromUrl
  const changeZip = onZipChange
  const now = useNow()
  const { companies, zipIndex } = sheet
  const result = useMemo(() => searchByZip({ companies, zipIndex }, zipInput), [companies, zipIndex, zipInput])
  const exampleZip = useMemo(() => firstIndexedZip(zipIndex) ?? FALLBACK_EXAMPLE_ZIP, [zipIndex])
  const lead = useLead(result.zip, now, sheet)
  const place = lead.details?.kind === 'found' ? lead.details : null
  const zipEntries = useMemo(
    (): PartnerEntry[] => Array.from(result.positions, (position, i) => ({ position, company: result.companies[i]! })),
    [result],
  )
  const found = place !== null
  // Nearby partners are listed once the ZIP is found in the dataset (not while it loads or after it failed).
  const ledger = useLedgerBookings(now)
  const routing = useRouting({
    companies,
    ledger: ledger?.standing ?? null,
    zip: result.zip,
    exact: zipEntries,
    nearby: found ? lead.nearby : NO_NEARBY,
  })
  const { exact, nearby } = routing
  const resultsChanged = useResultsChanged(result.zip, result.companies, sheet.data?.fetchedAt)
  const mapLink = useCardMapLink()
  const keyboard = useCardKeyboard(zipInputRef)
  const navigate = useNavigate({ from: '/tool' })
  const resultsPane = useRef<HTMLDivElement>(null)
  const [chosen, setChosen] = useState<Company | null>(null)
  // A refreshed sheet can move or drop the partner: it is found again by its row and names.
  const chosenPosition = useMemo(() => (chosen ? positionInSheet(companies, chosen) : -1), [companies, chosen])

  function choosePartner(position: number) {
    setChosen(companies[position] ?? null)
    bringIntoView(resultsPane.current)
  }
  function searchFoundZip(zip: string) {
    changeZip(zip)
    if (zip) requestAnimationFrame(() => bringIntoView(resultsPane.current))
  }
  function newLead() {
    onLeadContactChange(EMPTY_LEAD)
    setChosen(null)
    void navigate({
      search: (previous) => ({ ...previous, zip: undefined, service: undefined, size: undefined }),
      replace: true,
    })
  }

  const [showAllExactFor, setShowAllExactFor] = useState<string | null>(null)
  const [showAllNearbyFor, setShowAllNearbyFor] = useState<string | null>(null)
  const showAllExact = showAllExactFor === result.zip
  const showAllNearby = showAllNearbyFor === result.zip
  const exactShown = useMemo(
    () => shownEntries(exact, showAllExact).map((entry) => entry.position),
    [exact, showAllExact],
  )
  const nearbyShown = useMemo(() => shownEntries(nearby, showAllNearby), [nearby, showAllNearby])

  const stateOf = (company: Company) => (place ? stateIndicator(company.state, place.place.state) : null)
  const present = (texts: (string | null)[]) => texts.filter((text): text is string => text !== null)
  const complete = isZip(result.zip)
  const listCommon = {
    mapLink,
    zip: result.zip,
    now,
    leadLine: place?.line ?? '',
    lead: leadContact,
    garageSize: routing.garageSize,
    weekCountOf: (company: Company) =>
      ledger
        ? { booked: ledger.standing.of(company.company_name)?.bookedThisWeek ?? 0, cap: weeklyCap(company) }
        : null,
  }

  return (
    <div className="search-panel" onKeyDown={keyboard.onKeyDown}>
      <h2 className="visually-hidden">{searchCopy.heading}</h2>
      <div className="lead-pane">
        <ZipBox
          value={zipInput}
          onChange={changeZip}
          searchedZip={result.zip}
          exampleZip={exampleZip}
          inputRef={zipInputRef}
        />
        <LeadFinder
          companies={companies}
          zipIndex={zipIndex}
          zipInput={zipInput}
          searchedZip={result.zip}
          onZipChange={changeZip}
          onFindZip={searchFoundZip}
          onChoosePartner={choosePartner}
          onNewLead={newLead}
          leadContact={leadContact}
          onLeadContactChange={onLeadContactChange}
        />
        <ServiceFilter {...routing.filter} onArrowDown={keyboard.toFirstCard} />
        {routing.sizes ? <GarageSizeChoice {...routing.sizes} /> : null}
        <SheetStatus sheet={sheet} now={now} />
        <OutboxStatus />
        {ledger ? (
          <p className="hint ledger-age">{bookingCopy.ledgerRead(timeAgo(ledger.readAt, now), ledger.stale)}</p>
        ) : null}
      </div>
      <div className="results-pane" ref={resultsPane}>
        <NoSheetBanner sheet={sheet} />
        {chosenPosition >= 0 ? (
          <PartnerCardView
            company={companies[chosenPosition]!}
            position={chosenPosition}
            zipIndex={zipIndex}
            zipSearched={result.zip}
            now={now}
            lead={leadContact}
            onClose={() => setChosen(null)}
          />
        ) : null}
        <LeadLine details={lead.details} />
        <p className="result-count" role="status" aria-live="polite">
          {result.message}
        </p>
        <ServiceFilterStatus {...routing.status} />
        {resultsChanged ? (
          <p className="data-updated" role="status">
            {searchCopy.dataUpdated}
          </p>
        ) : null}
        <section className="result-list" aria-label={searchCopy.resultsLabel}>
          {exact.length === 0 ? <p className="no-results">{sheetMessages.noResults}</p> : null}
          <PartnerList
            {...listCommon}
            entries={exact}
            showAll={showAllExact}
            onShowAll={() => setShowAllExactFor(result.zip)}
            cardRef={keyboard.cardRef}
            indicatorsOf={(company) => (complete ? present([leadCopy.listsThisZip, stateOf(company)]) : [])}
          />
        </section>
        {found ? (
          <section className="result-list nearby-results" aria-labelledby="nearby-heading">
            <h3 id="nearby-heading">{leadCopy.nearbyHeading}</h3>
            {nearby.length === 0 ? <p className="no-results">{routing.noNearby}</p> : null}
            <PartnerList
              {...listCommon}
              entries={nearby}
              showAll={showAllNearby}
              onShowAll={() => setShowAllNearbyFor(result.zip)}
              cardRef={(index) => keyboard.cardRef(exactShown.length + index)}
              indicatorsOf={(company) => present([stateOf(company)])}
            />
          </section>
        ) : null}
        <LeadMapSlot
          details={lead.details}
          sheet={sheet}
          exactPositions={exactShown}
          nearby={nearbyShown}
          highlightedPartnerId={mapLink.highlightedPartnerId}
          onMarkClick={(partnerId) =>
            mapLink.focusCard(partnerId, () => {
              setShowAllExactFor(result.zip)
              setShowAllNearbyFor(result.zip)
            })
          }
        />
      </div>
    </div>
  )
}
