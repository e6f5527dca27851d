import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { nextLeadCopy as copy } from '../../content/lead-queue-copy'
import { voicemailLeftToday } from '../../lead-queue/cadence'
import { leadQueueMessages } from '../../lead-queue/lead-queue-messages'
import { leadStrip } from '../../lead-queue/queue-lines'
import { CALL_OUTCOMES, type CallOutcome } from '../../lead-queue/queued-lead'
import { useExternalStore } from '../../use-external-store'
import type { OutcomeToSend } from '../booking/outcome-outbox'
import { useRecordOutcome } from '../booking/use-record-outcome'
import { CallBackForm } from './call-back-form'
import { LeadContactLine } from './lead-contact-line'
import { LeadLeftNotice } from './lead-left-notice'
import { leadCallRecorded, leadOnScreen } from './lead-on-screen'
import { readQueueAgain } from './lead-queue-query'
import { RecordedOutcome } from './recorded-outcome'

/** Every outcome but Booked, which Mark booked records with its booking. */
const STRIP_OUTCOMES = CALL_OUTCOMES.filter((outcome) => outcome !== 'Booked')

/** The lead's name, phone and place, `Lead from {Source} · received {age} ago · attempt {n}`, then one button per outcome. */
export function LeadStrip({ now }: { now: number }) {
  const onScreen = useExternalStore(leadOnScreen)
  const queryClient = useQueryClient()
  const [askingCallBack, setAskingCallBack] = useState(false)
  const recording = useRecordOutcome(({ attemptId, outcome }) => {
    setAskingCallBack(false)
    leadCallRecorded(attemptId, outcome)
    void readQueueAgain(queryClient)
  })
  if (!onScreen)
    return (
      <>
        <LeadLeftNotice />
        <RecordedOutcome />
      </>
    )

  const { lead, zoneByZip, timeZone, notice } = onScreen
  const calls = lead.calls.map((call) => ({ at: Date.parse(call.at), outcome: call.outcome }))
  function record(outcome: CallOutcome, callbackAt?: string) {
    const request: OutcomeToSend = {
      leadId: lead.leadId,
      attemptId: crypto.randomUUID(),
      outcome,
      // The moment it was pressed, however long the outbox then waits to send it.
      calledAt: new Date().toISOString(),
      ...(callbackAt ? { callbackAt } : {}),
      ...(zoneByZip ? { timeZone: zoneByZip } : {}),
    }
    recording.mutate(request)
  }
  return (
    <section className="lead-strip" aria-label={copy.stripLabel}>
      <LeadContactLine lead={lead} now={now} />
      <p className="lead-strip-line">{leadStrip(lead, now)}</p>
      {notice ? (
        <p className="lead-strip-warning" role="alert">
          {notice}
        </p>
      ) : null}
      {voicemailLeftToday(calls, now, timeZone) ? (
        <p className="lead-strip-warning">{leadQueueMessages.voicemailLeftToday}</p>
      ) : null}
      <div className="outcome-buttons" role="group" aria-label={copy.outcomesLabel}>
        {STRIP_OUTCOMES.map((outcome) => (
          <button
            key={outcome}
            type="button"
            className="button button-secondary"
            disabled={recording.isPending}
            aria-expanded={outcome === 'Call back' ? askingCallBack : undefined}
            onClick={() => (outcome === 'Call back' ? setAskingCallBack(true) : record(outcome))}
          >
            {outcome}
          </button>
        ))}
      </div>
      {askingCallBack ? (
        <CallBackForm
          timeZone={timeZone}
          onSave={(callbackAt) => record('Call back', callbackAt)}
          onCancel={() => setAskingCallBack(false)}
        />
      ) : null}
      {recording.isError ? (
        <p className="form-message error" role="alert">
          {copy.notRecorded}
        </p>
      ) : null}
      <p className="hint">{copy.bookedWithLead}</p>
    </section>
  )
}
