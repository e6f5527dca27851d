// @vitest-environment node
// A missed or moved appointment back in the queue: the Leads row a request for another time or a reported no-show
// makes, once per booking and source, never lost once the request is recorded: the link stopped after each of its
// service calls then clicked again or swept, a sweep or a second click inside the first, the rows a sweep appends for
// requests from before rebook rows began, the late acts, and Do Not Call before and after the row.
import { beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { ExecutionStopped } from '../../../../scripts/support/apps-script-services'
import { linkToken } from '../../../../scripts/support/link-token'
import { bookingWithAppointment, KEY, loadScript, poster } from '../script-requests'

const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const OTHER = '7d9a3e4c-1f6b-4c8d-9e5a-3b4c5d6e7f80'
const SECRET = 'test-link-secret'
const NOW = Date.parse('2026-11-20T15:30:00.000Z')
/** bookingWithAppointment's appointment, Tue Dec 1 10:00 AM CST. */
const APPOINTMENT = Date.parse('2026-12-01T16:00:00.000Z')
const AFTER_APPOINTMENT = APPOINTMENT + 2 * 60 * 60_000
const MINUTE = 60_000
const HOMEOWNER = 'pat@example.com'

let script: LedgerScript
const post = poster(() => script)
const book = (id = ID, extra = {}) =>
  post({ key: KEY, action: 'book', bookings: [{ ...bookingWithAppointment(id), emailHomeowner: true, ...extra }] })
const row = (id = ID) => {
  const [header, ...rows] = script.bookingsTab()
  const cells = rows.find((each) => each[0] === id)!
  return Object.fromEntries(header!.map((name, i) => [name, cells[i]]))
}
/** A cell of the booking's row, written as the owner or an older version of the script would. */
const writeCell = (id: string, header: string, value: string) => {
  const tab = script.spreadsheet.getSheetByName('Bookings')!
  const [names, ...rows] = script.bookingsTab()
  tab.getRange(rows.findIndex((cells) => cells[0] === id) + 2, names!.indexOf(header) + 1).setValue(value)
}
const leadRows = () => {
  const [header, ...rows] = script.spreadsheet.getSheetByName('Leads')?.displayRows() ?? [[]]
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]])))
}
const rebookRows = () => leadRows().map((lead) => `${lead['Rebook Of']} ${lead.Source}`)
const sweep = (minutes = 5) => {
  script.clock.advance(minutes * MINUTE)
  script.call('everyFiveMinutes')
}
const ask = (request: Record<string, unknown>) =>
  script.call<{ ok: boolean; text: string; retry?: true }>('askFromLink', request)
const reschedule = (id = ID, note = 'Evenings after 5') =>
  ask({ action: 'reschedule', id, t: linkToken('reschedule', id, SECRET), note })
const noShow = (id = ID) => ask({ action: 'noshow', id, t: linkToken('noshow', id, SECRET), note: 'Nobody home' })
const putOnDoNotCall = () => {
  const tab = script.spreadsheet.getSheetByName('Do Not Call') ?? script.spreadsheet.insertSheet('Do Not Call')
  tab.prefill([
    ['Phone', 'Added At', 'Lead ID'],
    ["'7155550100", "'2026-11-01T00:00:00.000Z", ''],
  ])
}

function fresh() {
  script = loadScript()
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.properties.set('LINK_SECRET', SECRET)
  script.properties.set('LINK_SECRET_SINCE', '6')
  script.properties.set('AGENCY_NAME', 'Acme Leads')
  script.clock.set(NOW)
  script.call('authorize')
  post({ key: KEY, action: 'check', webAppUrl: 'https://script.google.com/macros/s/AKfyc-test/exec' })
  book()
}

beforeEach(() => fresh())

