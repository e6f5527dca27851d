// Keyed as `list` is (ledger URL and weeks, never the key); asked only when the last check said the key is the owner's.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { toolDeployment } from '../../content/tool-deployment'
import { nextWeekStart, weekStart } from '../../partner-time/agency-week'
import type { LedgerErrorCode } from '../../ledger-api/ledger-contract'
import type { RefundsAnswer } from '../../ledger-api/refunds-answer'
import { askRefunds } from '../ledger-link/ledger-client'
import { ledgerReadSince } from '../ledger-link/ledger-query'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'

const REFUNDS_KEY = ['ledger-refunds'] as const

export class RefundsReadError extends Error {
  constructor(
    readonly refusal: LedgerErrorCode | null,
    detail: string,
  ) {
    super(detail)
  }
}

/** With the settings in effect when it runs, as the ledger query reads them. */
function ledgerAt(url: string) {
  const ledger = currentLedger()
  if (ledger?.url !== url) throw new RefundsReadError(null, 'the ledger settings changed')
  return ledger
}

const refundsQueryOptions = (url: string, since: string, until: string) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, url, since, until] as const,
    queryFn: async ({ signal }): Promise<RefundsAnswer> => {
      const reply = await askRefunds(ledgerAt(url), since, until, signal)
      if (reply.kind === 'refused') throw new RefundsReadError(reply.error, reply.error)
      if (reply.kind === 'unreachable') throw new RefundsReadError(null, reply.detail)
      return reply.body
    },
    staleTime: 60_000,
    refetchInterval: toolDeployment.sheetRefreshMinutes * 60_000,
    retry: false,
  })

export const readRefundsAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }, { cancelRefetch: false })

export function useRefunds(now: number) {
  const ledger = useLedgerSettings()
  const isOwner = useLedgerKeyHolder()?.role === 'owner'
  const zone = toolDeployment.agencyTimeZone
  const thisWeek = weekStart(now, zone)
  const [since, until] = useMemo(
    () => [ledgerReadSince(thisWeek), new Date(nextWeekStart(thisWeek, zone)).toISOString()],
    [thisWeek, zone],
  )
  const query = useQuery({ ...refundsQueryOptions(ledger?.url ?? '', since, until), enabled: isOwner })
  return { ledger: isOwner ? ledger : null, query }
}
