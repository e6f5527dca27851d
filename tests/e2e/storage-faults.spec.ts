// Storage faults: IndexedDB missing, failing, hung or full; two tabs editing the
// same settings; and corrupt values under every key. The tool keeps working.
import type { Page } from '@playwright/test'
import { storageNotice } from '../../src/content/tool-copy'
import { loadedText, searchZip, statusLine, useSheetViaAdmin } from '../support/tool-page'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'

const sheetServer = sheetServerForSpec(test)

const DEMO_COMPANIES = 25

const notice = (page: Page) => page.getByText(storageNotice)
const boxes = (page: Page) => page.getByRole('checkbox')

async function readStored(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get(key)
          read.onsuccess = () => {
            resolve(read.result)
            open.result.close()
          }
        }
      }),
    key,
  )
}

async function writeStored(page: Page, entries: Record<string, unknown>) {
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite')
          for (const [key, value] of Object.entries(entries)) tx.objectStore('keyval').put(value, key)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    entries,
  )
}

/**
 * With storage broken before the page's own scripts run, the tool works without it: search, checklist in memory,
 * a new sheet URL in memory.
 */
async function expectWorksInMemory(page: Page, consoleErrors: string[]) {
  await page.goto('/tool')
  await expect(notice(page)).toHaveCount(1)
  await expect(statusLine(page)).toHaveText(loadedText(DEMO_COMPANIES))
  await searchZip(page, '54016', '4 companies match ZIP 54016.')
  await page.getByRole('tab', { name: 'Daily Checklist' }).click()
  await boxes(page).nth(0).check()
  await boxes(page).nth(2).check()
  await expect(page.getByText('2 of 7 done')).toBeVisible()
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByRole('tab', { name: 'Daily Checklist' }).click()
  await expect(boxes(page).nth(0)).toBeChecked()
  await expect(boxes(page).nth(2)).toBeChecked()
  await boxes(page).nth(2).uncheck()
  await expect(page.getByText('1 of 7 done')).toBeVisible()
  await useSheetViaAdmin(page, sheetServer.sheetUrl)
  await expect(statusLine(page)).toHaveText(loadedText(3))
  await searchZip(page, '54016', '2 companies match ZIP 54016.')
  // Said once, however many writes failed.
  await expect(notice(page)).toHaveCount(1)
  expect(consoleErrors).toEqual([])
}

/** An IndexedDB that never answers, as when another connection blocks it. */
function openNeverAnswers() {
  IDBFactory.prototype.open = function () {
    return { onerror: null, onsuccess: null, onupgradeneeded: null, onblocked: null } as unknown as IDBOpenDBRequest
  }
}

/** Each fault, made by its scripts run in order before the page's own. */
const STORAGE_FAULTS: { name: string; initScripts: (() => void)[] }[] = [
  {
    name: 'indexedDB.open throws (private window / storage blocked)',
    initScripts: [
      () => {
        IDBFactory.prototype.open = function () {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError')
        }
      },
    ],
  },
  {
    name: 'indexedDB.open returns a request that fails',
    initScripts: [
      () => {
        IDBFactory.prototype.open = function () {
          const request = {
            error: new DOMException('Internal error opening backing store', 'UnknownError'),
            result: undefined,
            onerror: null as ((event: Event) => void) | null,
            onsuccess: null,
            onupgradeneeded: null,
            onblocked: null,
          }
          setTimeout(() => request.onerror?.(new Event('error')), 0)
          return request as unknown as IDBOpenDBRequest
        }
      },
    ],
  },
  {
    name: 'indexedDB.open never answers (blocked by another connection): the tool starts after the 2 s storage timeout',
    initScripts: [openNeverAnswers],
  },
  {
    name: 'old localStorage values and an IndexedDB that never answers: the tool still starts',
    initScripts: [
      () => {
        localStorage.setItem('ahs_training_url', 'https://example.com/training')
        localStorage.setItem('ahs_daily_checklist_v1', JSON.stringify({ step_1: true }))
      },
      openNeverAnswers,
    ],
  },
]

