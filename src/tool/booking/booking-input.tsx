import { MAX_FIELD_LENGTH } from '../../ledger/lead-fields'

interface BookingInputProps {
  id: string
  label: string
  type: string
  value: string
  onChange: (value: string) => void
  /** Shown under the field and read with it; the field keeps what was typed. */
  problem?: string
  hint?: string | null
  autoComplete?: string
}

/** One labelled field of the dialog, its hint and its problem, each tied to it for screen readers. */
export function BookingInput({
  id,
  label,
  type,
  value,
  onChange,
  problem,
  hint,
  autoComplete = 'off',
}: BookingInputProps) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ')
  return (
    <div className="booking-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        maxLength={MAX_FIELD_LENGTH}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="field-problem" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  )
}
