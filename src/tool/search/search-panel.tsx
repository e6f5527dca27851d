import { useMemo, useRef, type RefObject } from 'react'
import { leadCopy } from '../../content/lead-copy'
import { searchCopy } from '../../content/tool-copy'
import type { NearbyPartner } from '../../geo/nearby-partners'
import { EMPTY_LEAD, type LeadContact } from '../../sheet/booking-answers'
import type { Company } from '../../sheet/company'
import { sheetMessages } from '../../sheet/messages'
import { searchByZip } from '../../sheet/zip-search'
import { useZipOutlook } from '../zip-data/use-zip-outlook'
import { LeadLine } from './lead-line'
import { useCardMapLink } from './card-map-link'
import { LeadMapSlot } from '../map/lead-map-slot'
import { SheetStatus } from '../sheet-load/sheet-status'
import { LedgerStatus } from '../booking/ledger-status'
import { useLedgerBookings } from '../booking/use-ledger-bookings'
import { useNow } from '../ui/use-now'
import type { SheetState } from '../sheet-load/use-sheet'
import { bringIntoView, useCardKeyboard } from './card-keyboard'
import { NoSheetBanner } from '../sheet-load/no-sheet-banner'
import { PartnerCardView, useChosenPartner } from '../partner-card/chosen-partner'
import { LeadFinder } from './lead-finder'
import { BookingLeadContext, useBookingLeadValue } from '../booking/booking-lead'
import { forgetBookingsHere } from '../booking/bookings-here'
import { GarageSizeChoice } from './garage-size'
import { matchTags, PartnerList, shownEntries, useShowAllFor } from './partner-list'
import { ServiceFilter, ServiceFilterStatus } from './service-filter'
import { DataUpdatedNote } from '../sheet-load/data-updated-note'
import { useRouting } from './use-routing'
import { ZipBox } from './zip-box'
import { useLeadPaste } from './use-lead-paste'
import { isZip } from '../../sheet/zip-code'

const NO_NEARBY: NearbyPartner<Company>[] = []

interface SearchPanelProps {
  sheet: SheetState
  /** The ZIP being searched: the URL's, or the one just typed while the navigation commits. */
  searchedZip: string
  onZipChange: (zip: string) => void
  zipInputRef: RefObject<HTMLInputElement | null>
  /** The lead's details: held by the tool so they outlive a tab switch, never stored. */
  leadContact: LeadContact
  onLeadContactChange: (lead: LeadContact) => void
}

export function SearchPanel({
  sheet,
  searchedZip: zipInput,
  onZipChange: changeZip,
  zipInputRef,
  leadContact,
  onLeadContactChange,
}: SearchPanelProps) {
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
  const { exact, nearby } = routing
  const mapLink = useCardMapLink()
  const keyboard = useCardKeyboard(zipInputRef)
  const resultsPane = useRef<HTMLDivElement>(null)
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

  function choosePartner(position: number) {
    chosen.choose(position)
    bringIntoView(resultsPane.current)
  }
  function searchFoundZip(zip: string) {
    changeZip(zip)
    if (zip) requestAnimationFrame(() => bringIntoView(resultsPane.current))
  }
  function newLead() {
    onLeadContactChange(EMPTY_LEAD)
    forgetBookingsHere()
    paste.forget()
    chosen.clear()
    void routing.startNewLead()
  }

  const [showAllExact, showAllExactNow] = useShowAllFor(result.zip)
  const [showAllNearby, showAllNearbyNow] = useShowAllFor(result.zip)
  const exactShown = useMemo(() => shownEntries(exact, showAllExact), [exact, showAllExact])
  const nearbyShown = useMemo(() => shownEntries(nearby, showAllNearby), [nearby, showAllNearby])

  const tags = matchTags(place?.place.state ?? null, isZip(result.zip))
  const listCommon = {
    mapLink,
    zip: result.zip,
    now,
    leadLine: place?.line ?? '',
    lead: leadContact,
    garageSize: routing.garageSize,
    standingOf: ledger?.standingOf ?? null,
  }

  const bookingLead = useBookingLeadValue(leadContact, onLeadContactChange, place?.place.timeZone ?? null)

  return (
    <div className="search-panel" onKeyDown={keyboard.onKeyDown}>
      <h2 className="visually-hidden">{searchCopy.heading}</h2>
      <div className="lead-pane">
        <ZipBox
          value={zipInput}
          onChange={changeZip}
          searchedZip={result.zip}
          zipIndex={zipIndex}
          inputRef={zipInputRef}
          onPaste={paste.onPaste('zip')}
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
          paste={paste}
        />
        <ServiceFilter {...routing.filter} onArrowDown={keyboard.toFirstCard} />
        {routing.sizes ? <GarageSizeChoice {...routing.sizes} /> : null}
        <SheetStatus sheet={sheet} now={now} />
        <LedgerStatus ledger={ledger} now={now} />
      </div>
      <BookingLeadContext value={bookingLead}>
        <div className="results-pane" ref={resultsPane}>
          <NoSheetBanner sheet={sheet} />
          {chosen.position >= 0 ? (
            <PartnerCardView
              company={companies[chosen.position]!}
              position={chosen.position}
              zipIndex={zipIndex}
              zipSearched={result.zip}
              now={now}
              lead={leadContact}
              onClose={chosen.clear}
            />
          ) : null}
          <LeadLine details={lead.details} />
          <p className="result-count" role="status" aria-live="polite">
            {result.message}
          </p>
          <ServiceFilterStatus {...routing.status} />
          <DataUpdatedNote zip={result.zip} companies={result.companies} fetchedAt={sheet.data?.fetchedAt} />
          <section className="result-list" aria-label={searchCopy.resultsLabel}>
            <PartnerList
              {...listCommon}
              entries={exact}
              empty={sheetMessages.noResults}
              showAll={showAllExact}
              onShowAll={showAllExactNow}
              cardRef={keyboard.cardRef}
              indicatorsOf={tags.exact}
            />
          </section>
          {place ? (
            <section className="result-list nearby-results" aria-labelledby="nearby-heading">
              <h3 id="nearby-heading">{leadCopy.nearbyHeading}</h3>
              <PartnerList
                {...listCommon}
                entries={nearby}
                empty={routing.noNearby}
                showAll={showAllNearby}
                onShowAll={showAllNearbyNow}
                cardRef={(index) => keyboard.cardRef(exactShown.length + index)}
                indicatorsOf={tags.nearby}
              />
            </section>
          ) : null}
          <LeadMapSlot
            details={lead.details}
            sheet={sheet}
            exact={exactShown}
            nearby={nearbyShown}
            highlightedPartnerId={mapLink.highlightedPartnerId}
            onMarkClick={(partnerId) =>
              mapLink.focusCard(partnerId, () => {
                showAllExactNow()
                showAllNearbyNow()
              })
            }
          />
        </div>
      </BookingLeadContext>
    </div>
  )
}
