// The lead queue's server state: `queue` (keyed by the ledger URL, never the key; at most once a minute while the
// Search tab shows it; never persisted), Next lead's claim, and a strip's outcome.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { nextLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { lookupZip, type ZipDataset } from '../../geo/zip-dataset'
import { leadQueueView, type LeadQueueView } from '../../leads/callable-leads'
import { nothingToCallText } from '../../leads/queue-lines'
import type { QueuedLead } from '../../leads/queued-lead'
import { OWNER_AS_SETTER, type ClaimedLead, type LedgerErrorCode } from '../../ledger-api/ledger-contract'
import { onlineStatus } from '../../online-status'
import type { LedgerKeyHolder } from '../../storage/tool-storage'
import { askQueue, claimLead } from '../ledger-link/ledger-client'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import { recordOutcome, UNDO_WINDOW_MS, type OutcomeToSend } from '../ledger-link/outcome-outbox'
import { flushOutbox } from '../ledger-link/outbox-sender'
import { loadZipDataset, useZipDataset } from '../zip-data/zip-dataset-queries'
import { callingHoursByZip } from './calling-hours-by-zip'
import {
  bookedLeadWaiting,
  leadOnScreen,
  sendLastOutcomeNow,
  settleBookedLead,
  showClaimedLead,
} from './lead-on-screen'

const LEAD_QUEUE_KEY = ['ledger-queue'] as const
const ONE_MINUTE_MS = 60_000

class QueueReadError extends Error {
  constructor(
    readonly refusal: LedgerErrorCode | null,
    detail: string,
  ) {
    super(detail)
  }
}

export const leadQueueQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [...LEAD_QUEUE_KEY, url] as const,
    queryFn: async ({ signal }): Promise<QueuedLead[]> => {
      const ledger = currentLedger()
      if (ledger?.url !== url) throw new QueueReadError(null, 'the ledger settings changed')
      const reply = await askQueue(ledger, signal)
      if (reply.kind === 'refused') throw new QueueReadError(reply.error, reply.error)
      if (reply.kind === 'unreachable') throw new QueueReadError(null, reply.detail)
      return reply.body.leads
    },
    staleTime: ONE_MINUTE_MS,
    refetchInterval: ONE_MINUTE_MS,
    retry: false,
  })

const readQueueAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: LEAD_QUEUE_KEY }, { cancelRefetch: false })

/** Reads `queue` again after this setter changed it; a read under way is not cancelled. */
export function useReadQueueAgain(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(() => readQueueAgain(queryClient), [queryClient])
}

/** The name `Claimed By` holds for this device's key: its own claim never keeps it from a lead. */
const setterOfKey = (holder: LedgerKeyHolder | null) => (holder?.role === 'setter' ? holder.setter : OWNER_AS_SETTER)

/** Which leads may be called at `now`, by the tool's calling-hours rules. */
export const queueViewAt = (
  leads: readonly QueuedLead[],
  now: number,
  holder: LedgerKeyHolder | null,
  dataset: ZipDataset | null,
): LeadQueueView =>
  leadQueueView(leads, {
    now,
    setter: setterOfKey(holder),
    agencyTimeZone: toolDeployment.agencyTimeZone,
    insideCallingHours: callingHoursByZip(dataset),
  })

/** The queue as the Search tab shows it; null without a ledger or before a first answer. */
export function useLeadQueueView(now: number): LeadQueueView | null {
  const ledger = useLedgerSettings()
  const holder = useLedgerKeyHolder()
  const { dataset } = useZipDataset(ledger !== null)
  const query = useQuery({ ...leadQueueQueryOptions(ledger?.url ?? ''), enabled: ledger !== null })
  const leads = ledger ? query.data : undefined
  return leads ? queueViewAt(leads, now, holder, dataset) : null
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Claims the first callable lead, trying the next when another setter was quicker; null when one was filled. */
async function claimFirstCallable(
  queryClient: QueryClient,
  holder: LedgerKeyHolder | null,
  fill: (lead: ClaimedLead) => void,
): Promise<string | null> {
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

/**
 * One press of Next lead; its result is what the press found when it filled no lead: a refusal or a failed read is a
 * line, never thrown. `fill` puts the claimed lead in Lead details.
 */
export function useClaimNextLead(fill: (lead: ClaimedLead) => void) {
  const queryClient = useQueryClient()
  const holder = useLedgerKeyHolder()

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
      return await claimFirstCallable(queryClient, holder, fill)
    } catch (error) {
      const refusal = error instanceof QueueReadError ? error.refusal : null
      if (refusal) return copy.refused(refusal)
      if (!onlineStatus.get()) return copy.needsConnection
      return copy.notReached(errorText(error))
    }
  }

  // `always`: an offline press answers at once with its line instead of waiting paused for a connection.
  return useMutation({ mutationFn: pressNextLead, networkMode: 'always' })
}

/** A strip's outcome, kept with its Undo window. Offline too: the outcomes' outbox asks nothing of the network; it is sent once the bookings before it are. */
export function useRecordOutcome(onRecorded: (outcome: OutcomeToSend) => void) {
  return useMutation({
    mutationFn: (outcome: OutcomeToSend) => {
      const now = Date.now()
      return recordOutcome(outcome, now, now + UNDO_WINDOW_MS)
    },
    networkMode: 'always',
    gcTime: 0,
    onSuccess: (_, outcome) => {
      void flushOutbox()
      onRecorded(outcome)
    },
  })
}
