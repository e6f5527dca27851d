// @vitest-environment node
// Keys and roles: LEDGER_KEY is the owner's key; each setter has their own, a row of the Setters tab.
import { beforeEach, describe, expect, it } from 'vitest'
import { BOOKINGS_HEADER, type LedgerScript } from '../../../../scripts/support/apps-script-double'
import {
  bookingsColumn,
  KEY,
  loadScript,
  propertiesCacheExpired,
  poster,
  bookingWithAppointment,
} from '../script-requests'

const booking = bookingWithAppointment
const SAM = 'sam-key-0123456789abcdef'
const LEE = 'lee-key-fedcba9876543210'

let script: LedgerScript
const post = poster(() => script)
const setters = () => script.spreadsheet.getSheetByName('Setters')!
const columnOf = (name: string) => bookingsColumn(script, name)

beforeEach(() => {
  script = loadScript()
  expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, role: 'owner' })
})

/** The owner fills the Setters tab, typed as in Sheets (`TRUE` becomes a checkbox value). */
const fillSetters = (rows: unknown[][]) => setters().prefill(rows)

describe('the Setters tab', () => {
  it('is made by check under the owner’s key, with its header frozen; a check without the key makes nothing', () => {
    expect(setters().displayRows()).toEqual([['Setter', 'Key', 'Active', 'Daily Limit']])
    expect(setters().frozenRows).toBe(1)
    script = loadScript()
    expect(post({ key: 'not-the-owner-key-at-all', action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    expect(script.spreadsheet.getSheetByName('Setters')).toBeNull()
  })

  it('a setter’s key answers check with the role and the setter’s name; the owner’s key with the owner’s role', () => {
    fillSetters([['  Sam Reyes ', SAM, 'yes']])
    expect(post({ key: SAM, action: 'check' })).toMatchObject({ ok: true, role: 'setter', setter: 'Sam Reyes' })
    const owner = post({ key: KEY, action: 'check' })
    expect(owner).toMatchObject({ role: 'owner' })
    expect(owner).not.toHaveProperty('setter')
  })

  it('Active is yes, TRUE or a ticked checkbox; anything else turns the key off', () => {
    const on = ['yes', 'Yes', ' YES ', 'TRUE', "'TRUE", true]
    const off = ['no', '', 'y', 'FALSE', false, 'active', 1]
    for (const active of [...on, ...off]) {
      script = loadScript()
      post({ key: KEY, action: 'check' })
      fillSetters([['Sam', SAM, active]])
      const answer = post({ key: SAM, action: 'check' })
      if (on.includes(active as never)) expect(answer, String(active)).toMatchObject({ role: 'setter', setter: 'Sam' })
      else expect(answer, String(active)).toEqual({ ok: false, error: 'bad-key' })
    }
  })

  it('refuses a key shorter than 20 characters, a row without a name, and a key that only starts alike', () => {
    fillSetters([
      ['Short', 'short-key-123456789', 'yes'],
      ['', LEE, 'yes'],
      ['Sam', SAM, 'yes'],
    ])
    for (const key of ['short-key-123456789', LEE, SAM.slice(0, -1), `${SAM}x`, SAM.toUpperCase()])
      expect(post({ key, action: 'check' }), key).toEqual({ ok: false, error: 'bad-key' })
    expect(post({ key: SAM, action: 'check' })).toMatchObject({ role: 'setter', setter: 'Sam' })
  })

  it('finds the setter by header name, whatever the order of the columns and the owner’s own columns', () => {
    script = loadScript()
    script.spreadsheet.insertSheet('Setters').prefill([
      ['Notes', 'active', 'KEY', 'setter'],
      ['left in May', 'no', LEE, 'Lee'],
      ['', 'yes', SAM, 'Sam'],
    ])
    expect(post({ key: SAM, action: 'check' })).toMatchObject({ role: 'setter', setter: 'Sam' })
    expect(post({ key: LEE, action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
  })

  it('with no LEDGER_KEY set, every key is refused, a setter’s too', () => {
    fillSetters([['Sam', SAM, 'yes']])
    script.properties.delete('LEDGER_KEY')
    propertiesCacheExpired(script)
    expect(post({ key: SAM, action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
  })

  it('reads at most 3 cells a setter row, plus the header', () => {
    fillSetters(Array.from({ length: 500 }, (_, i) => [`Setter ${i}`, `key-${i}-0123456789abcdefghij`, 'yes']))
    fillSetters([['Sam', SAM, 'yes']])
    script.resetCounters()
    expect(post({ key: SAM, action: 'list', since: '2026-11-01T00:00:00Z' })).toEqual({ ok: true, bookings: [] })
    // The Setters header (with Daily Limit) and rows, then list's own read of the Bookings header.
    expect(script.counters.cellsRead).toBeLessThanOrEqual(4 + 3 * 501 + BOOKINGS_HEADER.length)
  })
})

describe('what a setter’s key may do', () => {
  beforeEach(() => fillSetters([['Sam', SAM, 'yes']]))

  it('books under the tab’s name (the request’s setter ignored) and lists', () => {
    expect(post({ key: SAM, action: 'book', bookings: [booking('a', { setter: 'Owner' })] })).toMatchObject({
      saved: ['a'],
      emailed: ['a'],
    })
    expect(columnOf('Setter')).toEqual(['Sam'])
    expect(post({ key: SAM, action: 'list', since: '2026-11-01T00:00:00Z' })).toMatchObject({
      bookings: [{ id: 'a', emailStatus: 'Sent' }],
    })
  })

  it('gets owner-only for deliver and any other action, and the owner’s key keeps the request’s setter', () => {
    for (const action of ['deliver', 'statement', 'whatever'])
      expect(post({ key: SAM, action, ids: ['a'] }), action).toEqual({ ok: false, error: 'owner-only' })
    post({ key: KEY, action: 'book', bookings: [booking('b', { setter: 'Alex at the office' })] })
    expect(columnOf('Setter')).toEqual(['Alex at the office'])
  })

  it('a key turned off is refused at once: the booking waits on the device', () => {
    setters().getRange(2, 3).setValue('no')
    expect(post({ key: SAM, action: 'book', bookings: [booking('a')] })).toEqual({ ok: false, error: 'bad-key' })
    expect(script.bookingsTab()).toHaveLength(1)
  })
})
