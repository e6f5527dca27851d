import { useState } from 'react'
import { leadDetailsCopy } from '../../content/find-copy'
import { zipOfAddress } from '../../sheet/zip-code'
import { LEAD_FIELDS, type LeadContact, type LeadField } from '../../sheet/booking-answers'

const INPUT_TYPES: Record<Exclude<LeadField, 'notes'>, string> = {
  name: 'text',
  phone: 'tel',
  email: 'email',
  address: 'text',
}

const WIDE_SCREEN = '(min-width: 40rem)'

interface LeadDetailsFormProps {
  lead: LeadContact
  onChange: (lead: LeadContact) => void
  /** The ZIP that ends the Address field's line (zipOfAddress). */
  onAddressZip: (zip: string) => void
  onNewLead: () => void
}

/** The lead's optional details. Not a form that submits, and autocomplete off: the browser keeps nothing of them. */
export function LeadDetailsForm({ lead, onChange, onAddressZip, onNewLead }: LeadDetailsFormProps) {
  // Collapsed at first on a phone, where five fields would push the results off screen.
  const [openAtFirst] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches,
  )
  function change(field: LeadField, value: string) {
    onChange({ ...lead, [field]: value })
    const zip = field === 'address' ? zipOfAddress(value) : null
    if (zip) onAddressZip(zip)
  }
  return (
    <div className="lead-details">
      <details open={openAtFirst}>
        <summary>{leadDetailsCopy.heading}</summary>
        <div className="lead-fields">
          {LEAD_FIELDS.map((field) => {
            const common = {
              id: `lead-${field}`,
              name: `lead-${field}`,
              autoComplete: 'off',
              value: lead[field],
              onChange: (event: { target: { value: string } }) => change(field, event.target.value),
            }
            return (
              <div key={field} className={`lead-field lead-field-${field}`}>
                <label htmlFor={common.id}>{leadDetailsCopy.labels[field]}</label>
                {field === 'notes' ? (
                  <textarea rows={1} {...common} />
                ) : (
                  <input type={INPUT_TYPES[field]} {...common} />
                )}
              </div>
            )
          })}
        </div>
        <p className="hint">{leadDetailsCopy.privacy}</p>
      </details>
      <button type="button" className="button button-secondary new-lead" onClick={onNewLead}>
        {leadDetailsCopy.newLead}
      </button>
    </div>
  )
}
