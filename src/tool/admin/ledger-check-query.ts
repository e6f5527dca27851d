// The ledger's last `check`, for the setup checklist: asked when Admin opens online, and set by each save's own
// check. Keyed by the ledger URL, never the key; never persisted.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { LedgerReply } from '../../ledger-api/ledger-answer'
import type { CheckAnswer } from '../../ledger-api/ledger-contract'
import { onlineStatus } from '../../online-status'
import { useExternalStore } from '../../use-external-store'
import { currentLedger, useLedgerSettings } from '../ledger-link/ledger-settings'
import { checkLedger } from '../ledger-link/ledger-client'

const LEDGER_CHECK_KEY = ['ledger-check'] as const

export const rememberCheck = (queryClient: QueryClient, url: string, reply: LedgerReply<CheckAnswer>) =>
  queryClient.setQueryData([...LEDGER_CHECK_KEY, url], reply)

/** 'none' without a ledger; undefined until a check answers. `paused` while a save's own check is on its way. */
export function useLedgerCheck(paused: boolean): LedgerReply<CheckAnswer> | 'none' | undefined {
  const ledger = useLedgerSettings()
  const online = useExternalStore(onlineStatus)
  const query = useQuery({
    queryKey: [...LEDGER_CHECK_KEY, ledger?.url ?? ''],
    queryFn: ({ signal }) => {
      const now = currentLedger()
      if (!now) throw new Error('no ledger')
      return checkLedger(now, signal)
    },
    enabled: online && !!ledger && !paused,
    staleTime: 5 * 60_000,
    retry: false,
  })
  return ledger ? query.data : 'none'
}
