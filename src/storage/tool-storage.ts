import { get, set } from 'idb-keyval'
import { persistedValue, withStorageTimeout, type Validator } from './persisted-value'
import { storageHealth } from './storage-health'
import { storageKeys } from './storage-keys'
import { isZip } from '../partners/zip-code'

const CHECKLIST_STEP_IDS = ['step_1', 'step_2', 'step_3', 'step_4', 'step_5', 'step_6', 'step_7'] as const
type ChecklistStepId = (typeof CHECKLIST_STEP_IDS)[number]
/** SPEC.md §3. */
export type ChecklistProgress = Record<ChecklistStepId, boolean>

export const EMPTY_CHECKLIST: ChecklistProgress = Object.freeze(
  Object.fromEntries(CHECKLIST_STEP_IDS.map((id) => [id, false])) as ChecklistProgress,
)

const nonEmptyString: Validator<string> = (raw) =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined

// A corrupt record must never break the list: unknown keys dropped, non-booleans unchecked.
const checklistProgress: Validator<ChecklistProgress> = (raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const record = raw as Record<string, unknown>
  return Object.fromEntries(CHECKLIST_STEP_IDS.map((id) => [id, record[id] === true])) as ChecklistProgress
}

const MAX_RECENT_ZIPS = 10
const recentZipList: Validator<string[]> = (raw) =>
  Array.isArray(raw)
    ? raw.filter((zip): zip is string => typeof zip === 'string' && isZip(zip)).slice(0, MAX_RECENT_ZIPS)
    : undefined

/** null: use the built-in default. */
export const savedSheetUrl = persistedValue<string | null>(storageKeys.sheetCsvUrl, nonEmptyString, null)
/** null: use the built-in default. */
export const savedTrainingUrl = persistedValue<string | null>(storageKeys.trainingUrl, nonEmptyString, null)
export const dailyChecklist = persistedValue<ChecklistProgress>(
  storageKeys.dailyChecklist,
  checklistProgress,
  EMPTY_CHECKLIST,
)
export const recentZips = persistedValue<string[]>(storageKeys.recentZips, recentZipList, [])
/** Puts a searched ZIP first among the recent ones; an incomplete ZIP is not one. */
export async function rememberRecentZip(zip: string): Promise<void> {
  if (!isZip(zip) || recentZips.get()[0] === zip) return
  await recentZips.update((list) => [zip, ...list.filter((recent) => recent !== zip)].slice(0, MAX_RECENT_ZIPS))
}
export const showMapOnNarrowScreens = persistedValue<boolean>(
  storageKeys.showMap,
  (raw) => (typeof raw === 'boolean' ? raw : undefined),
  false,
)

const anyString: Validator<string> = (raw) => (typeof raw === 'string' ? raw.trim() : undefined)
/** The booking ledger's web app URL and key saved in Admin; null: the build-time default; '': removed here. */
export const savedLedgerUrl = persistedValue<string | null>(storageKeys.ledgerUrl, anyString, null)
export const savedLedgerKey = persistedValue<string | null>(storageKeys.ledgerKey, anyString, null)
/** Whose key this device holds, from the ledger's last `check`; null: not known (no check answered yet). */
export type LedgerKeyHolder = { role: 'owner' } | { role: 'setter'; setter: string }
const ledgerKeyHolder: Validator<LedgerKeyHolder | null> = (raw) => {
  if (!raw || typeof raw !== 'object') return undefined
  const { role, setter } = raw as Record<string, unknown>
  if (role === 'owner') return { role }
  return role === 'setter' && typeof setter === 'string' && setter.trim() !== '' ? { role, setter } : undefined
}
export const savedLedgerKeyHolder = persistedValue<LedgerKeyHolder | null>(
  storageKeys.ledgerKeyHolder,
  ledgerKeyHolder,
  null,
)
export const setterName = persistedValue<string>(storageKeys.setterName, nonEmptyString, '')

const legacyKeys = [
  { key: storageKeys.sheetCsvUrl, json: false },
  { key: storageKeys.trainingUrl, json: false },
  { key: storageKeys.dailyChecklist, json: true },
] as const

function parseLegacy(text: string, json: boolean): unknown {
  if (!json) return text
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** @internal Tested alone (loadToolStorage runs it once). IndexedDB's value wins; if IndexedDB fails the old ones stay. */
export async function migrateLegacyLocalStorage(): Promise<void> {
  let legacy: Storage
  try {
    legacy = window.localStorage
  } catch {
    return
  }
  for (const { key, json } of legacyKeys) {
    const text = legacy.getItem(key)
    if (text === null) continue
    try {
      if ((await withStorageTimeout(() => get(key))) === undefined) {
        const value = parseLegacy(text, json)
        if (value !== undefined) await withStorageTimeout(() => set(key, value))
      }
      legacy.removeItem(key)
    } catch (error) {
      storageHealth.reportFailure(error)
      return
    }
  }
}

let started: Promise<void> | null = null

/** Safe to call repeatedly; resolves even when storage fails. */
export function loadToolStorage(): Promise<void> {
  started ??= (async () => {
    try {
      await migrateLegacyLocalStorage()
    } catch (error) {
      storageHealth.reportFailure(error)
    }
    await Promise.all([
      savedSheetUrl.load(),
      savedTrainingUrl.load(),
      dailyChecklist.load(),
      recentZips.load(),
      showMapOnNarrowScreens.load(),
      savedLedgerUrl.load(),
      savedLedgerKey.load(),
      setterName.load(),
      savedLedgerKeyHolder.load(),
    ])
  })()
  return started
}

/** @internal For tests: the next loadToolStorage loads again. */
export function resetToolStorageForTests() {
  started = null
}
