// @vitest-environment node
// The script's doors: what Google offers a page's google.script.run, the editor's Run menu and triggers (every
// global function whose name does not end in `_`) is exactly doGet, doPost, authorize, askFromLink and the
// time-driven trigger's handler, everyFiveMinutes.
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINTS } from '../../../apps-script/src/entry-points'
import { globalFunctionsOfScript } from '../../../scripts/support/apps-script-double'
import { linkToken } from '../../../scripts/support/link-token'
import { booking, KEY, loadScript, poster } from './script-requests'

const SCRIPT = readFileSync('apps-script/ledger.js', 'utf8')
const DOORS = ENTRY_POINTS.map((door) => door.name)

describe('the five doors', () => {
  it('are the only global bindings of the script that hold a function', () => {
    expect(globalFunctionsOfScript(SCRIPT).sort()).toEqual([...DOORS].sort())
  })

  it('are each a top-level function declaration, as Google finds entry points', () => {
    const file = ts.createSourceFile('ledger.js', SCRIPT, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS)
    const declared = file.statements.filter(ts.isFunctionDeclaration).map((statement) => statement.name?.text)
    expect(declared.sort()).toEqual([...DOORS].sort())
  })

  it('are what the double offers google.script.run, and it counts every kind of global function', () => {
    expect([...loadScript().scriptRunTargets].sort()).toEqual([...DOORS].sort())
    const found = globalFunctionsOfScript(
      'function a() {}\nvar b = function () {}\nconst c = () => 1\nlet d = 1\nclass E {}\nf = function () {}\n' +
        'function g_() {}\nvar { h, i: [j] } = { h: () => 1, i: [function () {}] }',
    )
    expect(found.sort()).toEqual(['E', 'a', 'b', 'c', 'f', 'g_', 'h', 'j'])
  })

  it('keep the rest out of reach: the double runs no other function by name', () => {
    const script = loadScript()
    for (const name of ['send', 'linkSettings', 'quoteEmailLinks', 'cachePartners', 'fetchPartners', 'check'])
      expect(() => script.call(name)).toThrow(`The script has no function ${name}`)
  })
})

describe('authorize, which anyone may call', () => {
  const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
  const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'

  it('ignores its arguments and makes a new LINK_SECRET once, replacing one from before version 6', () => {
    const script = loadScript()
    const post = poster(() => script)
    script.properties.set('LINK_SECRET', 'a secret a stranger read from version 5')
    post({ key: KEY, action: 'check', webAppUrl: EXEC })
    post({ key: KEY, action: 'book', bookings: [booking(ID, {}, { withAppointment: true })] })
    const oldLink = linkToken('refund', ID, 'a secret a stranger read from version 5')

    script.call('authorize', { LINK_SECRET: 'chosen by a stranger' }, 'more')
    const secret = script.properties.get('LINK_SECRET')
    expect(secret).toMatch(/^[0-9a-f-]{72}$/)
    expect(script.properties.get('LINK_SECRET_SINCE')).toBe('6')
    script.call('authorize')
    script.call('authorize', 'again')
    expect(script.properties.get('LINK_SECRET')).toBe(secret)
    expect(script.doGet({ refund: ID, t: oldLink }).getContent()).toContain('This link is not valid.')
    expect(script.doGet({ refund: ID, t: linkToken('refund', ID, secret!) }).getContent()).not.toContain(
      'This link is not valid.',
    )
  })
})
