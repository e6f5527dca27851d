import AxeBuilder from '@axe-core/playwright'
import { test, type Page } from '@playwright/test'

/** One sweep takes seconds on an idle machine and many times that on a loaded one: each gets its own minute. */
const SWEEP_ALLOWANCE_MS = 60_000

/** Axe's WCAG 2.1 AA and best-practice violations on the page as it is now, as rule ids and the nodes they hit. */
export async function axeViolations(page: Page, exclude?: string) {
  test.info().setTimeout(test.info().timeout + SWEEP_ALLOWANCE_MS)
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
