// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Company } from '../../../src/partners/company'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { hasUnreadableCap, partnerStandings, weeklyCap } from '../../../src/bookings/partner-standing'
import { bestFirst, hasUnreadablePriority, partnerPriority } from '../../../src/bookings/partner-order'
import { routingReport } from '../../../src/bookings/routing-report'

const priorityOf = (priority: string) => partnerPriority({ priority })

describe('reading Priority', () => {
  it('a number, where 1 is the first choice; blank and anything else read as none', () => {
    expect(priorityOf('1')).toBe(1)
    expect(priorityOf(' 2 ')).toBe(2)
    expect(priorityOf('2.5')).toBe(2.5)
    expect(priorityOf('')).toBeNull()
    expect(priorityOf('high')).toBeNull()
    expect(priorityOf('1st')).toBeNull()
  })

  it('any plain decimal number is a Priority, with a sign or without a leading or trailing digit', () => {
    expect(priorityOf('10')).toBe(10)
    expect(priorityOf('+3')).toBe(3)
    expect(priorityOf('-1')).toBe(-1)
    expect(priorityOf('1.25')).toBe(1.25)
    expect(priorityOf('.5')).toBe(0.5)
    expect(priorityOf('.25')).toBe(0.25)
    expect(priorityOf('4.')).toBe(4)
    expect(priorityOf('no 1')).toBeNull()
    expect(priorityOf('1e3')).toBeNull()
  })

  it('only a non-blank cell that is not a number is unreadable', () => {
    expect(hasUnreadablePriority({ priority: 'high' })).toBe(true)
    expect(hasUnreadablePriority({ priority: '' })).toBe(false)
    expect(hasUnreadablePriority({ priority: '3' })).toBe(false)
  })

  it('is read from a `Priority` or `Rank` column', () => {
    const header = 'Company Name,Zip Codes,Service Category'
    expect(parseSheet(`${header},Priority\nA,54016,Painting, 2 \n`).companies[0]!.priority).toBe('2')
    expect(parseSheet(`${header},rank\nA,54016,Painting,1\n`).companies[0]!.priority).toBe('1')
    expect(parseSheet(`${header}\nA,54016,Painting\n`).companies[0]!.priority).toBe('')
  })
})

type Partner = Pick<Company, 'status_badge' | 'priority' | 'company_name' | 'weekly_cap'>
const entry = (
  position: number,
  company_name: string,
  status_badge: Company['status_badge'],
  priority = '',
  weekly_cap = '',
) => ({
  position,
  company: { company_name, status_badge, priority, weekly_cap } satisfies Partner,
})
const names = (entries: { company: Partner }[]) => entries.map((e) => e.company.company_name)

describe('best partner first', () => {
  it('ACTIVE before PAUSED, then Priority (blank or unreadable last), then sheet order', () => {
    const entries = [
      entry(0, 'paused first choice', 'PAUSED', '1'),
      entry(1, 'active no priority', 'ACTIVE'),
      entry(2, 'active priority 2', 'ACTIVE', '2'),
      entry(3, 'active priority 1', 'ACTIVE', '1'),
      entry(4, 'active unreadable', 'ACTIVE', 'high'),
      entry(5, 'paused no priority', 'PAUSED'),
      entry(6, 'active priority 1 later row', 'ACTIVE', '1'),
    ]
    expect(names(bestFirst(entries))).toEqual([
      'active priority 1',
      'active priority 1 later row',
      'active priority 2',
      'active no priority',
      'active unreadable',
      'paused first choice',
      'paused no priority',
    ])
  })

  it('a group order comes first: the order applies within each group', () => {
    const entries = [
      entry(0, 'far active', 'ACTIVE', '1'),
      entry(1, 'near paused', 'PAUSED'),
      entry(2, 'near active', 'ACTIVE'),
    ]
    const miles = [10, 2, 2]
    expect(names(bestFirst(entries, (a, b) => miles[a.position]! - miles[b.position]!))).toEqual([
      'near active',
      'near paused',
      'far active',
    ])
  })
})

