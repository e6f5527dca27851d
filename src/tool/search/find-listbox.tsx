import { findCopy } from '../../content/partners/find-copy'
import type { PlaceMatch } from '../../geo/place-search'
import type { Company } from '../../partners/company'
import { partnerName } from '../../partners/partner-name'

export type FindOption = { kind: 'place'; match: PlaceMatch } | { kind: 'partner'; position: number; company: Company }

export const optionId = (index: number) => `find-option-${index}`

interface FindListboxProps {
  options: readonly FindOption[]
  active: number
  expanded: boolean
  onChoose: (option: FindOption) => void
}

/** The Find box's suggestions: places, then partners, each a group of options. Focus stays in the box. */
export function FindListbox({ options, active, expanded, onChoose }: FindListboxProps) {
  const placeCount = options.filter((option) => option.kind === 'place').length
  return (
    <div id="find-listbox" role="listbox" aria-label={findCopy.label} className="find-listbox" hidden={!expanded}>
      {[
        { label: findCopy.placesGroup, start: 0, items: options.slice(0, placeCount) },
        { label: findCopy.partnersGroup, start: placeCount, items: options.slice(placeCount) },
      ].map((group) =>
        group.items.length === 0 ? null : (
          <div key={group.label} role="group" aria-labelledby={`find-group-${group.start}`}>
            <div role="presentation" id={`find-group-${group.start}`} className="find-group-label">
              {group.label}
            </div>
            {group.items.map((option, offset) => {
              const index = group.start + offset
              return (
                <div
                  key={index}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="find-option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
                >
                  {option.kind === 'place' ? (
                    <>
                      <span>{findCopy.placeName(option.match.place.name, option.match.place.state)}</span>
                      <span className="find-option-meta">
                        {findCopy.placePartners(option.match.partners, option.match.paused)}
                      </span>
                    </>
                  ) : (
                    <>
                      <span>{partnerName(option.company)}</span>
                      <span className="find-option-meta">{option.company.status_badge}</span>
                    </>
                  )}
                </div>
              )
            })}
          </div>
        ),
      )}
    </div>
  )
}
