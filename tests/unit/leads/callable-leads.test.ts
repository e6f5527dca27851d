// @vitest-environment node
// Which leads `Next lead` may claim, in which order, with the tool's own calling-hours rule by ZIP.
import { describe, expect, it } from 'vitest'
import { leadDetails } from '../../../src/geo/lead-details'
import { leadQueueView, type CallingHoursByZip, type QueueMoment } from '../../../src/leads/callable-leads'
import type { QueuedLead } from '../../../src/leads/queued-lead'
import { usZipDataset } from '../geo/us-zip-dataset'
import { queuedLead } from './queued-lead-builder'

// The judgement the tool passes: its lead details for the ZIP, as the Search tab shows them.
const insideCallingHours: CallingHoursByZip = (zip, now) => {
  const details = leadDetails(usZipDataset(), zip, new Date(now))
  return details?.kind === 'found' ? details.calling.inside : null
}

const lead = (leadId: string, fields: Partial<QueuedLead>) => queuedLead({ leadId, ...fields })

// Monday 23 Nov 2026, 10:00 AM in Chicago.
const MONDAY_10_CST = Date.parse('2026-11-23T16:00:00Z')
const moment = (overrides: Partial<QueueMoment> = {}): QueueMoment => ({
  now: MONDAY_10_CST,
  setter: 'Ben',
  agencyTimeZone: 'America/Chicago',
  insideCallingHours,
  ...overrides,
})
const ids = (leads: QueuedLead[]) => leads.map((l) => l.leadId)

describe('callable now, and the order Next lead tries', () => {
  const leads = [
    lead('due-later', { attempts: 1, nextCallAt: '2026-11-23T15:30:00Z' }),
    lead('new-recent', { receivedAt: '2026-11-23T15:50:00Z' }),
    lead('not-due', { attempts: 2, nextCallAt: '2026-11-23T16:00:01Z' }),
    lead('new-oldest', { receivedAt: '2026-11-20T09:00:00Z', zip: '10001' }),
    lead('due-first', { attempts: 3, nextCallAt: '2026-11-23T13:00:00Z' }),
    lead('due-now', { attempts: 1, nextCallAt: '2026-11-23T16:00:00Z' }),
    lead('new-middle', { receivedAt: '2026-11-22T18:00:00-06:00' }),
  ]

  it('takes never-attempted leads oldest Received At first, then due leads earliest Next Call At first', () => {
    expect(ids(leadQueueView(leads, moment()).callable)).toEqual([
      'new-oldest',
      'new-middle',
      'new-recent',
      'due-first',
      'due-later',
      'due-now',
    ])
  })

  it('takes rebook rows first, oldest first, whether called before or not, then today’s order', () => {
    const withRebooks = [
      ...leads,
      lead('reschedule-recent', { receivedAt: '2026-11-23T15:00:00Z', source: 'Reschedule' }),
      lead('no-show-due', {
        receivedAt: '2026-11-22T15:00:00Z',
        source: 'No-show',
        attempts: 1,
        nextCallAt: '2026-11-23T15:59:00Z',
      }),
      lead('no-show-not-due', { source: 'No-show', attempts: 1, nextCallAt: '2026-11-23T17:00:00Z' }),
    ]
    expect(ids(leadQueueView(withRebooks, moment()).callable)).toEqual([
      'no-show-due',
      'reschedule-recent',
      'new-oldest',
      'new-middle',
      'new-recent',
      'due-first',
      'due-later',
      'due-now',
    ])
  })

  it('leaves out a lead that has been called and is not due yet, without counting it outside its hours', () => {
    const view = leadQueueView([lead('waits', { attempts: 1, nextCallAt: '2026-11-23T18:00:00Z' })], moment())
    expect(view).toEqual({ callable: [], outsideCallingHours: 0, waiting: [] })
  })

  it('leaves out of the waiting leads only the one this setter holds, until the claim expires', () => {
    const leadsWithClaims = [
      lead('held-by-ben', { claimedBy: 'Ben', claimedUntil: '2026-11-23T16:10:00Z' }),
      lead('ben-expired', { claimedBy: 'Ben', claimedUntil: '2026-11-23T16:00:00Z' }),
      lead('unclaimed', {}),
      lead('due', { attempts: 1, nextCallAt: '2026-11-23T15:00:00Z' }),
    ]
    expect(ids(leadQueueView(leadsWithClaims, moment()).waiting)).toEqual(['ben-expired', 'unclaimed'])
    expect(ids(leadQueueView(leadsWithClaims, moment({ setter: 'Ana' })).waiting)).toEqual(['ben-expired', 'unclaimed'])
  })

  it('puts a row the script has not stamped yet after the stamped ones, in the queue’s order', () => {
    const view = leadQueueView(
      [
        lead('unstamped-1', { receivedAt: '' }),
        lead('stamped', { receivedAt: '2026-11-23T15:00:00Z' }),
        lead('unstamped-2', { receivedAt: '' }),
      ],
      moment(),
    )
    expect(ids(view.callable)).toEqual(['stamped', 'unstamped-1', 'unstamped-2'])
  })

  it('passes over a lead another setter holds until the claim expires; the setter’s own claim does not stop them', () => {
    const leadsWithClaims = [
      lead('held-by-ana', { claimedBy: 'Ana', claimedUntil: '2026-11-23T16:10:00Z' }),
      lead('ana-expired', { claimedBy: 'Ana', claimedUntil: '2026-11-23T15:59:59Z' }),
      lead('ana-ends-now', { claimedBy: 'Ana', claimedUntil: '2026-11-23T16:00:00Z' }),
      lead('held-by-ben', { claimedBy: 'Ben', claimedUntil: '2026-11-23T16:10:00Z' }),
    ]
    expect(ids(leadQueueView(leadsWithClaims, moment()).callable)).toEqual([
      'ana-expired',
      'ana-ends-now',
      'held-by-ben',
    ])
    expect(ids(leadQueueView(leadsWithClaims, moment({ setter: 'Ana' })).callable)).toEqual([
      'held-by-ana',
      'ana-expired',
      'ana-ends-now',
    ])
  })
})

