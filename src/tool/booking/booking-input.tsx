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
  /** A textarea (Notes) instead of a one-line input. */
  multiline?: boolean
}

/**
 * One labelled field of the dialog, its hint and its problem, each tied to it for screen readers. No maxLength: a
 * value Next lead or a paste put in is never cut short unseen; the dialog's check says what is too long.
 */
export function BookingInput({
  id,
  label,
  type,
  value,
  onChange,
  problem,
  hint,
  autoComplete = 'off',
  multiline = false,
}: BookingInputProps) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ')
  const common = {
    id,
    autoComplete,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <div className="booking-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={2} {...common} /> : <input type={type} {...common} />}
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
