// @vitest-environment node
// Speed to lead and the per-setter figures over one agency week's leads.
import { describe, expect, it } from 'vitest'
import { speedToLeadLine, weekLeadStats, type WeekLead } from '../../../src/leads/speed-to-lead'
import type { CallOutcome } from '../../../src/leads/queued-lead'

const MINUTE = 60_000
// The agency week of Monday 23 Nov 2026, Chicago time.
const WEEK = { from: Date.parse('2026-11-23T06:00:00Z'), to: Date.parse('2026-11-30T06:00:00Z') }
const RECEIVED = Date.parse('2026-11-24T15:00:00Z')

/** A lead received in the week, first called `minutes` later, or never. */
const called = (leadId: string, minutes: number | null, receivedAt = RECEIVED): WeekLead => ({
  leadId,
  receivedAt,
  firstCallAt: minutes === null ? null : receivedAt + minutes * MINUTE,
})
const attempt = (leadId: string, setter: string, outcome: CallOutcome) => ({ leadId, setter, outcome })

describe('Speed to lead: median {m} min to the first call · {p}% within 5 min · {q}% within 15 min', () => {
  it.each([
    [
      'an odd number of leads called',
      [1, 4, 9, 20, 60],
      'median 9 min to the first call · 40% within 5 min · 60% within 15 min',
    ],
    [
      'an even number: the mean of the middle two',
      [2, 5, 15, 16],
      'median 10 min to the first call · 50% within 5 min · 75% within 15 min',
    ],
    [
      '5 and 15 minutes to the second are within',
      [5, 15],
      'median 10 min to the first call · 50% within 5 min · 100% within 15 min',
    ],
    [
      'seconds round to the nearest minute',
      [0.4, 0.5, 2.4],
      'median 1 min to the first call · 100% within 5 min · 100% within 15 min',
    ],
  ])('%s', (_name, minutes, line) => {
    const leads = minutes.map((m, i) => called(`L-${i}`, m))
    expect(speedToLeadLine(weekLeadStats(leads, [], WEEK).speed)).toBe(`Speed to lead: ${line}`)
  })

  it('counts a lead not yet called as not within, and takes the median over the leads called', () => {
    const leads = [called('a', 3), called('b', 12), called('c', 30), called('d', null), called('e', null)]
    const { speed } = weekLeadStats(leads, [], WEEK)
    expect(speed).toEqual({ leads: 5, medianToFirstCallMs: 12 * MINUTE, within5Minutes: 1, within15Minutes: 2 })
    expect(speedToLeadLine(speed)).toBe(
      'Speed to lead: median 12 min to the first call · 20% within 5 min · 40% within 15 min',
    )
  })

  it('takes only the leads received in the week, from Monday 00:00 up to the next Monday 00:00', () => {
    const leads = [
      called('sunday-before', 1, WEEK.from - 1),
      called('monday-midnight', 20, WEEK.from),
      called('sunday-last-minute', 40, WEEK.to - MINUTE),
      called('next-monday', 1, WEEK.to),
    ]
    expect(weekLeadStats(leads, [], WEEK).speed).toEqual({
      leads: 2,
      medianToFirstCallMs: 30 * MINUTE,
      within5Minutes: 0,
      within15Minutes: 0,
    })
  })

  it('reads a first call stamped before Received At as immediate', () => {
    expect(speedToLeadLine(weekLeadStats([called('early', -2)], [], WEEK).speed)).toBe(
      'Speed to lead: median 0 min to the first call · 100% within 5 min · 100% within 15 min',
    )
  })

  it('has no line when no lead of the week was called, or none was received', () => {
    expect(speedToLeadLine(weekLeadStats([called('a', null)], [], WEEK).speed)).toBeNull()
    expect(speedToLeadLine(weekLeadStats([], [], WEEK).speed)).toBeNull()
  })
})

describe('per setter: leads worked, calls, Booked and contact rate', () => {
  const leads = ['a', 'b', 'c', 'd'].map((id) => called(id, 3))
  const attempts = [
    attempt('a', 'Mia', 'No answer'),
    attempt('a', 'Mia', 'Left voicemail'),
    attempt('a', 'Mia', 'Booked'),
    attempt('b', 'Mia', 'Bad number'),
    attempt('c', 'Mia', 'No answer'),
    attempt('c', 'Mia', 'Call back'),
    attempt('d', 'Mia', 'Not interested'),
    attempt('b', 'eli', 'No answer'),
    attempt('d', 'eli', 'Do not call'),
    attempt('old', 'eli', 'Booked'),
  ]

  it('counts distinct leads with an attempt, attempts, Booked, and leads reaching another outcome over leads worked', () => {
    expect(weekLeadStats([...leads, called('old', 1, WEEK.from - 1)], attempts, WEEK).setters).toEqual([
      { setter: 'eli', leadsWorked: 2, calls: 2, booked: 0, contactRate: 1 / 2 },
      { setter: 'Mia', leadsWorked: 4, calls: 7, booked: 1, contactRate: 3 / 4 },
    ])
  })

  it.each([
    ['No answer', 0],
    ['Left voicemail', 0],
    ['Bad number', 0],
    ['Call back', 1],
    ['Not interested', 1],
    ['Do not call', 1],
    ['Booked', 1],
  ] as const)('a lead whose only outcome is %s is contacted %i times in 1', (outcome, rate) => {
    expect(weekLeadStats(leads, [attempt('a', 'Mia', outcome)], WEEK).setters[0]?.contactRate).toBe(rate)
  })
})
