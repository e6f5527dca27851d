// The quote email's refund and no-show links, opened in Chromium through the Google-like local host: the pages
// record nothing, a wrong token is refused, the button asks once through google.script.run, windows close.
import { readFileSync } from 'node:fs'
import { patDoeBooking, startWithRefundLinks } from '../support/last-week-booking'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { test, expect } from './fixtures'

const KEY = 'e2e-refund-key-7d1ex'
const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const PARTNER = readFileSync('public/demo-sheet.csv', 'utf8').split('\n')[1]!.split(',')[0]!
/** Wed Nov 18 06:00 CST: the refund window's last day is Mon Nov 30. */
const EMAILED = Date.parse('2026-11-18T12:00:00.000Z')
const APPOINTMENT = '2026-12-01T10:00:00-06:00'
const NOT_VALID_PAGE = 'This link is not valid. Open it again from the quote email, or reply to that email.'

const ledger = ledgerServerForSpec(test, KEY)
const post = (body: object) => JSON.parse(ledger().script.doPost(JSON.stringify({ key: KEY, ...body })).content)
const refundCells = () => {
  const [header, ...rows] = ledger().rows()
  const at = (name: string) => header!.indexOf(name)
  const row = rows.find((cells) => cells[0] === ID)!
  return ['Refund Reason', 'Refund Note', 'Refund Asked At', 'No-show Reported At', 'No-show Note'].map(
    (name) => row[at(name)],
  )
}

/** The owner's check stores the web app URL; one booking is emailed with its two links. */
function links(): { refund: string; noshow: string } {
  const script = ledger().script
  startWithRefundLinks(ledger(), KEY, EMAILED)
  const booking = patDoeBooking(ID, PARTNER, EMAILED, {
    appointment: APPOINTMENT,
    appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
  })
  expect(post({ action: 'book', bookings: [booking] })).toMatchObject({ emailed: [ID] })
  const body = script.mail.sent[0]!.body
  const refund = /^Ask for a refund by Mon Nov 30: (\S+)$/m.exec(body)?.[1]
  const noshow = /^Homeowner did not show up\? Tell the agency: (\S+)$/m.exec(body)?.[1]
  expect(refund).toMatch(new RegExp(`^${ledger().execUrl}\\?refund=${ID}&t=[\\w-]{43}$`))
  expect(noshow).toMatch(new RegExp(`^${ledger().execUrl}\\?noshow=${ID}&t=[\\w-]{43}$`))
  return { refund: refund!, noshow: noshow! }
}

test('opening the links records nothing; a wrong token is refused; asking writes once', async ({ page }) => {
  const { refund, noshow } = links()
  await page.goto(refund)
  await expect(page).toHaveTitle('Ask for a refund')
  await expect(page.getByRole('heading', { name: 'Ask for a refund' })).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(5)
  await expect(page.getByText('Ask by Mon Nov 30', { exact: true })).toBeVisible()
  await page.goto(noshow)
  await expect(page.getByRole('heading', { name: 'Report a no-show' })).toBeVisible()
  await expect(page.getByText('This appointment has not happened yet.')).toBeVisible()
  expect(refundCells()).toEqual(['', '', '', '', ''])

  const wrongToken = refund.slice(0, -1) + (refund.endsWith('A') ? 'B' : 'A')
  await page.goto(wrongToken)
  await expect(page.getByRole('status')).toHaveText(NOT_VALID_PAGE)
  await page.goto(refund.replace(/&t=.*$/, ''))
  await expect(page.getByRole('status')).toHaveText(NOT_VALID_PAGE)

  await page.goto(refund)
  await page.getByRole('radio', { name: 'Charged twice' }).check()
  await page.getByLabel('Anything the agency should know').fill('<b>billed</b> twice')
  await page.getByRole('button', { name: 'Ask for a refund' }).click()
  await expect(page.getByRole('status')).toHaveText('Thank you. The agency will answer by email by Fri Nov 20.')
  expect(refundCells()).toEqual(['Charged twice', '<b>billed</b> twice', new Date(EMAILED).toISOString(), '', ''])

  await page.goto(refund)
  await expect(page.getByRole('status')).toHaveText('A refund was already asked for on Wed Nov 18.')
  expect(refundCells()[2]).toBe(new Date(EMAILED).toISOString())
})

test('a closed refund window shows its text; a no-show is reported once', async ({ page }) => {
  const { refund, noshow } = links()
  ledger().script.clock.set(Date.parse('2026-12-01T18:00:00.000Z'))
  await page.goto(refund)
  await expect(page.getByRole('status')).toHaveText(
    'The refund window for this quote closed on Mon Nov 30. Reply to the quote email to reach the agency.',
  )
  await page.goto(noshow)
  await page.getByLabel('Anything the agency should know').fill('Nobody home')
  await page.getByRole('button', { name: 'Report the no-show' }).click()
  await expect(page.getByRole('status')).toHaveText('Thank you. The agency will call the homeowner.')
  expect(refundCells()).toEqual(['', '', '', '2026-12-01T18:00:00.000Z', 'Nobody home'])
  await page.reload()
  await expect(page.getByRole('status')).toHaveText('This no-show was reported on Tue Dec 1.')
})
