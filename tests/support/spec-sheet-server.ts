import { readFileSync } from 'node:fs'
import { startSheetServer, type SheetServer } from '../../scripts/support/sheet-server'

/** The three-partner fixture most e2e specs load. */
export const partnersCsv = readFileSync('tests/fixtures/partners.csv', 'utf8')

interface SpecHooks {
  beforeAll(hook: () => Promise<void>): void
  afterAll(hook: () => Promise<void>): void
  beforeEach(hook: () => void): void
}

/**
 * One fault-injection sheet server for a spec file: started before its tests, closed
 * after them, and back to serving `csv` normally before each test.
 */
export function sheetServerForSpec(test: SpecHooks, csv: string = partnersCsv): SheetServer {
  let server: SheetServer | undefined
  const current = () => {
    if (!server) throw new Error('The sheet server starts in beforeAll: use it inside a test or hook')
    return server
  }
  test.beforeAll(async () => {
    server = await startSheetServer(csv)
  })
  test.afterAll(async () => {
    await server?.close()
  })
  test.beforeEach(() => {
    current().setMode('csv')
    current().setCsv(csv)
  })
  return {
    get sheetUrl() {
      return current().sheetUrl
    },
    get origin() {
      return current().origin
    },
    get requests() {
      return current().requests
    },
    get trickleEnds() {
      return current().trickleEnds
    },
    setMode: (mode) => current().setMode(mode),
    setCsv: (body) => current().setCsv(body),
    close: () => current().close(),
  }
}
