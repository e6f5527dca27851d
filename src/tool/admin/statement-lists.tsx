import { statementCopy as copy } from '../../content/ledger-admin-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel } from '../../partner-time/agency-week'
import {
  creditLine,
  NEW_TIMES_HEADING,
  newTimeLine,
  type StatementCredit,
  type WeeklyStatement,
} from '../../refunds/weekly-statement'

/** Under the statement's rows: refunds approved this week for quotes billed before, already taken off the total. */
export function StatementCredits({ credits }: { credits: readonly StatementCredit[] }) {
  if (credits.length === 0) return null
  return (
    <>
      <h4>{copy.creditsHeading}</h4>
      <ul className="statement-credits">
        {credits.map((credit) => (
          <li key={credit.id}>{creditLine(credit, copy.noPrice)}</li>
        ))}
      </ul>
    </>
  )
}

/** The week's quotes that are not billed: withdrawn ones, those not delivered, and new times of standing quotes. */
export function StatementLists({ statement }: { statement: WeeklyStatement }) {
  const zone = toolDeployment.agencyTimeZone
  return (
    <>
      {statement.withdrawn.length > 0 ? (
        <>
          <h4>{copy.withdrawnHeading}</h4>
          <ul>
            {statement.withdrawn.map((booking) => (
              <li key={`${booking.partner}|${booking.bookedAt}`}>
                {copy.withdrawnItem(
                  booking.partner,
                  agencyDayLabel(Date.parse(booking.bookedAt), zone),
                  booking.status,
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {statement.undelivered.length > 0 ? (
        <>
          <h4>{copy.undeliveredHeading}</h4>
          <ul>
            {statement.undelivered.map((booking, position) => (
              <li key={position}>
                {copy.undeliveredItem(
                  booking.partner,
                  agencyDayLabel(Date.parse(booking.bookedAt), zone),
                  booking.reason ?? copy.inOutbox,
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {statement.newTimes.length > 0 ? (
        <>
          <h4>{NEW_TIMES_HEADING}</h4>
          <ul className="statement-new-times">
            {statement.newTimes.map((booking, position) => (
              <li key={position}>{newTimeLine(booking, zone)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
