// @vitest-environment node
// The folder rules in eslint.config.js, run through ESLint itself: each forbidden import
// is reported, and the allowed direction is not.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('import boundaries', () => {
  it.each([
    ['src/partners/example.ts', "import { useState } from 'react'\nexport const x = useState"],
    ['src/partners/example.ts', "import { useQuery } from '@tanstack/react-query'\nexport const x = useQuery"],
    ['src/partners/example.ts', "import { SetterTool } from '../tool/setter-tool'\nexport const x = SetterTool"],
    ['src/partner-time/example.ts', "import { x } from '../pwa/sheet-snapshot'\nexport const y = x"],
    ['src/partner-time/example.ts', "import { x } from '../site/browser-only'\nexport const y = x"],
    ['src/map/example.ts', "import { useMemo } from 'react'\nexport const y = useMemo"],
    ['src/map/example.ts', "import { x } from '../tool/map/lead-map'\nexport const y = x"],
    ['src/site/example.ts', "import { x } from '../tool/use-sheet'\nexport const y = x"],
    ['src/site/landing/example.ts', "import { x } from '../../storage/tool-storage'\nexport const y = x"],
    ['src/site/example.ts', "import { lookupZip } from '../geo/zip-dataset'\nexport const y = lookupZip"],
    ['src/site/example.ts', "import { usZipAssetUrl } from 'virtual:us-zip-asset'\nexport const y = usZipAssetUrl"],
    ['src/geo/example.ts', "import { useState } from 'react'\nexport const x = useState"],
    ['src/bookings/example.ts', "import { useState } from 'react'\nexport const x = useState"],
    ['src/bookings/example.ts', "import { x } from '../tool/ledger-link/outbox-sender'\nexport const y = x"],
    ['src/bookings/example.ts', "import { bookingCopy } from '../content/booking-copy'\nexport const y = bookingCopy"],
    ['src/partners/example.ts', "import { cardCopy } from '../content/tool-copy'\nexport const y = cardCopy"],
    ['src/leads/example.ts', "import { useState } from 'react'\nexport const x = useState"],
    ['src/leads/example.ts', "import { x } from '../tool/search/paste-lead'\nexport const y = x"],
    ['src/leads/example.ts', "import { x } from '../storage/tool-storage'\nexport const y = x"],
    ['src/leads/example.ts', "import { leadCopy } from '../content/lead-copy'\nexport const y = leadCopy"],
    ['src/geo/example.ts', "import { x } from '../tool/use-sheet'\nexport const y = x"],
    [
      'src/content/example.ts',
      "import type { ChecklistProgress } from '../storage/tool-storage'\nexport type X = ChecklistProgress",
    ],
    ['src/tool/example.ts', "import { x } from '../../scripts/support/generate-sheet'\nexport const y = x"],
    [
      'src/tool/partners/sheet-load/example.ts',
      "import { x } from '../../ledger-link/ledger-query'\nexport const y = x",
    ],
    [
      'src/tool/partners/sheet-load/example.ts',
      "import { x } from '../../../bookings/partner-bookings'\nexport const y = x",
    ],
    ['src/main-example.ts', "import { x } from '../tests/e2e/fixtures'\nexport const y = x"],
    ['src/bookings/example.ts', "import { x } from '../../apps-script/src/platform/tabs'\nexport const y = x"],
    ['scripts/example.ts', "import { x } from '../tests/support/static-server'\nexport const y = x"],
    ['build/example.ts', "import { x } from '../tests/support/static-server'\nexport const y = x"],
  ])('%s may not import what this line imports: %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).toHaveLength(1)
  })

  it.each([
    ['src/tool/example.ts', "import { x } from '../partners/zip-search'\nexport const y = x"],
    ['src/tool/example.ts', "import { x } from '../storage/tool-storage'\nexport const y = x"],
    ['src/tool/partners/sheet-load/example.ts', "import { x } from '../../../partners/sheet-url'\nexport const y = x"],
    ['src/site/example.ts', "import { x } from '../content/landing'\nexport const y = x"],
    ['src/partners/example.ts', "import Papa from 'papaparse'\nexport const y = Papa"],
    ['src/geo/example.ts', "import { zipPositions } from '../partners/zip-search'\nexport const y = zipPositions"],
    ['src/tool/example.ts', "import { lookupZip } from '../geo/zip-dataset'\nexport const y = lookupZip"],
    ['src/map/example.ts', "import { geoPath } from 'd3-geo'\nexport const y = geoPath"],
    ['src/leads/example.ts', "import { x } from '../partner-time/wall-clock'\nexport const y = x"],
    ['src/tool/example.ts', "import { x } from '../leads/callable-leads'\nexport const y = x"],
    ['tests/unit/example.ts', "import { x } from '../../scripts/support/generate-sheet'\nexport const y = x"],
    ['build/example.ts', "import { x } from '../src/prerender/prerendered-pages'\nexport const y = x"],
    ['apps-script/src/example.ts', "import { x } from '../../src/bookings/quote-email'\nexport const y = x"],
  ])('%s may import what this line imports: %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).toEqual([])
  })
})