describe('the routing lines of the Admin report', () => {
  it('lists partners without a service category, and Priority and Weekly Cap cells that are not numbers', () => {
    const sheet = parseSheet(
      [
        'Company Name,Display Name,Zip Codes,Service Category,Priority,Weekly Cap',
        'Acme LLC,Acme,54016,Painting,1,5',
        'No Trade Co,,54016,,,five',
        ',,54017,  ,top,2.5',
      ].join('\n'),
    )
    expect(routingReport(sheet.companies)).toEqual({
      noServiceCategory: [
        { row: 3, name: 'No Trade Co' },
        { row: 4, name: 'Unnamed partner (row 4)' },
      ],
      unreadablePriority: [{ row: 4, value: 'top' }],
      unreadableCap: [
        { row: 3, value: 'five' },
        { row: 4, value: '2.5' },
      ],
    })
  })

  it('reads a Weekly Cap as a whole number of 1 or more; anything else is no cap', () => {
    expect(weeklyCap({ weekly_cap: '5' })).toBe(5)
    expect(weeklyCap({ weekly_cap: ' 12 ' })).toBe(12)
    for (const cell of ['', '0', '-1', '2.5', 'five', '5 a week'])
      expect(weeklyCap({ weekly_cap: cell }), cell).toBeNull()
    expect(hasUnreadableCap({ weekly_cap: '' })).toBe(false)
    expect(hasUnreadableCap({ weekly_cap: '0' })).toBe(true)
  })
})

describe('best partner first, with the booking ledger', () => {
  // The real standing: each partner's bookings this week (all at the given time), and the caps of the sheet's rows.
  const standing = (table: Record<string, [number, string]>, entries: readonly ReturnType<typeof entry>[]) => {
    const bookings = Object.entries(table).flatMap(([partner, [count, bookedAt]]) =>
      Array.from({ length: count }, (_, n) => ({
        id: `${partner}-${n}`,
        bookedAt,
        partner,
        service: '',
        zip: '',
        garageSize: '',
        status: '',
      })),
    )
    const companies = entries.map((each) => each.company as Company)
    return partnerStandings(bookings, companies, Date.parse('2026-11-20T18:00:00Z'), 'America/Chicago')
  }

  it('ACTIVE, has room, Priority, fewer bookings this week, booked least recently, sheet order', () => {
    const entries = [
      entry(0, 'Full Priority One', 'ACTIVE', '1', '2'),
      entry(1, 'Busy', 'ACTIVE', '2'),
      entry(2, 'Quiet', 'ACTIVE', '2'),
      entry(3, 'Quiet Earlier', 'ACTIVE', '2'),
      entry(4, 'Never Booked', 'ACTIVE', '2'),
      entry(5, 'Paused Empty', 'PAUSED', '1'),
      entry(6, 'Room Under Cap', 'ACTIVE', '3', '5'),
    ]
    const ledger = standing(
      {
        'full priority one': [2, '2026-11-18T12:00:00Z'],
        busy: [3, '2026-11-19T12:00:00Z'],
        quiet: [1, '2026-11-20T12:00:00Z'],
        'quiet earlier': [1, '2026-11-17T12:00:00Z'],
        'room under cap': [4, '2026-11-19T12:00:00Z'],
      },
      entries,
    )
    expect(names(bestFirst(entries, undefined, ledger))).toEqual([
      'Never Booked',
      'Quiet Earlier',
      'Quiet',
      'Busy',
      'Room Under Cap',
      'Full Priority One',
      'Paused Empty',
    ])
  })

  it('without a ledger the order is exactly today’s, caps and all', () => {
    const entries = [entry(0, 'B', 'ACTIVE', '', '1'), entry(1, 'A', 'ACTIVE'), entry(2, 'C', 'ACTIVE', '1')]
    expect(names(bestFirst(entries))).toEqual(['C', 'B', 'A'])
    expect(names(bestFirst(entries, undefined, null))).toEqual(['C', 'B', 'A'])
  })

  it('of two equal partners, the one with fewer bookings this week comes first; rows sharing a name share a count', () => {
    const entries = [
      entry(0, 'Twin Trees', 'ACTIVE'),
      entry(1, 'Other Trees', 'ACTIVE'),
      entry(2, ' twin trees ', 'ACTIVE'),
    ]
    const ledger = standing(
      { 'twin trees': [2, '2026-11-18T12:00:00Z'], 'other trees': [1, '2026-11-19T12:00:00Z'] },
      entries,
    )
    expect(names(bestFirst(entries, undefined, ledger))).toEqual(['Other Trees', 'Twin Trees', ' twin trees '])
  })
})
