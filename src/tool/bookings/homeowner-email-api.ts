// Whether the ledger emails the homeowner: its `check` answers a version that does. Shares Admin's cached check
// (the same key), asked here too so that a setter who never opens Admin is told.
import { useQuery } from '@tanstack/react-query'
import { isPlainAddress } from '../../bookings/quote-email'
import { onlineStatus } from '../../online-status'
import { useExternalStore } from '../../use-external-store'
import { checkLedger } from '../ledger-link/ledger-client'
import { currentLedger, useLedgerSettings } from '../ledger-link/ledger-settings'

/** The first script version that emails the homeowner the appointment. */
const HOMEOWNER_EMAIL_VERSION = 11

/** Whether the ledger will email the homeowner at `email`: a plain address, and a ledger that does. */
export function useLedgerEmailsHomeowners(email: string): boolean {
  const ledger = useLedgerSettings()
  const online = useExternalStore(onlineStatus)
  const { data } = useQuery({
    queryKey: ['ledger-check', ledger?.url ?? ''],
    queryFn: ({ signal }) => {
      const settings = currentLedger()
      if (!settings) throw new Error('no ledger')
      return checkLedger(settings, signal)
    },
    enabled: online && !!ledger,
    staleTime: 5 * 60_000,
    retry: false,
  })
  return isPlainAddress(email) && !!ledger && data?.kind === 'answer' && data.body.version >= HOMEOWNER_EMAIL_VERSION
}
