// Lead sources' server state: `leadSources` (keyed by the ledger URL, never the key; asked only when the last check said
// the key is the owner's; never persisted), a source's key for Copy, and Send a test lead.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { LeadSourcesAnswer } from '../../../leads/lead-intake-contract'
import type { LedgerErrorCode } from '../../../ledger-api/ledger-contract'
import type { LedgerSettings } from '../../ledger-link/ledger-client'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../../ledger-link/ledger-settings'
import { askLeadSources, askSourceKey, sendTestLead } from '../lead-sources-client'

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

const readLeadSourcesAgain = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: LEAD_SOURCES_KEY })

export function useLeadSources() {
  const ledger = useLedgerSettings()
  const isOwner = useLedgerKeyHolder()?.role === 'owner'
  const query = useQuery({ ...leadSourcesQueryOptions(ledger?.url ?? ''), enabled: isOwner && !!ledger })
  return { ledger: isOwner ? ledger : null, query }
}

/** The source's key, asked afresh at each press and kept only for that press. */
async function keyOf(ledger: LedgerSettings, source: string): Promise<string> {
  const { reply } = await askSourceKey(ledger, source)
  if (reply.kind === 'refused') throw new Error(reply.error)
  if (reply.kind === 'unreachable') throw new Error(reply.detail)
  return reply.body.key
}

/** Copy: the source's key onto the clipboard. */
export const useCopySourceKey = (ledger: LedgerSettings, source: string) =>
  useMutation({
    mutationFn: async () => navigator.clipboard.writeText(await keyOf(ledger, source)),
    networkMode: 'always',
  })

export function useSendTestLead(ledger: LedgerSettings, source: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const reply = await sendTestLead(ledger.url, await keyOf(ledger, source))
      if (reply.kind === 'refused') throw new Error(reply.error)
      if (reply.kind === 'unreachable') throw new Error(reply.detail)
    },
    networkMode: 'always',
    onSuccess: () => readLeadSourcesAgain(queryClient),
  })
}
