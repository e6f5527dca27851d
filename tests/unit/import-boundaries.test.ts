// @vitest-environment node
// The folder rules in eslint.config.js, run through ESLint itself: each forbidden import
// is reported, and the allowed direction is not.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('import boundaries', () => {
  it.each([
    ['src/sheet/example.ts', "import { useState } from 'react'\nexport const x = useState"],
    ['src/sheet/example.ts', "import { useQuery } from '@tanstack/react-query'\nexport const x = useQuery"],
    ['src/sheet/example.ts', "import { SetterTool } from '../tool/setter-tool'\nexport const x = SetterTool"],
    ['src/partner-time/example.ts', "import { x } from '../pwa/sheet-snapshot'\nexport const y = x"],
    ['src/partner-time/example.ts', "import { x } from '../site/browser-only'\nexport const y = x"],
    ['src/map/example.ts', "import { useMemo } from 'react'\nexport const y = useMemo"],
    ['src/map/example.ts', "import { x } from '../tool/map/lead-map'\nexport const y = x"],
    ['src/site/example.ts', "import { x } from '../tool/use-sheet'\nexport const y = x"],
    ['src/site/landing/example.ts', "import { x } from '../../storage/tool-storage'\nexport const y = x"],
    ['src/site/example.ts', "import { lookupZip } from '../geo/zip-dataset'\nexport const y = lookupZip"],
    ['src/site/example.ts', "import { usZipAssetUrl } from 'virtual:us-zip-asset'\nexport const y = usZipAssetUrl"],
    ['src/geo/example.ts', "import { useState } from 'react'\nexport const x = useState"],
    ['src/geo/example.ts', "import { x } from '../tool/use-sheet'\nexport const y = x"],
    [
      'src/content/example.ts',
      "import type { ChecklistProgress } from '../storage/tool-storage'\nexport type X = ChecklistProgress",
    ],
    ['src/tool/example.ts', "import { x } from '../../scripts/support/generate-sheet'\nexport const y = x"],
    ['src/main-example.ts', "import { x } from '../tests/e2e/fixtures'\nexport const y = x"],
    ['scripts/example.ts', "import { x } from '../tests/support/static-server'\nexport const y = x"],
    ['build/example.ts', "import { x } from '../tests/support/static-server'\nexport const y = x"],
  ])('%s may not import what this line imports: %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).toHaveLength(1)
  })

  it.each([
    ['src/tool/example.ts', "import { x } from '../sheet/zip-search'\nexport const y = x"],
    ['src/tool/example.ts', "import { x } from '../storage/tool-storage'\nexport const y = x"],
    ['src/site/example.ts', "import { x } from '../content/landing'\nexport const y = x"],
    ['src/sheet/example.ts', "import Papa from 'papaparse'\nexport const y = Papa"],
    ['src/geo/example.ts', "import { zipPositions } from '../sheet/zip-search'\nexport const y = zipPositions"],
    ['src/tool/example.ts', "import { lookupZip } from '../geo/zip-dataset'\nexport const y = lookupZip"],
    ['src/map/example.ts', "import { geoPath } from 'd3-geo'\nexport const y = geoPath"],
    ['tests/unit/example.ts', "import { x } from '../../scripts/support/generate-sheet'\nexport const y = x"],
    ['build/example.ts', "import { x } from '../src/prerender/prerendered-pages'\nexport const y = x"],
  ])('%s may import what this line imports: %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).toEqual([])
  })
})