describe('the rebook row', () => {
  it('a request for another time appends one Leads row naming the booking, its notes the homeowner’s first', () => {
    expect(reschedule()).toMatchObject({ ok: true })
    reschedule(ID, 'again')
    const rows = leadRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      Name: 'Pat Doe',
      Phone: '715 555 0100',
      Email: HOMEOWNER,
      ZIP: '54016',
      Service: 'Concrete Coatings',
      Source: 'Reschedule',
      'Rebook Of': ID,
      'Received At': new Date(NOW).toISOString(),
    })
    expect(String(rows[0]!.Notes).split('\n')[0]).toBe('Evenings after 5')
    expect(rows[0]!['Lead ID']).toMatch(/^[0-9a-f-]{36}$/)
    expect(post({ key: KEY, action: 'claim', leadId: rows[0]!['Lead ID'] })).toMatchObject({
      ok: true,
      lead: {
        source: 'Reschedule',
        rebookOf: ID,
        rebookPartner: 'Hudson Garage Floors LLC',
        rebookLabel: 'Tue Dec 1, 10:00 AM CST',
      },
    })
  })

  it('a booking of the rebook row names the earlier booking; one of another homeowner is a plain quote, noted', () => {
    reschedule()
    const leadId = String(leadRows()[0]!['Lead ID'])
    const NEW = '5b7e1c2a-8d4f-4a6b-9c3e-1f2a3b4c5d6e'
    const ANOTHER = '6c8f2d3b-9e5a-4b7c-8d4f-2a3b4c5d6e7f'
    book(NEW, { leadId })
    expect([row(NEW)['Rebook Of'], row(NEW)['Ledger Note']]).toEqual([ID, ''])
    expect(post({ key: KEY, action: 'list', since: '2026-11-16T00:00:00Z' })).toMatchObject({
      bookings: expect.arrayContaining([expect.objectContaining({ id: NEW, rebookOf: ID })]),
    })
    book(ANOTHER, { leadId, leadPhone: '612 555 0199' })
    expect(row(ANOTHER)['Rebook Of']).toBe('')
    expect(row(ANOTHER)['Ledger Note']).toBe(
      `Rebook Of ${ID} names no booking of this homeowner: saved as a plain quote`,
    )
  })

  it('a rebook row stays out of speed to lead', () => {
    reschedule(ID, '')
    const week = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' }
    expect(post({ key: KEY, action: 'leadStats', weeks: [week] })).toMatchObject({
      ok: true,
      weeks: [{ speed: { leads: 0 } }],
    })
  })

  it('a no-show the partner reports appends a row that says when', () => {
    script.clock.set(Date.parse('2026-12-01T18:00:00.000Z'))
    expect(noShow()).toMatchObject({ ok: true })
    noShow()
    const rows = leadRows()
    expect(rows.map((lead) => [lead.Source, lead['Rebook Of']])).toEqual([['No-show', ID]])
    expect(String(rows[0]!.Notes).split('\n')[0]).toBe('No-show reported Tue Dec 1')
    expect(String(rows[0]!.Notes)).not.toContain('Nobody home')
  })

  it('a phone on Do Not Call gets no row, from the link or the sweep', () => {
    putOnDoNotCall()
    expect(reschedule(ID, '')).toMatchObject({ ok: true })
    sweep()
    expect(leadRows()).toEqual([])
  })

  it('a phone put on Do Not Call after its row was made: the row stays, the queue skips it, a claim is refused', () => {
    reschedule()
    const leadId = leadRows()[0]!['Lead ID']
    expect(post({ key: KEY, action: 'queue' })).toMatchObject({ leads: [{ leadId, source: 'Reschedule' }] })
    putOnDoNotCall()
    sweep()
    expect(rebookRows()).toEqual([`${ID} Reschedule`])
    expect(post({ key: KEY, action: 'queue' })).toMatchObject({ ok: true, leads: [] })
    expect(post({ key: KEY, action: 'claim', leadId })).toEqual({ ok: false, error: 'closed' })
  })
})

describe('late acts', () => {
  it('a click for another time after the appointment passed is refused and makes no row', () => {
    script.clock.set(AFTER_APPOINTMENT)
    expect(reschedule()).toEqual({ ok: false, text: 'This appointment has passed.' })
    sweep()
    expect(leadRows()).toEqual([])
  })

  it('a request recorded without its row, its appointment passed before the sweep: no row', () => {
    writeCell(ID, 'Reschedule Asked At', `'${new Date(NOW).toISOString()}`)
    script.clock.set(AFTER_APPOINTMENT)
    reschedule()
    sweep()
    expect(leadRows()).toEqual([])
  })

  it('a no-show after the reschedule row is recorded, and makes no second row: one call a homeowner', () => {
    reschedule()
    script.clock.set(AFTER_APPOINTMENT)
    expect(noShow()).toMatchObject({ ok: true })
    noShow()
    sweep()
    expect(rebookRows()).toEqual([`${ID} Reschedule`])
  })
})