test.describe('IndexedDB unavailable', () => {
  for (const { name, initScripts } of STORAGE_FAULTS) {
    test(name, async ({ page, consoleErrors }) => {
      for (const script of initScripts) await page.addInitScript(script)
      await expectWorksInMemory(page, consoleErrors)
    })
  }

  test('writes fail with QuotaExceededError: the notice appears once, ticks stay in memory', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await page.goto('/tool?tab=checklist')
    await expect(boxes(page)).toHaveCount(7)
    await expect(notice(page)).toHaveCount(0)
    await boxes(page).nth(0).check()
    await expect(notice(page)).toHaveCount(1)
    await boxes(page).nth(1).check()
    await expect(boxes(page).nth(0)).toBeChecked()
    await expect(boxes(page).nth(1)).toBeChecked()
    await expect(page.getByText('2 of 7 done')).toBeVisible()
    await expect(notice(page)).toHaveCount(1)
    await page.getByRole('tab', { name: 'Search' }).click()
    await expect(statusLine(page)).toHaveText(loadedText(DEMO_COMPANIES))
    await searchZip(page, '54016', '4 companies match ZIP 54016.')
    expect(consoleErrors).toEqual([])
  })
})

test.describe('two tabs', () => {
  test('checklist ticks from either tab reach the other, and neither overwrites the other', async ({ context }) => {
    const a = await context.newPage()
    const b = await context.newPage()
    await a.goto('/tool?tab=checklist')
    await b.goto('/tool?tab=checklist')
    await expect(boxes(a)).toHaveCount(7)
    await expect(boxes(b)).toHaveCount(7)

    await boxes(a).nth(0).check()
    await expect(boxes(b).nth(0)).toBeChecked()
    await boxes(b).nth(1).check()
    await expect(boxes(a).nth(1)).toBeChecked()
    for (const page of [a, b]) {
      await expect(boxes(page).nth(0)).toBeChecked()
      await expect(boxes(page).nth(1)).toBeChecked()
      await expect(page.getByText('2 of 7 done')).toBeVisible()
    }
    expect(await readStored(a, 'ahs_daily_checklist_v1')).toMatchObject({ step_1: true, step_2: true, step_3: false })

    // Ticked at the same moment in both tabs: both ticks survive.
    await Promise.all([boxes(a).nth(3).check(), boxes(b).nth(4).check()])
    for (const page of [a, b]) {
      for (const step of [0, 1, 3, 4]) await expect(boxes(page).nth(step)).toBeChecked()
      await expect(page.getByText('4 of 7 done')).toBeVisible()
    }

    // A tab that is not showing the checklist still follows: B opens it after A's change and sees it.
    await b.getByRole('tab', { name: 'Search' }).click()
    await boxes(a).nth(6).check()
    await boxes(a).nth(0).uncheck()
    await expect.poll(() => readStored(a, 'ahs_daily_checklist_v1')).toMatchObject({ step_1: false, step_7: true })
    await b.getByRole('tab', { name: 'Daily Checklist' }).click()
    await expect(boxes(b).nth(6)).toBeChecked()
    await expect(boxes(b).nth(0)).not.toBeChecked()
    await expect(b.getByText('4 of 7 done')).toBeVisible()

    expect(await readStored(b, 'ahs_daily_checklist_v1')).toEqual({
      step_1: false,
      step_2: true,
      step_3: false,
      step_4: true,
      step_5: true,
      step_6: false,
      step_7: true,
    })
    // Reset in one tab clears both.
    await b.getByRole('button', { name: 'Reset Checklist' }).click()
    await expect(a.getByText('0 of 7 done')).toBeVisible()
  })

  test('a new sheet URL saved in one tab makes the other tab load that sheet', async ({ context }) => {
    sheetServer.setMode('csv')
    const a = await context.newPage()
    const b = await context.newPage()
    await b.goto('/tool')
    await expect(statusLine(b)).toHaveText(loadedText(DEMO_COMPANIES))
    await useSheetViaAdmin(a, sheetServer.sheetUrl)
    await expect(statusLine(a)).toHaveText(loadedText(3))
    await expect(statusLine(b)).toHaveText(loadedText(3))
    await searchZip(b, '54016', '2 companies match ZIP 54016.')
    // And back: Clear in B returns A to the default sheet.
    await b.getByRole('tab', { name: /Admin/ }).click()
    await b.getByRole('button', { name: 'Clear' }).click()
    await expect(b.getByText('Cleared saved Sheet URL. Will use default.')).toBeVisible()
    await expect(statusLine(a)).toHaveText(loadedText(DEMO_COMPANIES))
    expect(await readStored(a, 'ahs_sheet_csv_url')).toBeUndefined()
  })
})

