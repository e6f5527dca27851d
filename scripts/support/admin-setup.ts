// The bench scripts set the tool up through Admin in Admin's own words (src/content/), never copies of them:
// a changed label or message changes the scripts with it.
import type { Page } from '@playwright/test'
import { ledgerAdminCopy } from '../../src/content/ledger-admin-copy'
import { adminCopy } from '../../src/content/tool-copy'
import { toolTabs } from '../../src/content/tool-tabs'
import type { GoogleScriptServer } from './google-script-server'

export const tabLabel = (id: (typeof toolTabs)[number]['id']) => toolTabs.find((tab) => tab.id === id)!.label
/** The Admin tab's name carries its badge after the label. */
export const adminTab = (page: Page) => page.getByRole('tab', { name: new RegExp(`^${tabLabel('admin')}`) })
const searchTab = (page: Page) => page.getByRole('tab', { name: tabLabel('search'), exact: true })

/** On Admin: the sheet's CSV URL, Use This Sheet, then back to Search. */
export async function useSheetInAdmin(page: Page, sheetUrl: string) {
  await adminTab(page).click()
  await page.getByLabel(adminCopy.sheetLabel).fill(sheetUrl)
  await page.getByRole('button', { name: adminCopy.useSheet }).click()
  await searchTab(page).click()
}

/** On Admin: the ledger's URL and key, Use This Ledger, the check's "connected" answer, then back to Search. */
export async function useLedgerInAdmin(page: Page, ledger: GoogleScriptServer, key: string) {
  const bookings = Math.max(0, ledger.rows().length - 1)
  await adminTab(page).click()
  await page.getByLabel(ledgerAdminCopy.urlLabel).fill(ledger.execUrl)
  await page.getByLabel(ledgerAdminCopy.keyLabel).fill(key)
  await page.getByRole('button', { name: ledgerAdminCopy.use }).click()
  await page.getByText(ledgerAdminCopy.connected(ledger.script.spreadsheet.getName(), bookings)).waitFor()
  await searchTab(page).click()
}
