import { useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { leadCopy } from '../../content/leads/lead-copy'
import { searchCopy } from '../../content/tool-copy'
import { stateIndicator } from '../../geo/nearby-partners'
import type { LeadContact } from '../../leads/lead'
import type { Company } from '../../partners/company'
import type { GarageSize } from '../../partners/garage-size'
import { PartnerCard } from '../partners/card/partner-card'
import { useLoadedCompanies } from '../partners/sheet-load/api'
import type { StandingOf } from '../../bookings/partner-standing'
import type { CardMapLink } from './card-map-link'
import { partnerCardId } from '../map/map-inputs'
import { CARDS_SHOWN_FIRST } from './result-limits'
import { focusCard } from './card-keyboard'

/** A result card's partner: its position in the sheet's companies, and why it is listed when not for the ZIP itself. */
export interface PartnerEntry {
  position: number
  company: Company
  reason?: string
}

/** One list of results: its entries, and those shown. The setter asks for every card of a list for the ZIP searched:
 * a new ZIP shows the first ones again. */
export function useResultList<Entry extends PartnerEntry>(entries: readonly Entry[], zip: string) {
  const [shownFor, setShownFor] = useState<string | null>(null)
  const showAll = shownFor === zip
  const shown = useMemo(() => shownEntries(entries, showAll), [entries, showAll])
  return { list: { entries, showAll, onShowAll: () => setShownFor(zip) }, shown }
}

/** The tags on a card: `Lists this ZIP` on exact results of a complete ZIP, and how its state compares with the lead's. */
export function matchTags(leadState: string | null, zipComplete: boolean) {
  const stateOf = (company: Company) => (leadState ? stateIndicator(company.state, leadState) : null)
  const present = (texts: (string | null)[]) => texts.filter((text): text is string => text !== null)
  return {
    exact: (company: Company) => (zipComplete ? present([leadCopy.listsThisZip, stateOf(company)]) : []),
    nearby: (company: Company) => present([stateOf(company)]),
  }
}

function shownEntries<E>(entries: readonly E[], showAll: boolean): readonly E[] {
  return showAll ? entries : entries.slice(0, CARDS_SHOWN_FIRST)
}

interface PartnerListProps {
  entries: readonly PartnerEntry[]
  empty: string
  showAll: boolean
  onShowAll: () => void
  /** Registers card `index` of this list for the arrow keys. */
  cardRef: (index: number) => (element: HTMLElement | null) => void
  indicatorsOf: (company: Company) => string[]
  mapLink: CardMapLink
  zip: string
  now: number
  leadLine: string
  lead: LeadContact
  garageSize: GarageSize | null
  /** This week's bookings and cap from the ledger; null without one. */
  standingOf: StandingOf | null
}

export function PartnerList({
  entries,
  empty,
  showAll,
  onShowAll,
  cardRef,
  indicatorsOf,
  mapLink,
  zip,
  now,
  leadLine,
  lead,
  garageSize,
  standingOf,
}: PartnerListProps) {
  const shown = shownEntries(entries, showAll)
  const sheetRows = useLoadedCompanies()
  const list = useRef<HTMLDivElement>(null)
  function showAllAndFocusFirstNewCard() {
    // The button goes away with the click, so focus moves to the first card it brought, drawn at once for it.
    flushSync(onShowAll)
    const card = list.current?.children[CARDS_SHOWN_FIRST]
    if (card instanceof HTMLElement) focusCard(card)
  }
  return (
    <>
      {entries.length === 0 ? <p className="no-results">{empty}</p> : null}
      <div className="results" ref={list}>
        {shown.map((entry, index) => (
          <PartnerCard
            key={entry.position}
            ref={cardRef(index)}
            company={entry.company}
            mapLink={mapLink.cardProps(partnerCardId(entry.position))}
            zipSearched={zip}
            now={now}
            leadLine={leadLine}
            lead={lead}
            garageSize={garageSize}
            indicators={indicatorsOf(entry.company)}
            nearbyReason={entry.reason}
            standing={standingOf?.(entry.company.company_name) ?? null}
            sheetRows={sheetRows}
          />
        ))}
      </div>
      {shown.length < entries.length ? (
        <button type="button" className="button button-secondary show-all" onClick={showAllAndFocusFirstNewCard}>
          {searchCopy.showAll(entries.length)}
        </button>
      ) : null}
    </>
  )
}
