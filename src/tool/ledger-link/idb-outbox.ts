// One record per id, so two tabs never overwrite each other; every change is told to this tab and to the others.
import { clear, createStore, del, entries, set, update, type UseStore } from 'idb-keyval'
import { withStorageTimeout } from '../../storage/persisted-value'
import { announceToOtherTabs, onOtherTabChange } from '../../storage/tab-bus'

export interface OutboxRecord {
  state: 'waiting' | 'sent' | 'rejected'
  attempts: number
  /** Why the last try did not send it, or why the ledger refused it. */
  lastError: string | null
  /** Device time it was recorded and acknowledged (ms). */
  recordedAt: number
  sentAt: number | null
  /** The fingerprint of the key it was saved under (key-fingerprint.ts); absent when saved by an older tool. */
  keyFingerprint?: string
}

export function idbOutbox<Entry extends OutboxRecord>(
  /** The database and store names are what devices already hold: never rename them. */
  { database, storeName }: { database: string; storeName: string },
  topic: string,
  idOf: (entry: Entry) => string | undefined,
) {
  let store: UseStore | null = null
  const outboxStore = () => (store ??= createStore(database, storeName))
  const isEntry = (value: unknown): value is Entry => {
    const entry = value as Entry | null
    return (
      !!entry &&
      typeof entry === 'object' &&
      typeof idOf(entry) === 'string' &&
      ['waiting', 'sent', 'rejected'].includes(entry.state) &&
      typeof entry.recordedAt === 'number'
    )
  }
  const listeners = new Set<() => void>()
  const announceChange = () => {
    announceToOtherTabs(topic)
    listeners.forEach((listener) => listener())
  }

  const outbox = {
    /** Called after any tab changes this outbox. */
    onChange(listener: () => void): () => void {
      listeners.add(listener)
      const stopOtherTabs = onOtherTabChange(topic, listener)
      return () => {
        listeners.delete(listener)
        stopOtherTabs()
      }
    },
    /** Rejects when the browser would not store it: the caller must then say it was not recorded. */
    async record(entry: Entry): Promise<void> {
      await withStorageTimeout(() => set(idOf(entry)!, entry, outboxStore()))
      announceChange()
    },
    /** Every entry, oldest first. */
    async read(): Promise<Entry[]> {
      const all = await withStorageTimeout(() => entries<string, unknown>(outboxStore()))
      return all
        .map(([, value]) => value)
        .filter(isEntry)
        .sort((a, b) => a.recordedAt - b.recordedAt)
    },
    async change(ids: readonly string[], edit: (entry: Entry) => Entry): Promise<void> {
      await Promise.all(
        ids.map((id) =>
          withStorageTimeout(() =>
            update<unknown>(id, (value) => (isEntry(value) ? edit(value) : value), outboxStore()),
          ),
        ),
      )
      if (ids.length > 0) announceChange()
    },
    async remove(ids: readonly string[]): Promise<void> {
      await Promise.all(ids.map((id) => withStorageTimeout(() => del(id, outboxStore()))))
      if (ids.length > 0) announceChange()
    },
    /** Admin's choice for entries saved under another key: from now on the waiting ones go under `fingerprint`'s key. */
    moveToKey(ids: readonly string[], fingerprint: string): Promise<void> {
      return outbox.change(ids, (entry) =>
        entry.state === 'waiting' ? { ...entry, keyFingerprint: fingerprint } : entry,
      )
    },
    /** The ledger refused the key they were saved under: it names nobody, so they go under the next key. */
    forgetRefusedKey(ids: readonly string[]): Promise<void> {
      return outbox.change(ids, ({ keyFingerprint: _refused, ...entry }) => entry as Entry)
    },
    /** Admin's other choice: the chosen entries still waiting are deleted and never sent. */
    async discardWaiting(ids: readonly string[]): Promise<void> {
      const chosen = new Set(ids)
      const waiting = (await outbox.read()).filter((entry) => entry.state === 'waiting' && chosen.has(idOf(entry)!))
      await outbox.remove(waiting.map((entry) => idOf(entry)!))
    },
    clearForTests: () => clear(outboxStore()),
  }
  return outbox
}
