import { bookingCopy } from '../../content/bookings/booking-copy'
import type { LedgerKeyHolder } from '../../storage/tool-storage'
import { BookingInput } from './booking-input'

interface SetterFieldProps {
  holder: LedgerKeyHolder | null
  id: string
  problem?: string
  value: string
  onChange: (value: string) => void
}

/** Who books: a setter's key names its setter (the ledger writes that name); any other key asks Your name. */
export function SetterField({ holder, id, problem, value, onChange }: SetterFieldProps) {
  if (holder?.role === 'setter') return <p className="booked-by">{bookingCopy.bookedBy(holder.setter)}</p>
  return (
    <BookingInput
      id={id}
      problem={problem}
      label={bookingCopy.yourName}
      type="text"
      autoComplete="name"
      value={value}
      onChange={onChange}
    />
  )
}
