// The lead queue's specs against the real ledger script: leads and setters put in its tabs, rows read back by
// column name, the tool opened on Search with the ledger connected, screenshots at a desk's and a phone's size.
import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { appendLeads, LEADS_HEADER, tabRows, type LeadCells } from '../../scripts/support/apps-script-double'
import type { GoogleScriptServer } from '../../scripts/support/google-script-server'
import { statusLine, useLedgerInAdmin } from './tool-page'

const MINUTE = 60_000

export interface Setter {
  name: string
  key: string
}

/**
 * A lead as a form integration appends it, received `minutesAgo` before `now`: a 2-car garage's coating in
 * Hudson, WI, from Facebook Ads, no email and no notes, unless `cells` say otherwise.
 */
export const queuedLead = (now: number, minutesAgo: number, cells: LeadCells): LeadCells => ({
  'Received At': new Date(now - minutesAgo * MINUTE),
  Email: '',
  Address: '12 Main St, Hudson, WI 54016',
  ZIP: '54016',
  Service: 'Concrete Coatings',
  'Garage Size': '2-car',
  Source: 'Facebook Ads',
  Notes: '',
  ...cells,
})

/**
 * The ledger at `now` as its owner leaves it before the calls: the owner's check (which makes the lead tabs, as
 * Admin's Use This Ledger does), `setters` active in the Setters tab, and `leads` in the Leads tab.
 */
export function startQueue(
  server: GoogleScriptServer,
  ownerKey: string,
  { now, leads, setters = [] }: { now: number; leads: readonly LeadCells[]; setters?: readonly Setter[] },
) {
  const { script } = server
  script.clock.set(now)
  script.doPost(JSON.stringify({ key: ownerKey, action: 'check' }))
  if (setters.length > 0) {
    script.spreadsheet.getSheetByName('Setters')!.prefill(setters.map(({ name, key }) => [name, key, 'yes']))
  }
  appendLeads(script.spreadsheet, leads)
}

/** The Leads tab's row of the lead named `name`, by column name, as the owner sees it. */
export function leadsTabRow(server: GoogleScriptServer, name: string): Record<string, string> {
  const [header, ...rows] = tabRows(server.script.spreadsheet, 'Leads')
  const row = rows.find((cells) => cells[header!.indexOf('Name')] === name)
  if (!row) throw new Error(`No lead named ${name}`)
  return Object.fromEntries(LEADS_HEADER.map((column) => [column, row[header!.indexOf(column)] ?? '']))
}

/** The Attempts tab's rows below its header. */
export const attemptRows = (server: GoogleScriptServer) => tabRows(server.script.spreadsheet, 'Attempts').slice(1)

/** A setter's own Next lead on a lead, straight to the script: whether the ledger let them have it. */
export function claimsStraight(server: GoogleScriptServer, key: string, leadId: string | undefined): boolean {
  const answer = server.script.doPost(JSON.stringify({ key, action: 'claim', leadId })).content
  return (JSON.parse(answer) as { ok: boolean }).ok
}

/** The tool at `now` on its Search tab, the ledger at `server` connected in Admin under `key`. */
export async function openSearchWithLedger(page: Page, server: GoogleScriptServer, key: string, now: number) {
  await page.clock.install({ time: now })
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await useLedgerInAdmin(page, server.execUrl, key, /^Ledger connected/)
  await page.getByRole('tab', { name: 'Search' }).click()
}

/**
 * When the run names a `folder`, screenshots at 1280×800 and at 390×844 named `<name>-<width>x<height>.png`,
 * `target` scrolled into view first at each size.
 */
export async function shootAtDeskAndPhone(page: Page, folder: string | undefined, name: string, target?: Locator) {
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await target?.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${folder}/${name}-${width}x${height}.png` })
  }
}
