import { refundsAdminCopy as copy } from '../../content/refunds/refunds-admin-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel } from '../../partner-time/agency-week'
import type { AppointmentRow } from '../../refunds/no-show-period'
import { countNoShows, noShowLine } from '../../refunds/no-shows'
import type { DecidedRefund } from '../../ledger-api/refunds-answer'
import { DecisionSendAgain, decisionEmailNotSent } from './decision-send-again'
import { OwnerSection, ownerRead } from './owner-section'
import { RefundRequest } from './refund-request'
import { RefundsReadError, useRefunds } from './api/refunds'
import './ledger-admin.css'

/** Admin → Refunds asked (owner's key only): the open requests to decide, the weeks' decisions, the no-shows. */
export function RefundsAsked({ now }: { now: number }) {
  const read = ownerRead(useRefunds(now), RefundsReadError, copy)
  if (!read) return null
  const { ledger, answer, problem } = read
  return (
    <OwnerSection name="refunds-asked" heading={copy.heading} intro={copy.intro} problem={problem}>
      {!answer ? (
        problem ? null : (
          <p className="hint">{copy.reading}</p>
        )
      ) : (
        <>
          {answer.open.length === 0 ? <p>{copy.none}</p> : null}
          <ul className="refund-requests" hidden={answer.open.length === 0}>
            {answer.open.map((request) => (
              <RefundRequest key={request.id} request={request} ledger={ledger} />
            ))}
          </ul>
          <DecidedRefunds decided={answer.decided} />
          <NoShowsReported appointments={answer.appointments} now={now} />
        </>
      )}
    </OwnerSection>
  )
}

function DecidedRefunds({ decided }: { decided: readonly DecidedRefund[] }) {
  if (decided.length === 0) return null
  const zone = toolDeployment.agencyTimeZone
  return (
    <>
      <h4>{copy.decidedHeading}</h4>
      <ul className="refund-requests">
        {decided.map((refund) => (
          <li key={refund.id} className="refund-request">
            <p className="refund-line">
              {copy.request(refund.partner, refund.zip, refund.appointmentLabel, refund.reason)}
            </p>
            <p>
              {copy.decision(
                refund.decision,
                agencyDayLabel(Date.parse(refund.decidedAt), zone),
                refund.refundEmailStatus,
              )}
            </p>
            {refund.note.trim() ? <p className="refund-note">{refund.note}</p> : null}
            {refund.why.trim() ? <p className="refund-note">{refund.why}</p> : null}
            {decisionEmailNotSent(refund.refundEmailStatus) ? <DecisionSendAgain refund={refund} /> : null}
          </li>
        ))}
      </ul>
    </>
  )
}

/** `No-shows reported: {n} of {m} appointments in the last 4 weeks ({p}%)`, overall, then per partner. */
function NoShowsReported({ appointments, now }: { appointments: readonly AppointmentRow[]; now: number }) {
  const counts = countNoShows(appointments, now)
  return (
    <>
      <h4 id="no-shows-heading">{copy.noShowsHeading}</h4>
      <p className="no-shows-overall">{noShowLine(counts.overall)}</p>
      {counts.byPartner.length > 0 ? (
        <ul className="no-shows-by-partner">
          {counts.byPartner.map((count) => (
            <li key={count.partner}>
              {count.partner}: {noShowLine(count)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
