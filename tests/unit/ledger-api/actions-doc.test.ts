// docs/ledger-contract.md's table of actions says what src/ledger-api/actions.ts holds: each action, who may ask it
// and the version it came in, and no other action.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { LEDGER_ACTIONS, type ActionName } from '../../../src/ledger-api/actions'

const CONTRACT = readFileSync('docs/ledger-contract.md', 'utf8')

/** The rows of the table headed `| Action | Who may ask | Since |`, as [action, who, since]. */
function documentedActions(): string[][] {
  const lines = CONTRACT.split('\n')
  const header = lines.findIndex((line) => /^\| Action +\| Who may ask +\| Since +\|$/.test(line))
  expect(header, 'the contract has a table of actions').toBeGreaterThan(0)
  const rows: string[][] = []
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
  }
  return rows
}

it('lists every action of the table, with its callers and its version, and no other', () => {
  const expected = (Object.keys(LEDGER_ACTIONS) as ActionName[]).map((name) => [
    `\`${name}\``,
    LEDGER_ACTIONS[name].roles.join(', '),
    String(LEDGER_ACTIONS[name].since),
  ])
  expect(documentedActions()).toEqual(expected)
})
