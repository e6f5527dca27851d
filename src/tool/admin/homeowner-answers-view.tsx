import { useMemo } from 'react'
import { homeownerCopy as copy } from '../../content/bookings/homeowner-copy'
import type { ListedBooking } from '../../bookings/booking'
import { homeownerAnswerOf, homeownerAnswers } from '../../bookings/homeowner-answers'
import { rebookedAfterNoShow } from '../../refunds/no-shows'
import { useLedgerCheck } from './api/ledger-check'
import { useRefunds } from './api/refunds'

interface HomeownerAnswersViewProps {
  bookings: readonly ListedBooking[]
  weekStart: number
  weekEnd: number
  now: number
}

/** Under the weekly statement: the week's appointments as homeowners answered them, and what holds their emails. */
export function HomeownerAnswersView({ bookings, weekStart, weekEnd, now }: HomeownerAnswersViewProps) {
  const answers = useMemo(
    () => homeownerAnswers(bookings, weekStart, weekEnd, now),
    [bookings, weekStart, weekEnd, now],
  )
  const noShows = useRefunds(now).query.data?.appointments
  const rebooked = useMemo(
    () => (noShows ? rebookedAfterNoShow(noShows, bookings, weekStart, weekEnd) : null),
    [noShows, bookings, weekStart, weekEnd],
  )
  const check = useLedgerCheck(false)
  const owner = check && check !== 'none' && check.kind === 'answer' && check.body.role !== 'setter' ? check.body : null
  return (
    <div className="homeowner-answers">
      <p>
        {copy.appointments(
          answers.appointments,
          answers.confirmed,
          answers.confirmedShare,
          answers.reminded,
          answers.askedAgain,
        )}
      </p>
      {rebooked ? <p>{copy.rebookedAfterNoShow(rebooked.rebooked, rebooked.reported)}</p> : null}
      {owner && owner.agencyName === false ? <p className="report-warning">{copy.setAgencyName}</p> : null}
      {answers.waitingForQuota > 0 ? (
        <p className="report-warning">{copy.waitingForQuota(answers.waitingForQuota)}</p>
      ) : null}
      {answers.stillAsking.length > 0 ? (
        <>
          <h4>{copy.askedHeading}</h4>
          <ul>
            {answers.stillAsking.map((booking) => (
              <li key={booking.id}>
                {copy.askedItem(booking.partner, booking.zip, booking.appointmentLabel ?? '')} ·{' '}
                {homeownerAnswerOf(booking)}
                {booking.onDoNotCall ? ` · ${copy.onDoNotCall}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
