import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import { useRouter } from '@tanstack/react-router'
import { searchCopy } from '../content/tool-copy'
import { firstIndexedZip, searchByZip, zipPositions, ZIP_INPUT_MAX_LENGTH } from '../sheet/zip-search'
import { sheetMessages } from '../sheet/messages'
import { parseSearch } from '../search-params'
import { MAX_RECENT_ZIPS, recentZips } from '../storage/tool-storage'
import { usePersistedValue } from '../storage/use-persisted-value'
import { leadCopy } from '../content/lead-copy'
import { stateIndicator } from '../geo/nearby-partners'
import { CompanyCard } from './company-card'
import { useLead } from './lead-geo'
import { LeadLine } from './lead-line'
import { useCardMapLink } from './map/card-map-link'
import { LeadMapSlot } from './map/lead-map-slot'
import { partnerCardId } from './map/map-inputs'
import { CARDS_SHOWN_FIRST } from './result-limits'
import { SheetStatus } from './sheet-status'
import { useNow } from './use-now'
import type { SheetState } from './use-sheet'

const FALLBACK_EXAMPLE_ZIP = '54016'

interface SearchPanelProps {
  sheet: SheetState
  zipFromUrl: string
  onZipChange: (zip: string) => void
  zipInputRef: RefObject<HTMLInputElement | null>
}

function rememberZip(zip: string) {
  void recentZips.update((list) => [zip, ...list.filter((recent) => recent !== zip)].slice(0, MAX_RECENT_ZIPS))
}

