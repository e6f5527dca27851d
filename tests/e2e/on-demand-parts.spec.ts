// The maps' code loads on first use. Offline before it ever loaded (no service worker yet), only the map says it
// could not load; the results stay, and the map draws once the connection is back.
import { resultCount, statusLine } from '../support/tool-page'
import { test, expect } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('a map whose code cannot load says so and draws once back online; the tool carries on', async ({
  page,
  context,
}) => {
  const mapCode: string[] = []
  page.on('requestfailed', (request) => {
    if (/\/assets\/map-drawings-/.test(request.url())) mapCode.push(request.url())
  })
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await page.getByLabel('ZIP code').fill('54016')
  await expect(page.locator('.lead-place')).toContainText('54016 · Hudson, WI')
  // On a phone the map waits behind "Show map", so its code has not been fetched yet.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(page.locator('.part-failed')).toHaveText(
    'The map could not load without a connection; it loads once you are back online. Try again',
  )
  expect(mapCode).toHaveLength(1)
  // Try again while still offline fails again, and the keyboard stays on Try again.
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(() => mapCode.length).toBe(2)
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused()
  await expect(resultCount(page)).toHaveText(/match ZIP 54016\.$/)
  await expect(page.locator('article.partner-card').first()).toBeVisible()
  await page.getByLabel('ZIP code').fill('54022')
  await expect(resultCount(page)).toHaveText(/ZIP 54022\.$/)
  await context.setOffline(false)
  await expect(page.getByRole('img', { name: /^Map: lead in River Falls, WI;/ })).toBeVisible()
  await expect(page.locator('.part-failed')).toHaveCount(0)
})
