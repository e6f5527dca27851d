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
  multiline?: boolean
}

/** One labelled field of the dialog; no maxLength, so what Next lead or a paste filled is never cut short unseen. */
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
