// @vitest-environment node
// The lead alert's rule: a lead is news when its id was not in the previous queue answer and it arrived in the last
// 15 minutes.
import { describe, expect, it } from 'vitest'
import { ARRIVAL_NEWS_MS, newArrivals } from '../../../src/leads/lead-arrivals'
import type { QueuedLead } from '../../../src/leads/queued-lead'

const NOW = Date.parse('2026-11-24T16:00:00Z')
const lead = (leadId: string, arrivedAt: string | undefined): QueuedLead => ({
  leadId,
  row: 2,
  phoneEnd: '',
  receivedAt: '',
  zip: '54016',
  service: 'Concrete Coatings',
  source: 'Google Ads',
  attempts: 0,
  nextCallAt: '',
  claimedBy: '',
  claimedUntil: '',
  ...(arrivedAt === undefined ? {} : { arrivedAt }),
})
const ago = (ms: number) => new Date(NOW - ms).toISOString()

describe('newArrivals', () => {
  it('takes a lead whose id the previous answer lacked, arrived within 15 minutes', () => {
    const fresh = lead('new', ago(60_000))
    expect(newArrivals(new Set(['old']), [lead('old', ago(60_000)), fresh], NOW)).toEqual([fresh])
  })

  it('leaves out an older arrival, one ahead of the clock, a row typed by hand and a lead without an id', () => {
    expect(ARRIVAL_NEWS_MS).toBe(15 * 60_000)
    expect(newArrivals(new Set(), [lead('a', ago(ARRIVAL_NEWS_MS))], NOW)).toHaveLength(1)
    expect(newArrivals(new Set(), [lead('b', ago(ARRIVAL_NEWS_MS + 1))], NOW)).toEqual([])
    expect(newArrivals(new Set(), [lead('c', ago(-1))], NOW)).toEqual([])
    expect(newArrivals(new Set(), [lead('d', '')], NOW)).toEqual([])
    expect(newArrivals(new Set(), [lead('e', undefined)], NOW)).toEqual([])
    expect(newArrivals(new Set(), [lead('', ago(1000))], NOW)).toEqual([])
  })
})
