// Next lead: asks `queue`, then claims the first callable lead, trying the next when another setter was quicker.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { nextLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { lookupZip } from '../../geo/zip-dataset'
import type { ClaimedLead } from '../../ledger-api/ledger-contract'
import { nothingToCallText } from '../../leads/queue-lines'
import type { ZipDataset } from '../../geo/zip-dataset'
import { onlineStatus } from '../../online-status'
import { claimLead } from '../ledger-link/ledger-client'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import { flushOutbox } from '../ledger-link/outbox-sender'
import { loadZipDataset } from '../zip-data/zip-dataset-queries'
import {
  bookedLeadWaiting,
  leadOnScreen,
  sendLastOutcomeNow,
  settleBookedLead,
  showClaimedLead,
} from './lead-on-screen'
import { leadQueueQueryOptions, QueueReadError, queueViewAt, readQueueAgain } from './lead-queue-query'

export interface NextLead {
  /** A ledger is set: the button shows. */
  available: boolean
  busy: boolean
  /** What the last press found, when it filled no lead; null otherwise. */
  note: string | null
  next: () => Promise<void>
  /** Next lead's button as a callback ref: it takes the focus after an outcome, so Enter calls the next lead. */
  placeButton: (button: HTMLButtonElement | null) => void
  /** After an outcome is kept: the lead's details leave the form, as New lead clears them, and Next lead has the focus. */
  afterOutcome: () => void
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * `fill` puts the claimed lead in Lead details and searches its ZIP, as a paste does; `clear` empties them as New lead
 * does, leaving the strip's line.
 */
export function useNextLead(fill: (lead: ClaimedLead) => void, clear: () => void): NextLead {
  const [button, placeButton] = useState<HTMLButtonElement | null>(null)
  const queryClient = useQueryClient()
  const ledgerSettings = useLedgerSettings()
  const holder = useLedgerKeyHolder()

  async function claimFirstCallable(): Promise<string | null> {
    const ledger = currentLedger()
    if (!ledger) return null
    // Calling hours fail closed: without the ZIP data no lead is offered, rather than every one on the agency's clock.
    let dataset: ZipDataset
    try {
      dataset = await loadZipDataset(queryClient)
    } catch (error) {
      return copy.needsZipData(errorText(error))
    }
    const leads = await queryClient.fetchQuery({ ...leadQueueQueryOptions(ledger.url), staleTime: 0 })
    const view = queueViewAt(leads, Date.now(), holder, dataset)
    // The lead this setter holds (in this tab or another) is not the next one.
    const held = leadOnScreen.get()?.lead.leadId
    for (const candidate of view.callable.filter((lead) => lead.leadId === '' || lead.leadId !== held)) {
      const reply = await claimLead(ledger, candidate)
      if (reply.kind === 'unreachable') return onlineStatus.get() ? copy.notReached(reply.detail) : copy.needsConnection
      if (reply.kind === 'refused') return copy.refused(reply.error)
      // Claimed by a quicker setter, closed or gone since the queue answered: the next one.
      if (!reply.body.ok) continue
      const zoneByZip = reply.body.lead.zip ? (lookupZip(dataset, reply.body.lead.zip)?.timeZone ?? null) : null
      showClaimedLead(reply.body.lead, zoneByZip, toolDeployment.agencyTimeZone)
      fill(reply.body.lead)
      void readQueueAgain(queryClient)
      return null
    }
    return nothingToCallText(view)
  }

  /** What the press found when it filled no lead: a refusal or a failed read is a line, never thrown. */
  async function pressNextLead(): Promise<string | null> {
    if (!onlineStatus.get()) return copy.needsConnection
    try {
      // One claim at a time: claiming another lead would release the booked one before the ledger closes it.
      if (bookedLeadWaiting()) {
        await flushOutbox().then(settleBookedLead)
        if (bookedLeadWaiting()) return copy.bookingWaits
        // Its booking was refused: the lead is back on the strip, and stays the one held.
        if (leadOnScreen.get()) return null
      }
      await sendLastOutcomeNow(flushOutbox)
      return await claimFirstCallable()
    } catch (error) {
      const refusal = error instanceof QueueReadError ? error.refusal : null
      if (refusal) return copy.refused(refusal)
      if (!onlineStatus.get()) return copy.needsConnection
      return copy.notReached(errorText(error))
    }
  }

  // `always`: an offline press answers at once with its line instead of waiting paused for a connection.
  const press = useMutation({ mutationFn: pressNextLead, networkMode: 'always' })

  async function next() {
    if (press.isPending) return
    await press.mutateAsync()
  }

  return {
    available: ledgerSettings !== null,
    busy: press.isPending,
    note: press.isPending ? null : (press.data ?? null),
    next,
    placeButton,
    afterOutcome: () => {
      clear()
      button?.focus()
    },
  }
}
