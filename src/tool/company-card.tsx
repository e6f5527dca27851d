import { useId } from 'react'
import type { Company } from '../sheet/company'

interface CardRow {
  label: string
  value: (company: Company) => string
}

// Card rows in the spec's order; each is hidden when empty. Sheet text is rendered as text only.
const cardRows: CardRow[] = [
  { label: 'Service Category', value: (c) => c.service_category },
  { label: 'Services Offered', value: (c) => c.services_offered },
  { label: 'Time Zone', value: (c) => c.time_zone },
  { label: 'Target Area', value: (c) => c.target_area },
  { label: 'Target Radius (mi)', value: (c) => (c.target_radius_miles === null ? '' : String(c.target_radius_miles)) },
  { label: 'State', value: (c) => c.state },
  { label: 'Hours', value: (c) => c.hours },
  { label: 'Warranty', value: (c) => c.warranty },
  { label: 'Pricing 1 Car', value: (c) => c.pricing_1car },
  { label: 'Pricing 2 Car', value: (c) => c.pricing_2car },
  { label: 'Pricing 3 Car', value: (c) => c.pricing_3car },
  { label: 'Estimator', value: (c) => c.estimator_name },
  { label: 'Email', value: (c) => c.email },
  { label: 'Service Types', value: (c) => c.service_types },
  { label: 'Notes', value: (c) => [c.notes_label, c.extra_notes].filter(Boolean).join('\n') },
]

export function CompanyCard({ company }: { company: Company }) {
  const name = company.display_name || company.company_name
  const headingId = useId()
  const active = company.status_badge === 'ACTIVE'
  return (
    <article className={`company-card${active ? '' : ' is-paused'}`} aria-labelledby={headingId}>
      <header className="company-card-header">
        <h3 id={headingId}>{name}</h3>
        <span className={`status-badge ${active ? 'is-active' : 'is-paused'}`}>{company.status_badge}</span>
      </header>
      {company.note_banner ? (
        <p className="company-note" role="note">
          {company.note_banner}
        </p>
      ) : null}
      <dl className="company-rows">
        {cardRows.map((row) => {
          const value = row.value(company)
          if (!value) return null
          return (
            <div className="company-row" key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.label === 'Email' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
            </div>
          )
        })}
      </dl>
      {company.schedule_url || company.calendar_url ? (
        <div className="company-actions">
          {company.schedule_url ? (
            <a className="button button-primary" href={company.schedule_url} target="_blank" rel="noopener noreferrer">
              {company.schedule_label || 'Schedule'}
            </a>
          ) : null}
          {company.calendar_url ? (
            <a className="button button-secondary" href={company.calendar_url} target="_blank" rel="noopener noreferrer">
              {company.calendar_label || 'Open Calendar'}
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}
