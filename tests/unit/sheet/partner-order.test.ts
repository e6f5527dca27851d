import { describe, expect, it } from 'vitest'
import type { Company } from '../../../src/sheet/company'
import { parseSheet } from '../../../src/sheet/parse-sheet'
import { bestFirst, hasUnreadablePriority, partnerPriority } from '../../../src/sheet/partner-order'
import { routingReport } from '../../../src/sheet/routing-report'

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

type Partner = Pick<Company, 'status_badge' | 'priority'> & { name: string }
const entry = (position: number, name: string, status_badge: Company['status_badge'], priority = '') => ({
  position,
  company: { name, status_badge, priority } satisfies Partner,
})
const names = (entries: { company: Partner }[]) => entries.map((e) => e.company.name)

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
  it('lists partners without a service category, and Priority cells that are not numbers', () => {
    const sheet = parseSheet(
      [
        'Company Name,Display Name,Zip Codes,Service Category,Priority',
        'Acme LLC,Acme,54016,Painting,1',
        'No Trade Co,,54016,,',
        ',,54017,  ,top',
      ].join('\n'),
    )
    expect(routingReport(sheet.companies)).toEqual({
      noServiceCategory: [
        { row: 3, name: 'No Trade Co' },
        { row: 4, name: 'Row 4' },
      ],
      unreadablePriority: [{ row: 4, value: 'top' }],
    })
  })
})
