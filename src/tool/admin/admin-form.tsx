export type FormMessage = { text: string; tone: 'ok' | 'error' } | null

interface UrlFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The ids of the help text and message that describe the field. */
  describedBy: string
  help?: { id: string; text: string }
}

export function UrlField({ id, label, value, onChange, describedBy, help }: UrlFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {help ? (
        <p id={help.id} className="hint">
          {help.text}
        </p>
      ) : null}
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
    </>
  )
}

export function FormActions({ submit, other }: { submit: string; other?: { label: string; onClick: () => void } }) {
  return (
    <div className="admin-actions">
      <button type="submit" className="button button-primary">
        {submit}
      </button>
      {other ? (
        <button type="button" className="button button-secondary" onClick={other.onClick}>
          {other.label}
        </button>
      ) : null}
    </div>
  )
}

export function FormStatus({ id, message }: { id: string; message: FormMessage }) {
  return (
    <p id={id} className={`form-message ${message?.tone ?? ''}`} role="status">
      {message?.text}
    </p>
  )
}
