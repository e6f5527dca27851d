import { useState, type ClipboardEvent, type ReactNode } from 'react'
import { leadDetailsCopy } from '../../content/partners/find-copy'
import type { PasteField } from '../../leads/paste/is-lead-block'
import { zipOfAddress } from '../../partners/zip-code'
import { LEAD_FIELDS, type LeadContact, type LeadField } from '../../leads/lead'
import type { PasteNote } from './use-lead-paste'

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
  /** A whole lead pasted into one field (use-lead-paste.ts). */
  onPaste: (field: PasteField) => (event: ClipboardEvent<HTMLElement>) => void
  onPasteLead: (button: HTMLElement) => void
  /** What the last paste did: shown under the buttons, with Undo when it filled the lead. */
  pasteNote: PasteNote
  onUndoPaste: () => void
  /** Next lead beside Paste lead, and under the buttons what it found and the claimed lead's strip. */
  nextLead?: { button: ReactNode; panel: ReactNode }
}

const PASTE_NOTE_TEXT: Record<Exclude<PasteNote, null>, string> = {
  filled: leadDetailsCopy.pasteFilled,
  refused: leadDetailsCopy.pasteRefused,
  empty: leadDetailsCopy.pasteEmpty,
  failed: leadDetailsCopy.pasteFailed,
}

/** The lead's optional details. Not a form that submits, and autocomplete off: the browser keeps nothing of them. */
export function LeadDetailsForm({
  lead,
  onChange,
  onAddressZip,
  onNewLead,
  onPaste,
  onPasteLead,
  pasteNote,
  onUndoPaste,
  nextLead,
}: LeadDetailsFormProps) {
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
      <div className="lead-buttons">
        <button type="button" className="button button-secondary new-lead" onClick={onNewLead}>
          {leadDetailsCopy.newLead}
        </button>
        <button
          type="button"
          className="button button-secondary paste-lead"
          onClick={(event) => onPasteLead(event.currentTarget)}
        >
          {leadDetailsCopy.pasteLead}
        </button>
        {nextLead?.button}
      </div>
      <div className="paste-note">
        {/* Always in the page, so screen readers hear each new note. */}
        <p role="status">{pasteNote ? PASTE_NOTE_TEXT[pasteNote] : ''}</p>
        {pasteNote === 'filled' ? (
          <button type="button" className="button button-quiet" onClick={onUndoPaste}>
            {leadDetailsCopy.undo}
          </button>
        ) : null}
      </div>
      {nextLead?.panel}
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
              onPaste: onPaste(field),
            }
            return (
              <div key={field} className={`lead-field lead-field-${field}`}>
                <label htmlFor={common.id}>{leadDetailsCopy.labels[field]}</label>
                {field === 'notes' ? (
                  <>
                    <textarea rows={1} {...common} aria-describedby="lead-notes-hint" />
                    <p id="lead-notes-hint" className="hint">
                      {leadDetailsCopy.notesHint}
                    </p>
                  </>
                ) : (
                  <input type={INPUT_TYPES[field]} {...common} />
                )}
              </div>
            )
          })}
        </div>
        <p className="hint">{leadDetailsCopy.privacy}</p>
      </details>
    </div>
  )
}