test.describe('corrupt stored values', () => {
  const variants: Record<string, unknown>[] = [
    {
      ahs_sheet_csv_url: 12345,
      ahs_training_url: { href: 'https://evil.example' },
      ahs_daily_checklist_v1: 'step_1',
      ahs_recent_zips_v1: 'not a list',
    },
    {
      ahs_sheet_csv_url: ['https://evil.example/a.csv'],
      ahs_training_url: 42,
      ahs_daily_checklist_v1: [true, true, true],
      ahs_recent_zips_v1: { 0: '54016' },
    },
    {
      ahs_sheet_csv_url: '   ',
      ahs_training_url: '',
      ahs_daily_checklist_v1: null,
      ahs_recent_zips_v1: [54016, null, '5401', '<script>', '54016'],
    },
    {
      ahs_sheet_csv_url: { url: 'x' },
      ahs_training_url: 'javascript:alert(1)',
      ahs_daily_checklist_v1: { step_1: 'true', step_2: 1, step_3: true, step_99: true, __proto__: { step_4: true } },
      ahs_recent_zips_v1: true,
    },
  ]

  test('wrong types under every key are ignored with safe defaults', async ({ page, consoleErrors }) => {
    // Five page loads and a dozen storage round trips: more than one test's worth on a busy machine.
    test.setTimeout(90_000)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/tool')
    await expect(statusLine(page)).toHaveText(loadedText(DEMO_COMPANIES))
    for (const [i, variant] of variants.entries()) {
      await writeStored(page, variant)
      await page.goto('/tool')
      await expect(statusLine(page), `variant ${i}`).toHaveText(loadedText(DEMO_COMPANIES))
      await expect(notice(page)).toHaveCount(0)
      await searchZip(page, '54016', '4 companies match ZIP 54016.')
      await page.getByRole('tab', { name: 'Daily Checklist' }).click()
      const expectedTicks = i === 3 ? [false, false, true, false, false, false, false] : Array(7).fill(false)
      for (const [step, ticked] of expectedTicks.entries()) {
        if (ticked) await expect(boxes(page).nth(step)).toBeChecked()
        else await expect(boxes(page).nth(step)).not.toBeChecked()
      }
      await page.getByRole('tab', { name: 'Training' }).click()
      const training = page.getByRole('link', { name: 'Open Training Folder' })
      if (i === 3)
        await expect(training).toHaveCount(0) // a stored javascript: link is never a link
      else await expect(training).toHaveAttribute('href', 'https://example.com/training-folder')
      await page.getByRole('tab', { name: /Admin/ }).click()
      await expect(page.getByLabel('Sheet CSV URL')).toHaveValue('/demo-sheet.csv')
      // The tool still saves over the bad value.
      await page.getByRole('tab', { name: 'Daily Checklist' }).click()
      await boxes(page).nth(5).check()
      await expect.poll(() => readStored(page, 'ahs_daily_checklist_v1')).toMatchObject({ step_6: true })
      await boxes(page).nth(5).uncheck()
      await expect.poll(() => readStored(page, 'ahs_daily_checklist_v1')).toMatchObject({ step_6: false })
    }
    expect(dialogs).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
