import { useState } from 'react'
import { refundsAdminCopy as copy } from '../../content/refunds/refunds-admin-copy'
import { MAX_NOTE_LENGTH } from '../../refunds/policy'
import type { OpenRefund } from '../../ledger-api/refunds-answer'
import type { LedgerSettings } from '../ledger-link/ledger-client'
import { useDecideRefund } from './api/refunds'

export function RefundRequest({ request, ledger }: { request: OpenRefund; ledger: LedgerSettings }) {
  const [why, setWhy] = useState('')
  const { deciding, decide } = useDecideRefund(request, ledger)

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
            onClick={() => decide({ decision, why })}
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
