import { startGoogleScriptServer, type GoogleScriptServer } from '../../scripts/support/google-script-server'

interface EachHooks {
  beforeEach(hook: () => Promise<void>): void
  afterEach(hook: () => Promise<void>): void
}

/** A new Google-like ledger host (the real script, a fresh spreadsheet) for each test of a spec file. */
export function ledgerServerForSpec(test: EachHooks, ledgerKey: string): () => GoogleScriptServer {
  let server: GoogleScriptServer | undefined
  test.beforeEach(async () => {
    server = await startGoogleScriptServer({ ledgerKey })
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
