import AxeBuilder from '@axe-core/playwright'
import { test, type Page } from '@playwright/test'

/** One sweep takes seconds on an idle machine and many times that on a loaded one: each gets its own minute. */
const SWEEP_ALLOWANCE_MS = 60_000

/** Axe's WCAG 2.1 AA, best-practice and 24 px target-size (WCAG 2.2, 2.5.8) violations on the page as it is now. */
export async function axeViolations(page: Page, exclude?: string) {
  test.info().setTimeout(test.info().timeout + SWEEP_ALLOWANCE_MS)
  // Axe ships target-size turned off; options.rules turns it on alongside the tags (options first: it replaces them).
  const builder = new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
