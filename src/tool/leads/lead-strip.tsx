import { useState } from 'react'
import { nextLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import { lookupZip } from '../../geo/zip-dataset'
import { voicemailLeftToday } from '../../leads/cadence'
import { leadQueueMessages } from '../../leads/lead-queue-messages'
import { leadStrip } from '../../leads/queue-lines'
import { CALL_OUTCOMES, type CallOutcome } from '../../leads/queued-lead'
import { useExternalStore } from '../../use-external-store'
import type { OutcomeToSend } from '../ledger-link/outcome-outbox'
import { useZipDataset } from '../zip-data/zip-dataset-queries'
import { CallBackForm } from './call-back-form'
import type { RecordedSaid } from './held-lead-channel'
import { LeadContactLine } from './lead-contact-line'
import { LeadLeftNotice } from './lead-left-notice'
import { leadCallRecorded, leadOnScreen, type LeadOnScreen } from './lead-on-screen'
import { useReadQueueAgain, useRecordOutcome } from './api'
import { dayAndTime, whatFollowsNoContact } from './next-call'
import { RecordedOutcome } from './recorded-outcome'

/** Every outcome but Booked, which Mark booked records with its booking. */
const STRIP_OUTCOMES = CALL_OUTCOMES.filter((outcome) => outcome !== 'Booked')

/** What the outcome line says of `request`, on the lead's clock: its next call, its call back, or that it closed. */
function saidOf(request: OutcomeToSend, { lead, timeZone }: LeadOnScreen, state: string): RecordedSaid {
  const { outcome } = request
  const at = Date.parse(request.calledAt ?? '') || Date.now()
  if (outcome === 'No answer' || outcome === 'Left voicemail') {
    const follows = whatFollowsNoContact(lead, outcome, at, state, timeZone)
    return {
      label: outcome,
      follows:
        follows.kind === 'closed' ? copy.leadClosed : copy.nextCall(dayAndTime(follows.at, timeZone), follows.attempt),
    }
  }
  if (outcome === 'Call back' && request.callbackAt)
    return { label: copy.callBackOn(dayAndTime(Date.parse(request.callbackAt), timeZone)), follows: '' }
  return { label: outcome, follows: copy.leadClosed }
}

interface LeadStripProps {
  now: number
  /** After an outcome is kept: the form is cleared and Next lead takes the focus. */
  afterOutcome: () => void
}

/** The lead's name, phone and place, `Lead from {Source} · received {age} ago · attempt {n}`, then one button per outcome. */
export function LeadStrip({ now, afterOutcome }: LeadStripProps) {
  const onScreen = useExternalStore(leadOnScreen)
  const readQueueAgain = useReadQueueAgain()
  const [askingCallBack, setAskingCallBack] = useState(false)
  const zip = onScreen?.lead.zip.trim() ?? ''
  const { dataset } = useZipDataset(zip !== '')
  // Unknown ZIP: no state rule, the federal window on the agency's clock, as the queue decides.
  const state = (dataset && zip ? lookupZip(dataset, zip)?.state : undefined) ?? ''
  const recording = useRecordOutcome((request) => {
    setAskingCallBack(false)
    const held = leadOnScreen.get()
    if (held?.lead.leadId === request.leadId)
      leadCallRecorded(request.attemptId, request.outcome, saidOf(request, held, state))
    afterOutcome()
    void readQueueAgain()
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
