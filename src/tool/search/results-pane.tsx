import type { RefObject } from 'react'
import { leadCopy } from '../../content/leads/lead-copy'
import { searchCopy } from '../../content/tool-copy'
import { sheetMessages } from '../../partners/messages'
import { isZip } from '../../partners/zip-code'
import { BookingLeadContext, useBookingLeadValue } from '../bookings/booking-lead'
import { LeadMapSlot } from '../map/lead-map-slot'
import { PartnerCardView } from '../partners/card/chosen-partner'
import { DataUpdatedNote } from '../partners/sheet-load/data-updated-note'
import { NoSheetBanner } from '../partners/sheet-load/no-sheet-banner'
import { useCardMapLink } from './card-map-link'
import { LeadLine } from './lead-line'
import { useQueueLeadToBook } from '../leads/use-queue-lead-to-book'
import { matchTags, PartnerList, useResultList } from './partner-list'
import { ServiceFilterStatus } from './service-filter'
import type { SearchTab } from './use-search-tab'

export function ResultsPane({ tab, paneRef }: { tab: SearchTab; paneRef: RefObject<HTMLDivElement | null> }) {
  const { sheet, result, lead, place, routing, keyboard, chosen, now, leadContact } = tab
  const mapLink = useCardMapLink()
  const exact = useResultList(routing.exact, result.zip)
  const nearby = useResultList(routing.nearby, result.zip)
  const queueLead = useQueueLeadToBook()
  const bookingLead = useBookingLeadValue(
    leadContact,
    tab.onLeadContactChange,
    place?.place.timeZone ?? null,
    queueLead,
  )

  const tags = matchTags(place?.place.state ?? null, isZip(result.zip))
  const listCommon = {
    mapLink,
    zip: result.zip,
    now,
    leadLine: place?.line ?? '',
    lead: leadContact,
    garageSize: routing.garageSize,
    standingOf: tab.ledger?.standingOf ?? null,
  }

  return (
    <BookingLeadContext value={bookingLead}>
      <div className="results-pane" ref={paneRef}>
        <NoSheetBanner sheet={sheet} />
        {chosen.position >= 0 ? (
          <PartnerCardView
            company={sheet.companies[chosen.position]!}
            position={chosen.position}
            zipIndex={sheet.zipIndex}
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
            {...exact.list}
            empty={sheetMessages.noResults}
            cardRef={keyboard.cardRef}
            indicatorsOf={tags.exact}
          />
        </section>
        {place ? (
          <section className="result-list nearby-results" aria-labelledby="nearby-heading">
            <h3 id="nearby-heading">{leadCopy.nearbyHeading}</h3>
            <PartnerList
              {...listCommon}
              {...nearby.list}
              empty={routing.noNearby}
              cardRef={(index) => keyboard.cardRef(exact.shown.length + index)}
              indicatorsOf={tags.nearby}
            />
          </section>
        ) : null}
        <LeadMapSlot
          details={lead.details}
          sheet={sheet}
          exact={exact.shown}
          nearby={nearby.shown}
          highlightedPartnerId={mapLink.highlightedPartnerId}
          onMarkClick={(partnerId) =>
            mapLink.focusCard(partnerId, () => {
              exact.list.onShowAll()
              nearby.list.onShowAll()
            })
          }
        />
      </div>
    </BookingLeadContext>
  )
}