describe('inside calling hours, by the lead’s ZIP', () => {
  it.each([
    ['Hawaii at 6:00 AM', '96813', '2026-11-23T16:00:00Z', false],
    ['Hawaii at 8:00 AM', '96813', '2026-11-23T18:00:00Z', true],
    ['Seattle (Washington, 8 AM–8 PM) at 7:59 PM', '98101', '2026-11-24T03:59:00Z', true],
    ['Seattle at 8:00 PM', '98101', '2026-11-24T04:00:00Z', false],
    ['Dallas (Texas) on a Sunday at 11:59 AM', '75201', '2026-11-22T17:59:00Z', false],
    ['Dallas on a Sunday at noon', '75201', '2026-11-22T18:00:00Z', true],
    ['New York at 8:59 PM', '10001', '2026-11-24T01:59:00Z', true],
    ['New York at 9:00 PM', '10001', '2026-11-24T02:00:00Z', false],
    // A lead whose ZIP is unknown is callable 8 AM–9 PM in the agency’s zone.
    ['no ZIP, 7:59 AM in Chicago', '', '2026-11-23T13:59:00Z', false],
    ['no ZIP, 8:00 AM in Chicago', '', '2026-11-23T14:00:00Z', true],
    ['a ZIP the data lacks, 8:59 PM in Chicago', '00000', '2026-11-24T02:59:00Z', true],
    ['a ZIP the data lacks, 9:00 PM in Chicago', '00000', '2026-11-24T03:00:00Z', false],
    ['no ZIP, on a Sunday at 8:00 AM, after the spring change', '', '2026-03-08T13:00:00Z', true],
    ['no ZIP, on a Sunday at 7:00 AM CDT (8:00 AM by standard time)', '', '2026-03-08T12:00:00Z', false],
  ])('%s', (_name, zip, now, inside) => {
    const view = leadQueueView([lead('only', { zip })], moment({ now: Date.parse(now) }))
    expect(view).toEqual(
      inside
        ? { callable: [expect.objectContaining({ zip })], outsideCallingHours: 0, waiting: [expect.anything()] }
        : { callable: [], outsideCallingHours: 1, waiting: [] },
    )
  })

  it('asks the judgement about the ZIP at the moment given, and never about a lead without a ZIP', () => {
    const asked: [string, number][] = []
    leadQueueView([lead('a', { zip: '54016' }), lead('b', { zip: '' })], {
      ...moment(),
      insideCallingHours: (zip, now) => {
        asked.push([zip, now])
        return true
      },
    })
    expect(asked).toEqual([['54016', MONDAY_10_CST]])
  })

  it('counts outside their calling hours only the leads it would otherwise claim', () => {
    const view = leadQueueView(
      [
        lead('hawaii-new', { zip: '96813' }),
        lead('hawaii-due', { zip: '96813', attempts: 1, nextCallAt: '2026-11-23T15:00:00Z' }),
        lead('hawaii-not-due', { zip: '96813', attempts: 1, nextCallAt: '2026-11-23T20:00:00Z' }),
        lead('hawaii-held', { zip: '96813', claimedBy: 'Ana', claimedUntil: '2026-11-23T16:10:00Z' }),
        lead('wisconsin', { zip: '54016' }),
      ],
      moment(),
    )
    expect(ids(view.callable)).toEqual(['wisconsin'])
    expect(view.outsideCallingHours).toBe(2)
  })
})
