// Keyed by the ledger URL, never the key; at most once a minute while the Search tab shows it. Never persisted.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { toolDeployment } from '../../content/tool-deployment'
import { leadQueueView, type LeadQueueView } from '../../leads/callable-leads'
import type { QueuedLead } from '../../leads/queued-lead'
import { OWNER_AS_SETTER, type LedgerErrorCode } from '../../ledger-api/ledger-contract'
import type { ZipDataset } from '../../geo/zip-dataset'
import type { LedgerKeyHolder } from '../../storage/tool-storage'
import { askQueue } from '../ledger-link/ledger-client'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import { useZipDataset } from '../zip-data/zip-dataset-queries'
import { callingHoursByZip } from './calling-hours-by-zip'

const LEAD_QUEUE_KEY = ['ledger-queue'] as const
const ONE_MINUTE_MS = 60_000

export class QueueReadError extends Error {
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

export const readQueueAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: LEAD_QUEUE_KEY }, { cancelRefetch: false })

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
