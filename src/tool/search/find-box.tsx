import { useMemo, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { findCopy } from '../../content/partners/find-copy'
import { findPlaces, zipsOfPlace, type PlaceZip } from '../../geo/place-search'
import type { Company, ZipIndex } from '../../partners/company'
import { findPartners } from '../../partners/partner-search'
import { partnerName } from '../../partners/partner-name'
import { FindListbox, optionId, type FindOption } from './find-listbox'
import { PlaceZipButtons } from './place-zip-buttons'
import { useFindIndexes } from './use-find-indexes'

const PLACES_OFFERED = 6
const PARTNERS_OFFERED = 6

interface FindBoxProps {
  companies: readonly Company[]
  zipIndex: ZipIndex
  searchedZip: string
  onSearchZip: (zip: string) => void
  onChoosePartner: (position: number) => void
  /** A whole lead pasted here fills the lead instead (use-lead-paste.ts). */
  onPaste: (event: ClipboardEvent<HTMLElement>) => void
}

/** The WAI-ARIA combobox that finds the lead's town or a partner by name. */
export function FindBox({ companies, zipIndex, searchedZip, onSearchZip, onChoosePartner, onPaste }: FindBoxProps) {
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [wanted, setWanted] = useState(false)
  const [placeZips, setPlaceZips] = useState<{ label: string; zips: PlaceZip[] } | null>(null)
  const { places, placesStatus, partnerNames } = useFindIndexes(companies, zipIndex, wanted)

  const options = useMemo((): FindOption[] => {
    if (text.trim() === '') return []
    const placeMatches = places ? findPlaces(places.index, places.counts, text, PLACES_OFFERED) : []
    return [
      ...placeMatches.map((match) => ({ kind: 'place' as const, match })),
      ...findPartners(partnerNames, text, PARTNERS_OFFERED).map((position) => ({
        kind: 'partner' as const,
        position,
        company: companies[position]!,
      })),
    ]
  }, [text, places, partnerNames, companies])
  const expanded = open && options.length > 0

  function choose(option: FindOption) {
    setOpen(false)
    setActive(-1)
    if (option.kind === 'partner') {
      setText(partnerName(option.company))
      setPlaceZips(null)
      onChoosePartner(option.position)
      return
    }
    const label = findCopy.placeName(option.match.place.name, option.match.place.state)
    const zips = zipsOfPlace(places!.index, option.match.place, zipIndex)
    setText(label)
    setPlaceZips(zips.length > 1 ? { label, zips } : null)
    // A place with several ZIPs clears the previous answer, so its ZIP buttons never stack on it.
    onSearchZip(zips.length === 1 ? zips[0]!.zip : '')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      const first = step > 0 ? 0 : options.length - 1
      const next = expanded ? Math.max(0, Math.min(options.length - 1, active + step)) : first
      // The list is drawn open at once, so the option the key made active can be scrolled into view.
      flushSync(() => {
        setOpen(true)
        setActive(next)
      })
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' })
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      choose(options[active]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) setOpen(false)
      else {
        setText('')
        setPlaceZips(null)
      }
      setActive(-1)
    }
  }

  const status = findStatus(text, wanted ? placesStatus : 'ready', options.length)

  return (
    <div className="find-box">
      <label htmlFor="find-input">{findCopy.label}</label>
      <div className="find-combo">
        <input
          id="find-input"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls="find-listbox"
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby="find-hint"
          autoComplete="off"
          spellCheck={false}
          placeholder={findCopy.placeholder}
          value={text}
          onFocus={() => setWanted(true)}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <FindListbox options={options} active={active} expanded={expanded} onChoose={choose} />
      </div>
      <p id="find-hint" className="hint">
        {findCopy.hint}
      </p>
      <p className="hint find-status" role="status">
        {status}
      </p>
      {placeZips ? <PlaceZipButtons {...placeZips} searchedZip={searchedZip} onSearchZip={onSearchZip} /> : null}
    </div>
  )
}

function findStatus(text: string, placesStatus: 'loading' | 'ready' | 'unavailable', optionCount: number): string {
  if (text.trim() === '') return ''
  if (placesStatus === 'loading') return findCopy.placesLoading
  if (placesStatus === 'unavailable') return findCopy.placesUnavailable
  return optionCount === 0 ? findCopy.noMatches : ''
}
