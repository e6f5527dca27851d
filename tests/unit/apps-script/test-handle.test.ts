// @vitest-environment node
// The shipped ledger.js carries nothing for the tests: its closure exports the doors only, and the tests' handle on
// the script's internals comes from a second bundle, built the same way, that the double loads.
import { readFileSync } from 'node:fs'
import vm from 'node:vm'
import { expect, it } from 'vitest'
import { ENTRY_POINTS } from '../../../apps-script/src/entry-points'
import { LEDGER_SCRIPT_PATH } from '../../../scripts/build-ledger-script'
import { loadScript } from './script-requests'

const SCRIPT = readFileSync(LEDGER_SCRIPT_PATH, 'utf8')

it('ships a closure that exports the doors and its version, and nothing for tests', () => {
  const context = vm.createContext({})
  vm.runInContext(SCRIPT, context)
  const exported = Object.keys(vm.runInContext('Ledger_', context) as object)
  expect(exported.sort()).toEqual(['LEDGER_SCRIPT_VERSION', ...ENTRY_POINTS.map((door) => door.name)].sort())
  expect(SCRIPT).not.toMatch(/forTests|LedgerTestHandle_|test-handle/)
})

it('hands the tests the internals from its own bundle, run with the script’s services', () => {
  const script = loadScript()
  expect(script.internal('linkToken', 'refund', 'an id', 'a secret')).toMatch(/^[\w-]{43}$/)
  expect(() => script.internal('doPost')).toThrow("The script's test handle has no function doPost")
})
