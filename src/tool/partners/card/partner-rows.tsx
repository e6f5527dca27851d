import type { Company } from '../../../partners/company'
import type { GarageSize } from '../../../partners/garage-size'
import { cardCopy } from '../../../content/tool-copy'
import { CopyIconButton } from '../../ui/copy-button'
import { ChosenPrice } from './chosen-price'

interface CardRow {
  label: string
  value: (company: Company) => string
  garageSize?: GarageSize
}

const { rows } = cardCopy
// The spec's order; each row is hidden when empty.
const cardRows: CardRow[] = [
  { label: rows.serviceCategory, value: (c) => c.service_category },
  { label: rows.servicesOffered, value: (c) => c.services_offered },
  { label: rows.timeZone, value: (c) => c.time_zone },
  { label: rows.targetArea, value: (c) => c.target_area },
  { label: rows.targetRadius, value: (c) => (c.target_radius_miles === null ? '' : String(c.target_radius_miles)) },
  { label: rows.state, value: (c) => c.state },
  { label: rows.hours, value: (c) => c.hours },
  { label: rows.warranty, value: (c) => c.warranty },
  { label: rows.pricing1Car, value: (c) => c.pricing_1car, garageSize: '1-car' },
  { label: rows.pricing2Car, value: (c) => c.pricing_2car, garageSize: '2-car' },
  { label: rows.pricing3Car, value: (c) => c.pricing_3car, garageSize: '3-car' },
  { label: rows.estimator, value: (c) => c.estimator_name },
  { label: rows.email, value: (c) => c.email },
  { label: rows.serviceTypes, value: (c) => c.service_types },
  { label: rows.notes, value: (c) => [c.notes_label, c.extra_notes].filter(Boolean).join('\n') },
]

export function PartnerRows({
  company,
  garageSize,
  name,
}: {
  company: Company
  garageSize: GarageSize | null
  name: string
}) {
  return (
    <dl className="partner-rows">
      {cardRows.map((row) => {
        const value = row.value(company)
        if (!value) return null
        const chosen = garageSize !== null && row.garageSize === garageSize
        const shown = chosen ? <ChosenPrice price={value} /> : value
        return (
          <div className={`partner-row${chosen ? ' is-chosen-size' : ''}`} key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.label === rows.email ? (
                <>
                  <a href={`mailto:${value}`}>{value}</a>
                  <CopyIconButton text={value} label={cardCopy.copyEmailOf(name)} />
                </>
              ) : (
                shown
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
