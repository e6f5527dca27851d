import { useState, type ChangeEvent } from 'react'
import { leadAlertCopy as copy } from '../../content/leads/lead-sources-copy'
import { leadAlertsOn } from '../../storage/lead-alert-setting'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { useLedgerSettings } from '../ledger-link/ledger-settings'
import './lead-alert.css'

/** The Search tab's `Alert me when a lead arrives`: turning it on asks for notifications on that click. */
export function LeadAlertCheckbox() {
  const on = usePersistedValue(leadAlertsOn)
  const ledger = useLedgerSettings()
  const [note, setNote] = useState('')
  if (!ledger) return null

  async function change(event: ChangeEvent<HTMLInputElement>) {
    if (!event.target.checked) {
      setNote('')
      await leadAlertsOn.save(false)
      return
    }
    // Asked before any await, while the click still counts as the setter's.
    const permission =
      typeof Notification === 'undefined'
        ? null
        : Notification.permission === 'default'
          ? Notification.requestPermission()
          : Promise.resolve(Notification.permission)
    await leadAlertsOn.save(true)
    const answer = await permission
    setNote(answer === null ? copy.unsupported : answer === 'denied' ? copy.denied : '')
  }

  return (
    <div className="lead-alert">
      <label>
        <input type="checkbox" checked={on} onChange={(event) => void change(event)} /> {copy.checkbox}
      </label>
      {note ? <p className="hint">{note}</p> : null}
    </div>
  )
}
