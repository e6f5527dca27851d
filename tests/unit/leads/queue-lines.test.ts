// @vitest-environment node
// The Search tab's texts about the queue, verbatim.
import { describe, expect, it } from 'vitest'
import type { LeadQueueView } from '../../../src/leads/callable-leads'
import { leadAge, leadQueueMessages } from '../../../src/leads/lead-queue-messages'
import { leadStrip, leadsWaitingLine, nothingToCallText } from '../../../src/leads/queue-lines'
import type { QueuedLead } from '../../../src/leads/queued-lead'
import { queuedLead } from './queued-lead-builder'

const NOW = Date.parse('2026-11-23T16:00:00Z')
const MINUTE = 60_000

const lead = (fields: Partial<QueuedLead>) => queuedLead({ receivedAt: '2026-11-23T15:00:00Z', ...fields })

describe('a lead’s age: {m} min, {h} h or {d} d', () => {
  it.each([
    [0, '0 min'],
    [59 * MINUTE + 59_999, '59 min'],
    [60 * MINUTE, '1 h'],
    [23 * 60 * MINUTE + 59 * MINUTE, '23 h'],
    [24 * 60 * MINUTE, '1 d'],
    [49 * 60 * MINUTE, '2 d'],
    [-5 * MINUTE, '0 min'],
  ])('%i ms waited reads %s', (waited, text) => {
    expect(leadAge(waited)).toBe(text)
  })
})

describe('the strip above the form', () => {
  it('reads Lead from {Source} · received {age} ago · attempt {n}, n being Attempts + 1', () => {
    expect(
      leadStrip(
        {
          ...lead({ source: 'Reschedule', attempts: 1 }),
          rebookPartner: 'Hudson Garage Floors LLC',
          rebookLabel: 'Tue Dec 1, 10:00 AM CST',
        },
        NOW,
      ),
    ).toBe('Reschedule for Hudson Garage Floors LLC · was Tue Dec 1, 10:00 AM CST · attempt 2')
    expect(
      leadStrip(
        {
          ...lead({ source: 'No-show', attempts: 0 }),
          rebookPartner: 'Best Doors',
          rebookLabel: 'Mon Nov 30, 9:00 AM CST',
        },
        NOW,
      ),
    ).toBe('No-show for Best Doors · was Mon Nov 30, 9:00 AM CST · attempt 1')
    expect(leadStrip(lead({ source: 'Facebook Ads', attempts: 0 }), NOW)).toBe(
      'Lead from Facebook Ads · received 1 h ago · attempt 1',
    )
    expect(leadStrip(lead({ source: ' Website form ', receivedAt: '2026-11-23T15:53:00Z', attempts: 2 }), NOW)).toBe(
      'Lead from Website form · received 7 min ago · attempt 3',
    )
    expect(leadStrip(lead({ receivedAt: '2026-11-20T10:00:00-06:00', attempts: 5 }), NOW)).toBe(
      'Lead from Facebook Ads · received 3 d ago · attempt 6',
    )
  })

  it('says Voicemail left today, word for word', () => {
    expect(leadQueueMessages.voicemailLeftToday).toBe('Voicemail left today')
  })
})

describe('with nothing to claim, and the waiting line', () => {
  const view = (callable: QueuedLead[], outsideCallingHours = 0): LeadQueueView => ({
    callable,
    outsideCallingHours,
    waiting: callable.filter((lead) => lead.attempts === 0),
  })

  it('says No lead to call now, with how many are outside their calling hours when that is why', () => {
    expect(nothingToCallText(view([]))).toBe('No lead to call now.')
    expect(nothingToCallText(view([], 3))).toBe('No lead to call now: 3 outside their calling hours.')
  })

  it('counts callable never-attempted leads and gives the oldest one’s wait', () => {
    const line = leadsWaitingLine(
      view([
        lead({ receivedAt: '2026-11-23T15:30:00Z' }),
        lead({ receivedAt: '2026-11-23T13:10:00Z' }),
        lead({ attempts: 1, receivedAt: '2026-11-19T09:00:00Z', nextCallAt: '2026-11-23T15:00:00Z' }),
      ]),
      NOW,
    )
    expect(line).toBe('Leads waiting: 2 · oldest 2 h')
  })

  it('counts the view’s waiting leads only, not every callable one', () => {
    const held = lead({ receivedAt: '2026-11-23T10:00:00Z' })
    expect(leadsWaitingLine({ ...view([held, lead({})]), waiting: [lead({})] }, NOW)).toBe(
      'Leads waiting: 1 · oldest 1 h',
    )
  })

  it('gives a row not stamped yet no wait, and no line when no never-attempted lead is callable', () => {
    expect(leadsWaitingLine(view([lead({ receivedAt: '' })]), NOW)).toBe('Leads waiting: 1 · oldest 0 min')
    expect(leadsWaitingLine(view([lead({ attempts: 2, nextCallAt: '2026-11-23T15:00:00Z' })], 4), NOW)).toBeNull()
  })
})