describe('requests from before rebook rows began', () => {
  it('REBOOK_ROWS_SINCE is written once, by the first sweep, and kept', () => {
    expect(script.properties.get('REBOOK_ROWS_SINCE')).toBeUndefined()
    sweep()
    const since = new Date(NOW + 5 * MINUTE).toISOString()
    expect(script.properties.get('REBOOK_ROWS_SINCE')).toBe(since)
    sweep()
    script.call('authorize')
    expect(script.properties.get('REBOOK_ROWS_SINCE')).toBe(since)
  })

  it('a request for another time whose appointment is ahead gets its row at the first sweep; a passed one none', () => {
    book(OTHER, { appointment: new Date(NOW + 60 * MINUTE).toISOString(), leadPhone: '612 555 0199' })
    writeCell(ID, 'Reschedule Asked At', `'${new Date(NOW - MINUTE).toISOString()}`)
    writeCell(ID, 'Reschedule Note', "'Mornings")
    writeCell(OTHER, 'Reschedule Asked At', `'${new Date(NOW - MINUTE).toISOString()}`)
    script.clock.set(NOW + 2 * 60 * MINUTE)
    sweep()
    expect(rebookRows()).toEqual([`${ID} Reschedule`])
    expect(String(leadRows()[0]!.Notes).split('\n')[0]).toBe('Mornings')
    sweep()
    expect(rebookRows()).toEqual([`${ID} Reschedule`])
  })

  it('a no-show reported before makes none; one reported after by the older deployment gets its row at the sweep', () => {
    book(OTHER, { leadPhone: '612 555 0199' })
    script.clock.set(AFTER_APPOINTMENT)
    writeCell(ID, 'No-show Reported At', `'${new Date(AFTER_APPOINTMENT).toISOString()}`)
    sweep()
    expect(leadRows()).toEqual([])
    script.clock.advance(MINUTE)
    writeCell(OTHER, 'No-show Reported At', `'${new Date(script.clock.now()).toISOString()}`)
    sweep()
    sweep()
    expect(rebookRows()).toEqual([`${OTHER} No-show`])
    expect(noShow(ID)).toMatchObject({ ok: false })
    expect(rebookRows()).toEqual([`${OTHER} No-show`])
  })
})

describe('exactly once, whatever stops the link or runs inside it', () => {
  const kinds = [
    {
      name: 'a request for another time',
      click: () => reschedule(),
      at: NOW,
      source: 'Reschedule',
      recorded: () => row()['Reschedule Asked At'] !== '',
    },
    {
      name: 'a no-show',
      click: () => noShow(),
      at: AFTER_APPOINTMENT,
      source: 'No-show',
      recorded: () => row()['No-show Reported At'] !== '',
    },
  ]
  const serviceCallsOf = (click: () => unknown) => {
    click()
    const calls = script.lastServiceCalls()
    expect(calls).toBeGreaterThan(5)
    return calls
  }

  for (const kind of kinds) {
    it(`${kind.name}: stopped after each service call, then clicked again or swept, one row once recorded`, () => {
      script.clock.set(kind.at)
      const calls = serviceCallsOf(kind.click)
      let recordedWithoutRow = 0
      for (const then of ['click again', 'sweep', 'click again and sweep'])
        for (let n = 1; n <= calls; n++) {
          const label = `${then}, n = ${n}`
          fresh()
          script.clock.set(kind.at)
          script.executions.stopAfterServiceCalls(n)
          expect(() => kind.click(), label).toThrow(ExecutionStopped)
          if (kind.recorded() && leadRows().length === 0) recordedWithoutRow++
          if (then !== 'sweep') kind.click()
          if (then !== 'click again') sweep()
          expect(rebookRows(), label).toEqual(kind.recorded() ? [`${ID} ${kind.source}`] : [])
          sweep()
          kind.click()
          expect(rebookRows(), label).toEqual(kind.recorded() ? [`${ID} ${kind.source}`] : [])
        }
      // The stops that matter were met: recorded, its row not yet appended.
      expect(recordedWithoutRow).toBeGreaterThan(0)
    })

    it(`${kind.name}: a sweep, or the same click, inside each of its service calls or while it waits: one row`, () => {
      script.clock.set(kind.at)
      const calls = serviceCallsOf(kind.click)
      const inner = { sweep: () => script.call('everyFiveMinutes'), click: kind.click }
      for (const [name, other] of Object.entries(inner)) {
        for (let n = 1; n <= calls; n++) {
          fresh()
          script.clock.set(kind.at)
          script.executions.duringServiceCall(n, other)
          kind.click()
          expect(rebookRows(), `${name} inside, n = ${n}`).toEqual([`${ID} ${kind.source}`])
          sweep()
          expect(rebookRows(), `${name} inside, n = ${n}`).toEqual([`${ID} ${kind.source}`])
        }
        fresh()
        script.clock.set(kind.at)
        script.lock.runWhileNextCallerWaits(other)
        kind.click()
        sweep()
        expect(rebookRows(), `${name} while it waits`).toEqual([`${ID} ${kind.source}`])
      }
    })
  }
})
