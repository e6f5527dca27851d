// Keyed by the ledger URL, never the key; asked only when the last check said the key is the owner's. Never persisted.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { LeadSourcesAnswer } from '../../leads/lead-intake-contract'
import type { LedgerErrorCode } from '../../ledger-api/ledger-contract'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import { askLeadSources } from './lead-sources-client'

const LEAD_SOURCES_KEY = ['ledger-lead-sources'] as const

export class LeadSourcesReadError extends Error {
  constructor(
    readonly refusal: LedgerErrorCode | null,
    detail: string,
  ) {
    super(detail)
  }
}

const leadSourcesQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [...LEAD_SOURCES_KEY, url] as const,
    queryFn: async ({ signal }): Promise<LeadSourcesAnswer> => {
      const ledger = currentLedger()
      if (ledger?.url !== url) throw new LeadSourcesReadError(null, 'the ledger settings changed')
      const reply = await askLeadSources(ledger, signal)
      if (reply.kind === 'refused') throw new LeadSourcesReadError(reply.error, reply.error)
      if (reply.kind === 'unreachable') throw new LeadSourcesReadError(null, reply.detail)
      return reply.body
    },
    staleTime: 60_000,
    retry: false,
  })

export const readLeadSourcesAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: LEAD_SOURCES_KEY })

export function useLeadSources() {
  const ledger = useLedgerSettings()
  const isOwner = useLedgerKeyHolder()?.role === 'owner'
  const query = useQuery({ ...leadSourcesQueryOptions(ledger?.url ?? ''), enabled: isOwner && !!ledger })
  return { ledger: isOwner ? ledger : null, query }
}
