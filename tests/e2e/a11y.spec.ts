import { test, expect } from './fixtures'
import { openWithFakeWidget } from './site-fakes'
import { axeViolations } from './axe'
import { SPEC_MIDNIGHT, SPEC_NOW } from '../support/spec-clock'
import { EVERY_PAGE } from '../support/tool-page'

test.describe('accessibility (axe: WCAG 2.1 A/AA + best practice)', () => {
  for (const path of EVERY_PAGE) {
    test(`${path} has no violations`, async ({ page }) => {
      await openWithFakeWidget(page, path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await page.waitForLoadState('load')
      await expect(page.getByTestId('booking-spinner')).toBeHidden()
      // Measure contrast as seen: scroll to the end, so every scroll-driven card reveal has played, and let
      // the time-based entrance effects (the hero fade) finish.
      await page.evaluate(async () => {
        scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.timeline === document.timeline)
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished),
        )
      })
      expect(await axeViolations(page, 'iframe')).toEqual([])
    })
  }
})

// The lead line and the cards look different inside and outside calling hours: both are checked, at fixed times.
for (const { calling, time } of [
  { calling: 'inside', time: SPEC_NOW },
  { calling: 'outside', time: SPEC_MIDNIGHT },
]) {
  test(`/tool with results ${calling} calling hours, recent ZIPs and the shortcuts overlay open has no violations`, async ({
    page,
  }) => {
    await page.clock.install({ time })
    await page.goto('/tool?zip=54016')
    await expect(page.locator('.result-count')).toHaveText('4 companies match ZIP 54016.')
    await expect(page.locator('.lead-calling')).toHaveClass(`lead-calling is-${calling}`)
    await expect(page.getByRole('group', { name: 'Recent ZIPs' })).toBeVisible()
    await page.locator('article.partner-card').first().focus()
    await page.keyboard.press('?')
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}
