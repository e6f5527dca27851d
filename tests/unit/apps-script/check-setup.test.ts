// @vitest-environment node
// What the owner's `check` tells the setup checklist: whether AGENCY_NAME and REPLY_TO are set (never their
// values), and how many setter keys can book; a setter's check tells none of it.
import { expect, it } from 'vitest'
import { KEY, loadScript, poster } from './script-requests'
import type { LedgerScript } from '../../../scripts/support/apps-script-double'

const SETTER = 'setter-key-sam-0123456789'

function scriptWith(properties: Record<string, string>): LedgerScript {
  const script = loadScript()
  for (const [name, value] of Object.entries(properties)) script.properties.set(name, value)
  return script
}

it('answers whether AGENCY_NAME and REPLY_TO are set, never their values', () => {
  let script = scriptWith({})
  expect(poster(() => script)({ key: KEY, action: 'check' })).toMatchObject({
    agencyName: false,
    replyTo: false,
    setterKeys: 0,
  })
  script = scriptWith({ AGENCY_NAME: 'Acme Leads Agency', REPLY_TO: 'office@acme.example' })
  const answer = poster(() => script)({ key: KEY, action: 'check' })
  expect(answer).toMatchObject({ agencyName: true, replyTo: true })
  expect(JSON.stringify(answer)).not.toMatch(/Acme|office@/)
})

it('counts the setter rows that can book: a name, a key of 20 characters or more, and Active yes', () => {
  const script = loadScript()
  const post = poster(() => script)
  post({ key: KEY, action: 'check' })
  script.spreadsheet.getSheetByName('Setters')!.prefill([
    ['Sam', SETTER, 'yes'],
    ['Ana', 'setter-key-ana-0123456789', 'TRUE'],
    ['Short', 'too-short-key', 'yes'],
    ['Off', 'setter-key-off-0123456789', 'no'],
    ['', 'setter-key-noname-0123456', 'yes'],
  ])
  expect(post({ key: KEY, action: 'check' })).toMatchObject({ setterKeys: 2 })
})

it('tells a setter none of the owner’s setup', () => {
  const script = scriptWith({ AGENCY_NAME: 'Acme Leads Agency' })
  const post = poster(() => script)
  post({ key: KEY, action: 'check' })
  script.spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SETTER, 'yes']])
  const answer = post({ key: SETTER, action: 'check' }) as Record<string, unknown>
  expect(answer).toMatchObject({ ok: true, role: 'setter', setter: 'Sam' })
  for (const field of ['agencyName', 'replyTo', 'setterKeys']) expect(answer).not.toHaveProperty(field)
})