describe('server state lives in api.ts', () => {
  async function restrictedSyntaxMessages(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
  }

  it.each([
    ['src/tool/admin/example.tsx', "import { useMutation } from '@tanstack/react-query'\nexport const y = useMutation"],
    [
      'src/tool/leads/example.tsx',
      "import { useQueryClient } from '@tanstack/react-query'\nexport const y = useQueryClient",
    ],
  ])('a component may not import what this line imports: %s %s', async (filePath, code) => {
    expect(await restrictedSyntaxMessages(filePath, code)).toHaveLength(1)
  })

  it.each([
    [
      'src/tool/admin/api/example.ts',
      "import { useMutation } from '@tanstack/react-query'\nexport const y = useMutation",
    ],
    ['src/tool/admin/example.tsx', "import { useQuery } from '@tanstack/react-query'\nexport const y = useQuery"],
  ])('%s may import what this line imports: %s', async (filePath, code) => {
    expect(await restrictedSyntaxMessages(filePath, code)).toEqual([])
  })
})

// dependency-cruiser (`npm run lint`): cycles, type-only imports included, and the tool's feature folders one way.
describe('import graph rules', () => {
  function cruise(files: Record<string, string>): { failed: boolean; output: string } {
    const written = Object.keys(files)
    try {
      for (const [path, code] of Object.entries(files)) {
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, code)
      }
      const result = spawnSync('node_modules/.bin/depcruise', [...written, '--config', '.dependency-cruiser.cjs'], {
        encoding: 'utf8',
      })
      return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` }
    } finally {
      for (const path of written) rmSync(path, { force: true })
    }
  }
  const probe = `probe-${process.pid}`

  it('a cycle through a type-only import fails and names both files', () => {
    const a = `src/bookings/${probe}-a.ts`
    const b = `src/bookings/${probe}-b.ts`
    const { failed, output } = cruise({
      [a]: `import type { B } from './${probe}-b'\nexport type A = { b?: B }\n`,
      [b]: `import type { A } from './${probe}-a'\nexport type B = { a?: A }\n`,
    })
    expect(failed).toBe(true)
    expect(output).toContain('no-circular')
    expect(output).toContain(a)
    expect(output).toContain(b)
  })

  it('shared UI imports no feature, and a feature folder imports only the folders below it', () => {
    const ui = `src/tool/ui/${probe}.ts`
    const booking = `src/tool/bookings/${probe}.ts`
    const { failed, output } = cruise({
      [ui]: `import { CARDS_SHOWN_FIRST } from '../search/result-limits'\nexport const n = CARDS_SHOWN_FIRST\n`,
      [booking]: `import type { PartnerCardProps } from '../partners/card/partner-card'\nexport type P = PartnerCardProps\n`,
    })
    expect(failed).toBe(true)
    expect(output).toContain(`src-tool-ui-imports-downward: ${ui} → src/tool/search/result-limits.ts`)
    expect(output).toContain(`src-tool-bookings-imports-downward: ${booking} → src/tool/partners/card/partner-card.tsx`)
  })

  it('the same imports the other way pass', () => {
    const search = `src/tool/search/${probe}.ts`
    const { failed, output } = cruise({
      [search]: `import { useNow } from '../ui/use-now'\nimport type { PartnerCardProps } from '../partners/card/partner-card'\nexport type P = PartnerCardProps\nexport const u = useNow\n`,
    })
    expect(output).toContain('no dependency violations')
    expect(failed).toBe(false)
  })
})