export function SearchPanel({ sheet, zipFromUrl, onZipChange, zipInputRef }: SearchPanelProps) {
  // The box owns what is typed; the URL follows it (replace), and Back/Forward bring the box along.
  const [zipInput, setZipInput] = useState(zipFromUrl)
  const router = useRouter()
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        if (action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO') {
          setZipInput(parseSearch(location.search).zip ?? '')
        }
      }),
    [router],
  )

  const now = useNow()
  const recent = usePersistedValue(recentZips)
  const result = searchByZip(sheet, zipInput)
  const zipIndex = sheet.zipIndex
  const lead = useLead(zipInput, now, sheet)
  const leadState = lead.details?.kind === 'found' ? lead.details.place.state : null
  const leadLineText = lead.details?.kind === 'found' ? lead.details.line : ''
  const zipComplete = /^\d{5}$/.test(result.zip)
  const indicatorsFor = (partnerState: string, exact: boolean): string[] => {
    const state = leadState ? stateIndicator(partnerState, leadState) : null
    return [exact ? leadCopy.listsThisZip : null, state].filter((text): text is string => text !== null)
  }
  const mapLink = useCardMapLink()
  const exactPositions = zipPositions(zipIndex, result.zip)
  const exampleZip = useMemo(() => firstIndexedZip(zipIndex) ?? FALLBACK_EXAMPLE_ZIP, [zipIndex])

  // A complete ZIP is a search worth remembering.
  useEffect(() => {
    if (/^\d{5}$/.test(result.zip)) rememberZip(result.zip)
  }, [result.zip])

  // When new data changes the cards on screen, say so instead of silently reshuffling them.
  const resultSignature = result.companies.map((company) => company.company_name).join('\u0000')
  const shown = useRef({ zip: result.zip, signature: resultSignature, fetchedAt: sheet.data?.fetchedAt })
  const [dataUpdated, setDataUpdated] = useState(false)
  useEffect(() => {
    const previous = shown.current
    const sameSearch = previous.zip === result.zip
    const newData = previous.fetchedAt !== undefined && previous.fetchedAt !== sheet.data?.fetchedAt
    if (!sameSearch) setDataUpdated(false)
    else if (newData && previous.signature !== resultSignature && result.zip !== '') setDataUpdated(true)
    shown.current = { zip: result.zip, signature: resultSignature, fetchedAt: sheet.data?.fetchedAt }
  }, [result.zip, resultSignature, sheet.data?.fetchedAt])

  const cardRefs = useRef<(HTMLElement | null)[]>([])
  const [showAllFor, setShowAllFor] = useState<string | null>(null)
  const visibleCompanies = showAllFor === result.zip ? result.companies : result.companies.slice(0, CARDS_SHOWN_FIRST)
  const hiddenCount = result.companies.length - visibleCompanies.length
  const [showAllNearbyFor, setShowAllNearbyFor] = useState<string | null>(null)
  const visibleNearby = showAllNearbyFor === result.zip ? lead.nearby : lead.nearby.slice(0, CARDS_SHOWN_FIRST)
  const hiddenNearbyCount = lead.nearby.length - visibleNearby.length
  // Nearby partners are listed once the ZIP is found in the dataset (not while it loads or after it failed).
  const showNearby = zipComplete && lead.details?.kind === 'found'

  function changeZip(value: string) {
    setZipInput(value)
    onZipChange(value)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // Results already follow the typing; the button only keeps focus where the setter is.
    event.preventDefault()
    zipInputRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const cards = cardRefs.current.filter((card): card is HTMLElement => card !== null)
    const current = cards.findIndex((card) => card === document.activeElement)
    const onZipBox = event.target === zipInputRef.current
    if (event.key === 'Escape' && (onZipBox || current >= 0)) {
      event.preventDefault()
      changeZip('')
      zipInputRef.current?.focus()
    } else if (event.key === 'ArrowDown' && cards.length > 0 && (onZipBox || current >= 0)) {
      event.preventDefault()
      cards[Math.min(current + 1, cards.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp' && current >= 0) {
      event.preventDefault()
      if (current === 0) zipInputRef.current?.focus()
      else cards[current - 1]?.focus()
    }
  }

  return (
    <div className="search-panel" onKeyDown={onKeyDown}>
      <h2 className="visually-hidden">{searchCopy.heading}</h2>
      <form className="zip-form" role="search" onSubmit={submit}>
        <label htmlFor="zip-input">{searchCopy.zipLabel}</label>
        <div className="zip-form-row">
          <input
            ref={zipInputRef}
            id="zip-input"
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={ZIP_INPUT_MAX_LENGTH}
            placeholder={exampleZip}
            value={zipInput}
            onChange={(event) => changeZip(event.target.value)}
            aria-describedby="zip-hint"
          />
          <button type="submit" className="button button-primary">
            {searchCopy.searchButton}
          </button>
        </div>
        <p id="zip-hint" className="hint">
          {searchCopy.hint} Press <kbd>/</kbd> to jump here, <kbd>↓</kbd> for the results, <kbd>?</kbd> for all
          shortcuts.
        </p>
        {recent.length > 0 ? (
          <div className="recent-zips" role="group" aria-label={searchCopy.recentLabel}>
            <span className="hint">{searchCopy.recentLabel}:</span>
            {recent.map((zip) => (
              <button
                key={zip}
                type="button"
                className="zip-chip"
                onClick={() => changeZip(zip)}
                aria-pressed={zip === result.zip}
              >
                {zip}
              </button>
            ))}
            <button type="button" className="button button-quiet" onClick={() => void recentZips.save([])}>
              {searchCopy.clearRecent}
            </button>
          </div>
        ) : null}
      </form>
      <SheetStatus sheet={sheet} now={now} />
      <LeadLine details={lead.details} />
      <LeadMapSlot
        details={lead.details}
        sheet={sheet}
        nearby={lead.nearby}
        exactShown={visibleCompanies.length}
        nearbyShown={showNearby ? visibleNearby.length : 0}
        highlightedPartnerId={mapLink.highlightedPartnerId}
        onMarkClick={(partnerId) =>
          mapLink.focusCard(partnerId, () => {
            setShowAllFor(result.zip)
            setShowAllNearbyFor(result.zip)
          })
        }
      />
      <p className="result-count" role="status" aria-live="polite">
        {result.message}
      </p>
      {dataUpdated ? (
        <p className="data-updated" role="status">
          {searchCopy.dataUpdated}
        </p>
      ) : null}
      <section className="results" aria-label="Matching partners">
        {result.companies.length === 0 ? (
          <p className="no-results">{sheetMessages.noResults}</p>
        ) : (
          visibleCompanies.map((company, position) => (
            <CompanyCard
              key={`${position}-${company.company_name}`}
              ref={(element) => {
                cardRefs.current[position] = element
              }}
              company={company}
              mapLink={mapLink.cardProps(partnerCardId(exactPositions[position] ?? -1))}
              zipSearched={result.zip}
              now={now}
              leadLine={leadLineText}
              indicators={zipComplete ? indicatorsFor(company.state, true) : []}
            />
          ))
        )}
      </section>
      {hiddenCount > 0 ? (
        <button type="button" className="button button-secondary show-all" onClick={() => setShowAllFor(result.zip)}>
          {searchCopy.showAll(result.companies.length)}
        </button>
      ) : null}
      {showNearby ? (
        <section className="results nearby-results" aria-labelledby="nearby-heading">
          <h3 id="nearby-heading">{leadCopy.nearbyHeading}</h3>
          {lead.nearby.length === 0 ? <p className="no-results">{leadCopy.noNearbyPartners}</p> : null}
          {visibleNearby.map((partner, index) => (
            <CompanyCard
              key={`nearby-${partner.position}`}
              ref={(element) => {
                cardRefs.current[visibleCompanies.length + index] = element
              }}
              company={partner.company}
              mapLink={mapLink.cardProps(partnerCardId(partner.position))}
              zipSearched={result.zip}
              now={now}
              leadLine={leadLineText}
              indicators={indicatorsFor(partner.company.state, false)}
              nearbyReason={partner.reason}
            />
          ))}
          {hiddenNearbyCount > 0 ? (
            <button
              type="button"
              className="button button-secondary show-all"
              onClick={() => setShowAllNearbyFor(result.zip)}
            >
              {searchCopy.showAll(lead.nearby.length)}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
