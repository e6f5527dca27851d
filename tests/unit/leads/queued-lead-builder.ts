// One open lead as `queue` answers it, for the lead queue's tests: never attempted, unclaimed, unless told.
import type { QueuedLead } from '../../../src/leads/queued-lead'

export const queuedLead = (fields: Partial<QueuedLead>): QueuedLead => ({
  leadId: 'L-1',
  row: 2,
  phoneEnd: '',
  receivedAt: '2026-11-23T12:00:00.000Z',
  zip: '54016',
  service: 'Garage Door Repair',
  source: 'Facebook Ads',
  attempts: 0,
  nextCallAt: '',
  claimedBy: '',
  claimedUntil: '',
  ...fields,
})
