import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { refundsAdminCopy as copy } from '../../content/refunds/refunds-admin-copy'
import type { LedgerReply } from '../../ledger-api/ledger-answer'
import { MAX_NOTE_LENGTH } from '../../refunds/policy'
import type { DecideOutcome, DecideRequest, OpenRefund } from '../../ledger-api/refunds-answer'
import { decideRefund, type LedgerSettings } from '../ledger-link/ledger-client'
import { readLedgerAgain } from '../ledger-link/ledger-query'
import { readRefundsAgain } from './refunds-query'

type Decision = DecideRequest['decision']

/** The owner's words for what the ledger did; a refusal or no answer fails the mutation, so nothing is read again. */
function outcomeText(reply: LedgerReply<DecideOutcome>): string {
  if (reply.kind === 'refused') throw new Error(copy.failed[reply.error])
  if (reply.kind === 'unreachable') throw new Error(copy.failed.unreachable)
  const outcome = reply.body
  if (outcome.decided) return copy.decidedNow(outcome.decision, outcome.refundEmailStatus)
  return outcome.error === 'bad-request' ? copy.refusals['bad-request'](outcome.reason) : copy.refusals[outcome.error]
}

export function RefundRequest({ request, ledger }: { request: OpenRefund; ledger: LedgerSettings }) {
  const queryClient = useQueryClient()
  const [why, setWhy] = useState('')
  const mutationKey = ['decide-refund', request.id]
  const deciding = useMutation({
    mutationKey,
    mutationFn: async (decision: Decision) => {
      const said = why.trim()
      return outcomeText(await decideRefund(ledger, { id: request.id, decision, ...(said ? { why: said } : {}) }))
    },
    // Offline, the ledger's answer says so at once rather than the press waiting for the line.
    networkMode: 'always',
    onSuccess: () => Promise.all([readRefundsAgain(queryClient), readLedgerAgain(queryClient)]),
  })

  function decide(decision: Decision) {
    // A second press before React re-renders the disabled buttons must not post a second decide.
    if (queryClient.isMutating({ mutationKey }) > 0) return
    deciding.mutate(decision)
  }

  const whyId = `refund-why-${request.id}`
  return (
    <li className="refund-request">
      <p className="refund-line">
        {copy.request(request.partner, request.zip, request.appointmentLabel, request.reason)}
      </p>
      <p className="refund-booking">{copy.booking(request.leadName, request.setter, request.id)}</p>
      {request.note.trim() ? <p className="refund-note">{request.note}</p> : null}
      {request.ledgerNote ? <p className="report-warning">{copy.ledgerNote(request.ledgerNote)}</p> : null}
      <label htmlFor={whyId}>{copy.whyLabel}</label>
      <textarea
        id={whyId}
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        value={why}
        onChange={(event) => setWhy(event.target.value)}
      />
      <div className="admin-actions">
        {(['approve', 'decline'] as const).map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'approve' ? 'button button-primary' : 'button button-secondary'}
            disabled={deciding.isPending}
            onClick={() => decide(decision)}
          >
            {copy[decision]}
          </button>
        ))}
      </div>
      <p className="send-outcome" role="status">
        {deciding.isPending ? copy.deciding : (deciding.data ?? deciding.error?.message)}
      </p>
    </li>
  )
}
