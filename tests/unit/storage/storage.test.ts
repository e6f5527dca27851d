import { beforeEach, describe, expect, it } from 'vitest'
import { get, set } from 'idb-keyval'
import {
  dailyChecklist,
  loadToolStorage,
  migrateLegacyLocalStorage,
  recentZips,
  savedSheetUrl,
  showMapOnNarrowScreens,
  savedTrainingUrl,
} from '../../../src/storage/tool-storage'
import { storageKeys } from '../../../src/storage/storage-keys'
import { resetToolState } from '../tool/render-tool'

beforeEach(async () => {
  await resetToolState()
})

describe('storage keys (SPEC §9)', () => {
  it('uses the spec keys exactly', () => {
    expect(storageKeys.sheetCsvUrl).toBe('ahs_sheet_csv_url')
    expect(storageKeys.trainingUrl).toBe('ahs_training_url')
    expect(storageKeys.dailyChecklist).toBe('ahs_daily_checklist_v1')
  })
})

describe('legacy localStorage migration', () => {
  it('moves old localStorage values into IndexedDB once and removes the old copies', async () => {
    localStorage.setItem('ahs_sheet_csv_url', 'https://sheets.example.test/old.csv')
    localStorage.setItem('ahs_training_url', 'https://drive.example.test/old-training')
    localStorage.setItem('ahs_daily_checklist_v1', JSON.stringify({ step_1: true, step_5: true }))
    await loadToolStorage()
    expect(await get('ahs_sheet_csv_url')).toBe('https://sheets.example.test/old.csv')
    expect(await get('ahs_training_url')).toBe('https://drive.example.test/old-training')
    expect(await get('ahs_daily_checklist_v1')).toEqual({ step_1: true, step_5: true })
    expect(savedSheetUrl.get()).toBe('https://sheets.example.test/old.csv')
    expect(dailyChecklist.get().step_5).toBe(true)
    expect(localStorage.getItem('ahs_sheet_csv_url')).toBeNull()
    expect(localStorage.getItem('ahs_daily_checklist_v1')).toBeNull()
  })

  it('keeps a newer IndexedDB value over an old localStorage one', async () => {
    await set('ahs_sheet_csv_url', 'https://sheets.example.test/new.csv')
    localStorage.setItem('ahs_sheet_csv_url', 'https://sheets.example.test/old.csv')
    await migrateLegacyLocalStorage()
    expect(await get('ahs_sheet_csv_url')).toBe('https://sheets.example.test/new.csv')
    expect(localStorage.getItem('ahs_sheet_csv_url')).toBeNull()
  })

  it('drops an unreadable legacy checklist instead of failing', async () => {
    localStorage.setItem('ahs_daily_checklist_v1', '{not json')
    await loadToolStorage()
    expect(await get('ahs_daily_checklist_v1')).toBeUndefined()
    expect(Object.values(dailyChecklist.get()).some(Boolean)).toBe(false)
  })
})

describe('corrupt stored values fall back to safe defaults', () => {
  it.each([
    [storageKeys.sheetCsvUrl, 42, () => savedSheetUrl.get(), null],
    [storageKeys.trainingUrl, { url: 'x' }, () => savedTrainingUrl.get(), null],
    [storageKeys.dailyChecklist, ['step_1'], () => Object.values(dailyChecklist.get()).some(Boolean), false],
    [storageKeys.recentZips, 'not a list', () => recentZips.get(), []],
    [storageKeys.showMap, 'yes', () => showMapOnNarrowScreens.get(), false],
  ])('%s holding %j', async (key, stored, read, expected) => {
    await set(key, stored)
    await loadToolStorage()
    expect(read()).toEqual(expected)
  })

  it('keeps the good steps of a partly corrupt checklist', async () => {
    await set(storageKeys.dailyChecklist, { step_1: true, step_2: 'yes', step_9: true })
    await loadToolStorage()
    expect(dailyChecklist.get()).toEqual({
      step_1: true,
      step_2: false,
      step_3: false,
      step_4: false,
      step_5: false,
      step_6: false,
      step_7: false,
    })
  })

  it('keeps only 5-digit recent ZIPs', async () => {
    await set(storageKeys.recentZips, ['54016', 12345, '1234', '30305'])
    await loadToolStorage()
    expect(recentZips.get()).toEqual(['54016', '30305'])
  })
})

describe('atomic updates', () => {
  it('an update merges with what another tab stored meanwhile', async () => {
    await loadToolStorage()
    // Another tab ticks step 3 straight into IndexedDB; this tab has not re-read yet.
    await set(storageKeys.dailyChecklist, { ...dailyChecklist.get(), step_3: true })
    await dailyChecklist.update((current) => ({ ...current, step_1: true }))
    expect(await get(storageKeys.dailyChecklist)).toMatchObject({ step_1: true, step_3: true })
    expect(dailyChecklist.get()).toMatchObject({ step_1: true, step_3: true })
  })

  it('an earlier update finishing after a later one has begun never brings back its older value', async () => {
    await loadToolStorage()
    await recentZips.save(['54016'])
    // Two ZIPs in quick succession: the second starts before the first's IndexedDB write ends.
    const first = recentZips.update((list) => ['30305', ...list])
    const second = recentZips.update((list) => ['55401', ...list.filter((zip) => zip !== '55401')])
    expect(recentZips.get()).toEqual(['55401', '30305', '54016'])
    await first
    expect(recentZips.get()).toEqual(['55401', '30305', '54016'])
    await second
    expect(recentZips.get()).toEqual(['55401', '30305', '54016'])
    expect(await get(storageKeys.recentZips)).toEqual(['55401', '30305', '54016'])
  })
})
