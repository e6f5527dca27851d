// Only the ledger query names this persister: the whole client is never persisted, so the sheet is never written there.
import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/query-persist-client-core'
import { readListedBooking } from '../../ledger-api/ledger-answer'
import { queryStorage } from '../../storage/query-storage'
import { storageKeys } from '../../storage/storage-keys'

// An answer holds this and last week's bookings: one older than a week counts nothing the tool still shows.
const ANSWER_KEPT_MS = 7 * 24 * 60 * 60 * 1000

class UnreadableAnswer extends Error {}

/** What IndexedDB gives back is untrusted: a mangled booking is dropped, anything else that is not an answer discarded. */
function readStoredAnswer(stored: unknown): PersistedQuery {
  const entry = stored as Partial<PersistedQuery> | null
  const bookings: unknown = entry?.state?.data
  if (
    !entry?.state ||
    typeof entry.queryHash !== 'string' ||
    !Array.isArray(entry.queryKey) ||
    !Array.isArray(bookings)
  )
    throw new UnreadableAnswer()
  const data = bookings.flatMap((item: unknown) => readListedBooking(item) ?? [])
  return { ...(entry as PersistedQuery), state: { ...entry.state, data } }
}

export const ledgerPersister = experimental_createQueryPersister<unknown>({
  storage: queryStorage,
  prefix: storageKeys.ledgerAnswers,
  maxAge: ANSWER_KEPT_MS,
  // IndexedDB keeps objects as they are.
  serialize: (persisted) => persisted,
  deserialize: readStoredAnswer,
})
