// Sheet setup in Chromium: what a setter pastes into the ZIP box, and what an owner
// setting up a sheet is told (a blocked origin, a stray quote, no status column, a
// partner row without a name).
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'
import { statusLine, resultCount, saveSheetUrlInAdmin } from '../support/tool-page'

const sheetServer = sheetServerForSpec(test)

const FAILURE_TEXT = 'Failed to load data. Check the CSV URL in Admin tab.'

const useSheet = saveSheetUrlInAdmin

test('pasting an address line into the ZIP box searches its ZIP; the box keeps what was pasted', async ({ page }) => {
  await useSheet(page, sheetServer.sheetUrl)
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  const zip = page.getByLabel('ZIP code')
  const pasted = '123 Main St, Hudson, WI 54016-1234'
  await zip.focus()
  await page.keyboard.insertText(pasted)
  await expect(zip).toHaveValue(pasted)
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  await expect(page.getByRole('article')).toHaveCount(2)

  await zip.fill('')
  await zip.focus()
  await page.keyboard.insertText('Hudson, WI 54016')
  await expect(zip).toHaveValue('Hudson, WI 54016')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')

  // Without one 5-digit group the spec's rule applies: every non-digit is stripped.
  await zip.fill('')
  await zip.focus()
  await page.keyboard.insertText('540-16')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  await zip.fill('123456')
  await expect(resultCount(page)).toHaveText('No companies found for ZIP 123456.')
})

test('a sheet URL on an origin the security policy does not allow is refused in Admin and not saved', async ({
  page,
}) => {
  await useSheet(page, sheetServer.sheetUrl)
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  const requestsBefore = sheetServer.requests.length

  await page.getByRole('tab', { name: /Admin/ }).click()
  await page.getByLabel('Sheet CSV URL').fill('https://files.example.com/partners.csv')
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await expect(
    page.getByText(
      'This site can only load sheets from Google Sheets. https://files.example.com is not allowed — ask whoever deploys the tool to add it (VITE_SHEET_CONNECT_SRC).',
    ),
  ).toBeVisible()
  // The URL in effect is unchanged: after a reload the tool still loads the saved sheet.
  await page.reload()
  await expect(page.getByLabel('Sheet CSV URL')).toHaveValue(sheetServer.sheetUrl)
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  expect(sheetServer.requests.length).toBeGreaterThan(requestsBefore)
})

test('a complete sheet with a stray quote names the row where the open quote starts', async ({ page }) => {
  sheetServer.setCsv('Company Name,Zips,Status\r\nAcme,54016,yes\r\nBeta,"b"c,d\r\nGamma,54017,yes\r\n')
  await useSheet(page, sheetServer.sheetUrl)
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(statusLine(page)).toHaveText(
    `${FAILURE_TEXT} (CSV ends inside a quoted field (row 3): the download was cut off, or a cell has a stray quote.)`,
  )
})

test('a sheet without a status column: Admin says why every partner is PAUSED', async ({ page }) => {
  sheetServer.setCsv('Company Name,Zips\r\nAcme,54016\r\n')
  await useSheet(page, sheetServer.sheetUrl)
  const report = page.getByRole('region', { name: 'Last sheet load' })
  await expect(report.getByText('1 of 1 rows kept.')).toBeVisible()
  await expect(report.getByText('No status column: every partner shows as PAUSED.')).toBeVisible()
})

test('a row with ZIPs but no name is headed "Unnamed partner (row N)" in a muted style', async ({ page }) => {
  sheetServer.setCsv('Company Name,Zips,Status\r\nAcme,54016,yes\r\n,54016 54017,yes\r\n')
  await useSheet(page, sheetServer.sheetUrl)
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByLabel('ZIP code').fill('54016')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  const heading = page.getByRole('heading', { name: 'Unnamed partner (row 3)' })
  await expect(heading).toBeVisible()
  await expect(heading).toHaveCSS('font-style', 'italic')
  const named = page.getByRole('heading', { name: 'Acme' })
  const [unnamedColour, namedColour] = [
    await heading.evaluate((e) => getComputedStyle(e).color),
    await named.evaluate((e) => getComputedStyle(e).color),
  ]
  expect(unnamedColour).not.toBe(namedColour)
})
