import { bookingCopy } from '../../content/bookings/booking-copy'

interface HomeownerEmailChoiceProps {
  id: string
  email: string
  dontEmail: boolean
  onChange: (dontEmail: boolean) => void
}

/** What the homeowner will get from the ledger, and the setter's way to spare them the email. */
export function HomeownerEmailChoice({ id, email, dontEmail, onChange }: HomeownerEmailChoiceProps) {
  return (
    <div className="homeowner-email">
      <p>{bookingCopy.homeownerGetsEmail(email)}</p>
      <label htmlFor={id} className="checkbox-label">
        <input id={id} type="checkbox" checked={dontEmail} onChange={(event) => onChange(event.target.checked)} />{' '}
        {bookingCopy.dontEmailHomeowner}
      </label>
    </div>
  )
}
