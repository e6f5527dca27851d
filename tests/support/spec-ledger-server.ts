import { readFileSync } from 'node:fs'
import { startGoogleScriptServer, type GoogleScriptServer } from '../../scripts/support/google-script-server'

/** The partner sheet the tool loads with no configuration: the script reads the same one. */
const DEMO_SHEET = readFileSync('public/demo-sheet.csv', 'utf8')

interface EachHooks {
  beforeEach(hook: () => Promise<void>): void
  afterEach(hook: () => Promise<void>): void
}

/**
 * A new Google-like ledger host (the real script, a fresh spreadsheet) for each test of a spec file, publishing
 * `partnerCsv` (the tool's demo sheet unless the spec loads another) as the script's partner sheet.
 */
export function ledgerServerForSpec(
  test: EachHooks,
  ledgerKey: string,
  partnerCsv: string = DEMO_SHEET,
): () => GoogleScriptServer {
  let server: GoogleScriptServer | undefined
  test.beforeEach(async () => {
    server = await startGoogleScriptServer({ ledgerKey, partnerCsv })
  })
  test.afterEach(async () => {
    await server?.close()
    server = undefined
  })
  return () => {
    if (!server) throw new Error('The ledger host starts in beforeEach: use it inside a test or hook')
    return server
  }
}
