import { useId, useState, type FormEvent } from 'react'
import { nextLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import { readOutcomeRequest } from '../../leads/outcome-request'
import { readAppointment, zoneAtEntered } from '../../partner-time/appointment'
import { wallClockAsUtc } from '../../partner-time/wall-clock'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** `instant` on `timeZone`'s wall clock as a datetime-local value, to the minute. */
const wallClockValue = (wallClock: number) => new Date(wallClock).toISOString().slice(0, 16)

const QUICK_CHOICES = ['inOneHour', 'tomorrowAtNine'] as const

/** The field's quick choices, on the lead's clock: an hour from now, and 9 AM the next day. */
function callBackChoices(now: number, timeZone: string): Record<(typeof QUICK_CHOICES)[number], string> {
  const wallNow = wallClockAsUtc(now, timeZone)
  return {
    inOneHour: wallClockValue(wallClockAsUtc(now + HOUR_MS, timeZone)),
    tomorrowAtNine: wallClockValue((Math.floor(wallNow / DAY_MS) + 1) * DAY_MS + 9 * HOUR_MS),
  }
}

interface CallBackFormProps {
  /** The lead's zone: the time typed is the lead's wall clock. */
  timeZone: string
  onSave: (callbackAt: string) => void
  onCancel: () => void
}

/** `Call back` asks when, in the lead's time, from now to 60 days ahead (the checks the outbox and script make). */
export function CallBackForm({ timeZone, onSave, onCancel }: CallBackFormProps) {
  const id = useId()
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState(false)
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const now = new Date()
    const reading = readAppointment(value, timeZone, now)
    const checked = reading.ok
      ? readOutcomeRequest({ outcome: 'Call back', callbackAt: reading.iso }, now.getTime())
      : null
    if (!reading.ok || !checked || 'refused' in checked) return setProblem(true)
    setProblem(false)
    onSave(reading.iso)
  }
  return (
    <form className="call-back-form" onSubmit={save} noValidate>
      <label htmlFor={`${id}-at`}>{copy.callBackAt(zoneAtEntered(value, timeZone, new Date()))}</label>
      <input
        id={`${id}-at`}
        type="datetime-local"
        value={value}
        autoFocus
        aria-invalid={problem}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => (event.key === 'Escape' ? onCancel() : undefined)}
      />
      <div className="call-back-choices">
        {QUICK_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="button button-secondary"
            onClick={() => setValue(callBackChoices(Date.now(), timeZone)[choice])}
          >
            {copy[choice]}
          </button>
        ))}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="form-message error">
          {copy.callBackProblem}
        </p>
      ) : null}
      <div className="confirm-actions">
        <button type="submit" className="button button-primary">
          {copy.saveCallBack}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  )
}
