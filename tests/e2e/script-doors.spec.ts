// A stranger on the bare /exec page, in Chromium through the Google-like local host: google.script.run offers the
// five doors and nothing else, and neither the page nor a hand-made request runs any other function of the script.
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

const KEY = 'e2e-doors-key-5b2c-x'
const DOORS = ['askFromLink', 'authorize', 'doGet', 'doPost', 'everyFiveMinutes']
/** What an outsider tried against versions before 6, each with arguments that did harm there. */
const INTERNALS: [string, unknown[]][] = [
  ['send', [{ to: 'victim@example.com', subject: 'Invoice', body: 'Pay here' }]],
  ['linkSettings', []],
  ['quoteEmailLinks', ['0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f', Date.now()]],
  ['cachePartners', ['https://docs.google.com/x', { 'hudson garage floors llc': ['thief@example.com'] }]],
  ['fetchPartners', ['https://example.com/anything']],
  ['check', [null, { role: 'owner' }, 'https://evil.example/exec']],
]

const ledger = ledgerServerForSpec(test, KEY)

/** Everything a stranger's call could change: mail sent, Script Properties, cache entries. */
const stateOf = () => {
  const { script } = ledger()
  return {
    mail: script.mail.sent.length,
    properties: Object.fromEntries(script.properties),
    cache: [...script.cache.items.keys()].sort(),
  }
}

type Handler = (value: unknown) => void
interface ScriptRun {
  withSuccessHandler(handler: Handler): ScriptRun
  withFailureHandler(handler: Handler): ScriptRun
}
declare global {
  interface Window {
    google: { script: { run: ScriptRun } }
  }
}

/** Calls `name` through the page's google.script.run: what the handler got, or that there is no such method. */
const runFromPage = (page: Page, name: string, args: unknown[]) =>
  page.evaluate(
    ([name, args]) =>
      new Promise<unknown>((resolve) => {
        const run = window.google.script.run
          .withSuccessHandler(resolve)
          .withFailureHandler((error) => resolve(`failed: ${(error as Error).message}`))
        const method = (run as unknown as Record<string, unknown>)[name]
        if (typeof method !== 'function') return resolve('no such method')
        ;(method as (...a: unknown[]) => void).apply(run, args)
      }),
    [name, args] as const,
  )

test('the bare /exec page: google.script.run has the five doors only, and no other function runs', async ({ page }) => {
  const before = stateOf()
  await page.goto(ledger().execUrl)
  await expect(page.getByText('This link is not valid.')).toBeVisible()
  const offered = await page.evaluate(() =>
    Object.keys(window.google.script.run).filter((name) => !name.startsWith('with')),
  )
  expect(offered.sort()).toEqual(DOORS)

  for (const [name, args] of INTERNALS) {
    expect(await runFromPage(page, name, args), name).toBe('no such method')
    // The same call made by hand to the host's run endpoint, as any script on the page could.
    const byHand = await page.evaluate(
      async ([name, args]) =>
        (await fetch('/google-script-run', { method: 'POST', body: JSON.stringify({ name, args }) })).json(),
      [name, args] as const,
    )
    expect(byHand, name).toEqual({ error: `Script function not found: ${name}` })
  }

  // The doors a stranger can call distrust what they are given.
  expect(await runFromPage(page, 'askFromLink', [{ action: 'refund', id: 'x', t: 'y', reason: 'Other' }])).toEqual({
    ok: false,
    text: 'This link is not valid.',
  })
  expect(await runFromPage(page, 'authorize', ['x'])).toBeNull()
  expect(await runFromPage(page, 'authorize', [{ LINK_SECRET: 'mine' }])).toBeNull()
  expect(stateOf()).toEqual(before)
})
