import { useEffect, useRef } from 'react'
import { routingCopy } from '../../content/partners/routing-copy'
import type { ChosenService, ServiceChoice } from '../../partners/service-choice'
import { isTextField } from '../ui/text-field'
import './routing.css'
import { isZip } from '../../partners/zip-code'

/** `s` anywhere but a text field moves focus to the chosen service. */
function useServiceShortcut(group: React.RefObject<HTMLFieldSetElement | null>) {
  // An effect because the key is heard on the document, wherever focus is.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 's' || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return
      const radio = group.current?.querySelector<HTMLInputElement>('input:checked')
      if (!radio) return
      event.preventDefault()
      radio.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [group])
}

interface ServiceFilterProps {
  choices: readonly ServiceChoice[]
  /** Per choice, how many partners in the current results offer it, and how many of them are PAUSED; null before there are results. */
  counts: { all: Int32Array; paused: Int32Array; totalPaused: number } | null
  total: number
  chosen: ChosenService
  onChoose: (chosen: ChosenService) => void
  /** ↓ goes to the cards, as everywhere else, instead of changing the service unseen. */
  onArrowDown?: () => void
}

/** Shown from the first paint (All services alone until the sheet's choices arrive), so nothing below it shifts. */
export function ServiceFilter({ choices, counts, total, chosen, onChoose, onArrowDown }: ServiceFilterProps) {
  const group = useRef<HTMLFieldSetElement>(null)
  useServiceShortcut(group)
  function onKeyDown(event: React.KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    // ←/→ still move between the choices, in plain sight.
    event.preventDefault()
    event.stopPropagation()
    if (event.key === 'ArrowDown') onArrowDown?.()
  }
  const option = (index: ChosenService, label: string, count: { all: number; paused: number } | null) => (
    <label key={index ?? 'all'} className="zip-chip service-option">
      <input type="radio" name="service" checked={chosen === index} onChange={() => onChoose(index)} />
      {routingCopy.choiceLabel(label, count?.all ?? null, count?.paused ?? 0)}
    </label>
  )
  return (
    <fieldset ref={group} className="routing-choice service-filter" onKeyDown={onKeyDown}>
      <legend className="routing-legend">{routingCopy.serviceLegend}</legend>
      {option(null, routingCopy.allServices, counts && { all: total, paused: counts.totalPaused })}
      {choices.map((choice, index) =>
        option(index, choice.label, counts && { all: counts.all[index]!, paused: counts.paused[index]! }),
      )}
    </fieldset>
  )
}

interface ServiceFilterStatusProps {
  /** The chosen service's label, or null for All services. */
  service: string | null
  zip: string
  /** Partners listing the ZIP, whatever their service. */
  listed: number
  exact: number
  nearby: number
  /** A linked service this sheet does not have. */
  missing: string | null
  onShowAll: () => void
}

/** The line under the spec's count line: what the filter shows, or that it hides every exact partner. */
export function ServiceFilterStatus({
  service,
  zip,
  listed,
  exact,
  nearby,
  missing,
  onShowAll,
}: ServiceFilterStatusProps) {
  if (missing !== null) return <p className="routing-note">{routingCopy.missingChoice(missing)}</p>
  if (service === null || !isZip(zip)) return null
  const nearbyNote = nearby > 0 ? ` ${routingCopy.nearbyOfService(service)}` : ''
  if (exact === 0 && listed > 0) {
    return (
      <p className="routing-note is-hiding-all">
        {routingCopy.noneForService(listed, zip, service)}
        {nearbyNote}{' '}
        <button type="button" className="button button-secondary" onClick={onShowAll}>
          {routingCopy.showAllServices}
        </button>
      </p>
    )
  }
  const text =
    exact > 0 ? routingCopy.showing(exact, service, nearby) : `${routingCopy.noExactPartner(service, zip)}${nearbyNote}`
  return (
    <p className="routing-note">
      {text} ·{' '}
      <button type="button" className="link-button" onClick={onShowAll}>
        {routingCopy.allServices}
      </button>
    </p>
  )
}
