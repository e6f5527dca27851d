import { findCopy } from '../../content/partners/find-copy'
import type { PlaceZip } from '../../geo/place-search'

interface PlaceZipButtonsProps {
  label: string
  zips: PlaceZip[]
  searchedZip: string
  onSearchZip: (zip: string) => void
}

export function PlaceZipButtons({ label, zips, searchedZip, onSearchZip }: PlaceZipButtonsProps) {
  const heading = findCopy.placeZips(label, zips.length)
  return (
    <section className="place-zips" aria-label={heading}>
      <h3>{heading}</h3>
      <ul>
        {zips.map(({ zip, partners }) => (
          <li key={zip}>
            <button
              type="button"
              className="zip-chip"
              aria-pressed={zip === searchedZip}
              aria-describedby={`place-zip-${zip}`}
              onClick={() => onSearchZip(zip)}
            >
              {zip}
            </button>{' '}
            <span id={`place-zip-${zip}`} className="hint">
              {findCopy.zipPartners(partners)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
