// The ledger's last `check`, for the setup checklist: asked when Admin opens online, and set by each save's own
// check. Keyed by the ledger URL, never the key; never persisted. And the one event of saving the ledger settings.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ledgerAdminCopy as copy } from '../../../content/ledger-admin-copy'
import type { LedgerReply } from '../../../ledger-api/ledger-answer'
import type { CheckAnswer } from '../../../ledger-api/ledger-contract'
import { onlineStatus } from '../../../online-status'
import { savedLedgerKey, savedLedgerKeyHolder, savedLedgerUrl } from '../../../storage/tool-storage'
import { useExternalStore } from '../../../use-external-store'
import { currentLedger, useLedgerSettings } from '../../ledger-link/ledger-settings'
import { checkLedger, type LedgerSettings } from '../../ledger-link/ledger-client'
import { readLedgerAgain } from '../../ledger-link/ledger-query'
import { resendOutboxNow } from '../../ledger-link/outbox-sender'
import type { FormMessage } from '../admin-form'
import { checkedMessage } from '../ledger-check-message'

const LEDGER_CHECK_KEY = ['ledger-check'] as const

const rememberCheck = (queryClient: QueryClient, url: string, reply: LedgerReply<CheckAnswer>) =>
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

/** The one event of saving the ledger settings ('' and '': removed): what waits is sent and the ledger read with them. */
async function saveLedgerSettings(ledger: LedgerSettings, queryClient: QueryClient): Promise<FormMessage> {
  // Another key may be another person's: nobody is named until the check answers.
  if (ledger.key !== savedLedgerKey.get()) await savedLedgerKeyHolder.remove()
  await Promise.all([savedLedgerUrl.save(ledger.url), savedLedgerKey.save(ledger.key)])
  // Saved unchanged too (the owner mended the script instead): what waits goes now.
  void resendOutboxNow()
  void readLedgerAgain(queryClient)
  if (!ledger.url) return { text: copy.removed, tone: 'ok' }
  if (!onlineStatus.get()) return { text: copy.offline, tone: 'ok' }
  const reply = await checkLedger(ledger)
  rememberCheck(queryClient, ledger.url, reply)
  return checkedMessage(reply)
}

export function useSaveLedgerSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ledger: LedgerSettings) => saveLedgerSettings(ledger, queryClient),
    // Saved and checked offline too: the check says the tool is offline.
    networkMode: 'always',
  })
}
