// Keyed by the ledger URL and the agency week, never the key; asked only when the last check said the key is the owner's.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { toolDeployment } from '../../../content/tool-deployment'
import { nextWeekStart } from '../../../partner-time/agency-week'
import type { LateCall, LedgerErrorCode, LeadWeekStats, NotedLead } from '../../../ledger-api/ledger-contract'
import { askLeadStats } from '../../ledger-link/ledger-client'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../../ledger-link/ledger-settings'

export class LeadStatsReadError extends Error {
  constructor(
    readonly refusal: LedgerErrorCode | null,
    detail: string,
  ) {
    super(detail)
  }
}

const leadStatsQueryOptions = (url: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['ledger-lead-stats', url, from, to] as const,
    queryFn: async ({
      signal,
    }): Promise<{ week: LeadWeekStats | null; notedLeads: NotedLead[]; lateCalls: LateCall[] }> => {
      const ledger = currentLedger()
      if (ledger?.url !== url) throw new LeadStatsReadError(null, 'the ledger settings changed')
      const reply = await askLeadStats(ledger, [{ from, to }], signal)
      if (reply.kind === 'refused') throw new LeadStatsReadError(reply.error, reply.error)
      if (reply.kind === 'unreachable') throw new LeadStatsReadError(null, reply.detail)
      const week = reply.body.weeks.find((each) => Date.parse(each.from) === Date.parse(from)) ?? null
      return { week, notedLeads: reply.body.notedLeads, lateCalls: reply.body.lateCalls }
    },
    staleTime: 60_000,
    refetchInterval: toolDeployment.sheetRefreshMinutes * 60_000,
    retry: false,
  })

export function useLeadStats(weekStart: number) {
  const ledger = useLedgerSettings()
  const isOwner = useLedgerKeyHolder()?.role === 'owner'
  const from = new Date(weekStart).toISOString()
  const to = new Date(nextWeekStart(weekStart, toolDeployment.agencyTimeZone)).toISOString()
  const query = useQuery({ ...leadStatsQueryOptions(ledger?.url ?? '', from, to), enabled: isOwner && !!ledger })
  return { shown: isOwner && !!ledger, query }
}
