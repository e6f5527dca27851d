// @vitest-environment node
// Lead intake's one rule: Google's lead form mapped, a JSON lead read, the tool's phone, ZIP, service and garage-size
// readings, the cuts at the ledger's limit, Received At, the dedupe window, the source rows' problems, the chat text.
import { describe, expect, it } from 'vitest'
import { MAX_FIELD_LENGTH } from '../../../src/bookings/lead-fields'
import { SOURCE_PROBLEMS } from '../../../src/leads/lead-intake-contract'
import {
  alsoFromWith,
  categoryOf,
  cutAt,
  DEDUPE_WINDOW_MS,
  externalIdOf,
  googleKeyOf,
  intakeLead,
  leadAlertText,
  leadRefusal,
  readGoogleLead,
  readJsonLead,
  receivedAtOf,
  sourceProblem,
  utf8Bytes,
  withinDedupeWindow,
} from '../../../src/leads/lead-intake'
import { googleAnswer, googleLeadSample } from '../../../scripts/support/google-lead-sample'
import { DAY_MS } from '../../support/day'

const CATEGORIES = ['Concrete Coatings', 'Tree Removal', 'Exterior Painting']
const CHICAGO = 'America/Chicago'
const ARRIVED = Date.parse('2026-11-23T16:00:00Z')

/** Google's sample as Google's own test sends it: the key's name spelt `Google_key`, and is_test. */
const GOOGLE_SAMPLE = googleLeadSample({ Google_key: 'xfdgdgsgfchgvhgfchg', is_test: true }, { phone: '+11234567890' })

describe('Google’s lead form', () => {
  it('reads the key’s name in any case, as Google’s test sample spells it', () => {
    expect(googleKeyOf(GOOGLE_SAMPLE)).toEqual({ found: true, key: 'xfdgdgsgfchgvhgfchg' })
    expect(googleKeyOf({ google_key: 'abc' })).toEqual({ found: true, key: 'abc' })
    expect(googleKeyOf({ key: 'abc' })).toEqual({ found: false, key: '' })
  })

  it('maps the sample: FULL_NAME to Name, PHONE_NUMBER to Phone, lead_id and is_test', () => {
    expect(readGoogleLead(GOOGLE_SAMPLE, CATEGORIES)).toMatchObject({
      name: 'John Doe',
      phone: '+11234567890',
      externalId: 'Cj0KCQjwit_8BRCoARIsAIx3Rj7g',
      isTest: true,
      notes: [],
    })
    expect(readGoogleLead({ ...GOOGLE_SAMPLE, is_test: 'true' }, CATEGORIES).isTest).toBe(false)
  })

  it('joins FIRST_NAME and LAST_NAME, and STREET_ADDRESS, CITY and REGION', () => {
    const lead = readGoogleLead(
      {
        user_column_data: [
          googleAnswer('REGION', 'WI'),
          googleAnswer('LAST_NAME', 'Doe'),
          googleAnswer('FIRST_NAME', 'Pat'),
          googleAnswer('CITY', 'Hudson'),
          googleAnswer('STREET_ADDRESS', '1 Main St'),
          googleAnswer('EMAIL', 'pat@example.com'),
          googleAnswer('POSTAL_CODE', '54016'),
        ],
      },
      CATEGORIES,
    )
    expect(lead).toMatchObject({
      name: 'Pat Doe',
      address: '1 Main St, Hudson, WI',
      email: 'pat@example.com',
      zip: '54016',
    })
  })

  it('sets Service from an answer naming a partner category, Garage Size from a garage question, Notes from the rest', () => {
    const lead = readGoogleLead(
      {
        user_column_data: [
          googleAnswer('SERVICE_Q', 'concrete coating', 'What do you need?'),
          googleAnswer('GARAGE_Q', 'Two car', 'How big is your garage?'),
          googleAnswer('TIME_Q', 'Mornings', 'Best time to call?'),
          googleAnswer('SIZE_Q', '3 car', 'Driveway size?'),
        ],
      },
      CATEGORIES,
    )
    expect(lead.service).toBe('concrete coating')
    expect(lead.garageSize).toBe('Two car')
    expect(lead.notes).toEqual(['Best time to call?: Mornings', 'Driveway size?: 3 car'])
    expect(intakeLead(lead, CATEGORIES).fields).toMatchObject({ service: 'Concrete Coatings', garageSize: '2-car' })
  })
})

describe('a JSON lead', () => {
  it('takes the text fields it names, and numbers for a ZIP or phone', () => {
    expect(
      readJsonLead({ name: ' Pat ', phone: 7155550100, zip: 54016, notes: 'Gate code 12', externalId: 'z-1', x: 'y' }),
    ).toMatchObject({ name: 'Pat', phone: '7155550100', zip: '54016', notes: ['Gate code 12'], externalId: 'z-1' })
    expect(readJsonLead({ name: { first: 'Pat' } }).name).toBe('')
  })
})

describe('every text cut at the ledger’s limit as it arrives, before any rule reads it', () => {
  const over = (start: string) => start + 'y'.repeat(MAX_FIELD_LENGTH + 100 - start.length)

  it('cuts each JSON field, the notes and the external ID, and names them in the fields’ order', () => {
    const lead = readJsonLead({
      notes: over('n'),
      externalId: over('id-'),
      garageSize: over('2 car '),
      service: over('s'),
      zip: over('54016 '),
      address: over('1 Main St '),
      email: over('e'),
      phone: over('715 555 0100 '),
      name: over('Pat '),
      submittedAt: over('2026-11-23T10:00:00Z'),
    })
    expect(lead.cut).toEqual([
      'name',
      'phone',
      'email',
      'address',
      'zip',
      'service',
      'garageSize',
      'notes',
      'externalId',
    ])
    for (const value of [lead.name, lead.phone, lead.email, lead.address, lead.zip, lead.service, lead.garageSize])
      expect(value).toHaveLength(MAX_FIELD_LENGTH)
    expect([lead.notes[0], lead.externalId, lead.submittedAt]).toEqual([
      cutAt(over('n'), MAX_FIELD_LENGTH),
      cutAt(over('id-'), MAX_FIELD_LENGTH),
      cutAt(over('2026-11-23T10:00:00Z'), MAX_FIELD_LENGTH),
    ])
    expect(readJsonLead({ name: 'x'.repeat(MAX_FIELD_LENGTH), phone: '7155550100' }).cut).toEqual([])
  })

  it('a phone padded with 49,000 spaces: the rule reads 500 characters, the phone goes to Notes, both named', () => {
    const sent = readJsonLead({ phone: `1${' '.repeat(49_000)}2`, email: 'pat@example.com' })
    expect(sent.phone).toBe(`1${' '.repeat(MAX_FIELD_LENGTH - 1)}`)
    const lead = intakeLead(sent, CATEGORIES)
    expect(lead).toMatchObject({ phoneDigits: '', cut: ['phone', 'notes'] })
    expect(lead.fields.phone).toBe('')
    expect(lead.fields.notes).toBe(cutAt(`Phone: 1${' '.repeat(MAX_FIELD_LENGTH - 1)}`, MAX_FIELD_LENGTH))
  })

  it('an address of 49,000 letters ending in a ZIP: the ZIP past the limit is never read', () => {
    const lead = intakeLead(
      readJsonLead({ address: `${'a'.repeat(49_000)}, Hudson, WI 54016`, phone: '7155550100' }),
      [],
    )
    expect(lead.fields).toMatchObject({ address: 'a'.repeat(MAX_FIELD_LENGTH), zip: '' })
    expect(lead.cut).toEqual(['address'])
    expect(intakeLead(readJsonLead({ address: '1 Main St, Hudson, WI 54016' }), []).fields.zip).toBe('54016')
  })

  it('a field named once when the rules cut it again, and when only the joined Notes run over', () => {
    const once = intakeLead(readJsonLead({ notes: over('n'), zip: 'near the lake', phone: '7155550100' }), [])
    expect(once.cut).toEqual(['notes'])
    const joined = intakeLead(readJsonLead({ notes: 'n'.repeat(490), zip: 'near the lake', phone: '7155550100' }), [])
    expect(joined.fields.notes).toBe(cutAt(`${'n'.repeat(490)}\nZIP: near the lake`, MAX_FIELD_LENGTH))
    expect(joined.cut).toEqual(['notes'])
  })

  it('cuts each Google answer and question, lead_id and lead_submit_time, naming the field each lands in', () => {
    const lead = readGoogleLead(
      {
        lead_id: over('g-'),
        lead_submit_time: over('2026-11-23 10:00:00'),
        user_column_data: [
          googleAnswer('FIRST_NAME', over('Pat')),
          googleAnswer('LAST_NAME', 'Doe'),
          googleAnswer('PHONE_NUMBER', '+17155550100'),
          googleAnswer('CITY', over('Hudson')),
          googleAnswer('REGION', 'WI'),
          googleAnswer('SERVICE_Q', 'concrete coating', 'What do you need?'),
          googleAnswer('GARAGE_Q', over('Two car '), 'How big is your garage?'),
          googleAnswer('TIME_Q', 'Mornings', over('Best time to call? ')),
        ],
      },
      CATEGORIES,
    )
    expect(lead.cut).toEqual(['name', 'address', 'garageSize', 'notes', 'externalId'])
    expect(lead.name).toBe(`${cutAt(over('Pat'), MAX_FIELD_LENGTH)} Doe`)
    expect(lead.address).toBe(`${cutAt(over('Hudson'), MAX_FIELD_LENGTH)}, WI`)
    expect(lead.garageSize).toBe(cutAt(over('Two car '), MAX_FIELD_LENGTH))
    expect(lead.notes).toEqual([`${cutAt(over('Best time to call? '), MAX_FIELD_LENGTH)}: Mornings`])
    expect([lead.externalId, lead.submittedAt]).toEqual([
      cutAt(over('g-'), MAX_FIELD_LENGTH),
      cutAt(over('2026-11-23 10:00:00'), MAX_FIELD_LENGTH),
    ])
    const answer = intakeLead(lead, CATEGORIES)
    expect(answer.cut).toEqual(['name', 'address', 'garageSize', 'notes', 'externalId'])
    expect(answer.fields).toMatchObject({ garageSize: '2-car', service: 'Concrete Coatings' })
    expect(answer.fields.name).toHaveLength(MAX_FIELD_LENGTH)
  })
})

describe('the one rule', () => {
  const sent = (fields: Partial<ReturnType<typeof readJsonLead>>) => ({ ...readJsonLead({}), ...fields })

  it('keeps a phone the lead rule reads, as typed; another goes to Notes and the lead has no phone', () => {
    expect(intakeLead(sent({ phone: '(715) 555-0100' }), CATEGORIES)).toMatchObject({
      fields: { phone: '(715) 555-0100' },
      phoneDigits: '7155550100',
    })
    const foreign = intakeLead(sent({ phone: '+44 20 7946 0000' }), CATEGORIES)
    expect(foreign).toMatchObject({ fields: { phone: '', notes: 'Phone: +44 20 7946 0000' }, phoneDigits: '' })
  })

  it('reads the ZIP by the tool’s rule, from the address when none is sent', () => {
    expect(intakeLead(sent({ zip: '54016-1234' }), CATEGORIES).fields.zip).toBe('54016')
    expect(intakeLead(sent({ address: '1 Main St, Hudson, WI 54016' }), CATEGORIES).fields.zip).toBe('54016')
    expect(intakeLead(sent({ zip: 'near Hudson' }), CATEGORIES).fields).toMatchObject({
      zip: '',
      notes: 'ZIP: near Hudson',
    })
  })

  it('writes only a partner category as Service, spelled as the sheet spells it', () => {
    expect(intakeLead(sent({ service: 'tree  removals' }), CATEGORIES).fields.service).toBe('Tree Removal')
    expect(intakeLead(sent({ service: 'Roofing' }), CATEGORIES).fields).toMatchObject({
      service: '',
      notes: 'Service: Roofing',
    })
    expect(categoryOf('', CATEGORIES)).toBe('')
  })

  it('reads the garage size by the tool’s rule', () => {
    expect(intakeLead(sent({ garageSize: '3' }), CATEGORIES).fields.garageSize).toBe('3-car')
    expect(intakeLead(sent({ garageSize: 'big' }), CATEGORIES).fields).toMatchObject({
      garageSize: '',
      notes: 'Garage Size: big',
    })
  })

  it('cuts a field longer than the ledger’s limit at it, and says which', () => {
    const long = 'x'.repeat(MAX_FIELD_LENGTH + 20)
    const lead = intakeLead(sent({ name: long, notes: [long], email: 'a@b.example' }), CATEGORIES)
    expect(lead.cut).toEqual(['name', 'notes'])
    expect(lead.fields.name).toHaveLength(MAX_FIELD_LENGTH)
    expect(lead.fields.notes).toHaveLength(MAX_FIELD_LENGTH)
    expect(intakeLead(sent({ name: 'x'.repeat(MAX_FIELD_LENGTH) }), CATEGORIES).cut).toEqual([])
  })

  it('never cuts between the halves of a surrogate pair', () => {
    expect(cutAt('ab😀c', 3)).toBe('ab')
    expect(cutAt('abc😀', 3)).toBe('abc')
  })

  it('refuses a lead with neither a phone nor an email', () => {
    expect(leadRefusal(sent({ name: 'Pat' }))).toBe('a lead needs a phone or an email')
    expect(leadRefusal(sent({ email: 'pat@example.com' }))).toBeNull()
    expect(leadRefusal(sent({ phone: '7155550100' }))).toBeNull()
  })
})

describe('Received At', () => {
  it('is the sender’s time when it parses, is not ahead of the arrival and is under 7 days old', () => {
    expect(receivedAtOf('2026-11-23T15:50:00Z', ARRIVED, CHICAGO)).toBe(Date.parse('2026-11-23T15:50:00Z'))
    expect(receivedAtOf('2026-11-23 09:50:00-06:00', ARRIVED, CHICAGO)).toBe(Date.parse('2026-11-23T15:50:00Z'))
  })

  it('reads a time without a zone in the agency’s zone', () => {
    expect(receivedAtOf('2026-11-23T09:50:00', ARRIVED, CHICAGO)).toBe(Date.parse('2026-11-23T15:50:00Z'))
  })

  it('is the arrival for a time in the future, 7 days old or more, or unreadable', () => {
    expect(receivedAtOf('2026-11-23T16:00:01Z', ARRIVED, CHICAGO)).toBe(ARRIVED)
    expect(receivedAtOf(new Date(ARRIVED - 7 * DAY_MS).toISOString(), ARRIVED, CHICAGO)).toBe(ARRIVED)
    expect(receivedAtOf(new Date(ARRIVED - 7 * DAY_MS + 1000).toISOString(), ARRIVED, CHICAGO)).toBe(
      ARRIVED - 7 * DAY_MS + 1000,
    )
    expect(receivedAtOf('yesterday', ARRIVED, CHICAGO)).toBe(ARRIVED)
    expect(receivedAtOf('', ARRIVED, CHICAGO)).toBe(ARRIVED)
  })
})

describe('the dedupe window', () => {
  it('takes an open lead received in the 30 days before the arrival or since, up to the filing', () => {
    expect(DEDUPE_WINDOW_MS).toBe(30 * DAY_MS)
    expect(withinDedupeWindow(ARRIVED - 30 * DAY_MS, ARRIVED, ARRIVED)).toBe(true)
    expect(withinDedupeWindow(ARRIVED - 30 * DAY_MS - 1, ARRIVED, ARRIVED)).toBe(false)
    expect(withinDedupeWindow(ARRIVED + 1, ARRIVED, ARRIVED)).toBe(false)
    // Kept in Lead Inbox for 5 minutes: a lead received meanwhile is the same homeowner's.
    expect(withinDedupeWindow(ARRIVED + 60_000, ARRIVED, ARRIVED + 5 * 60_000)).toBe(true)
    expect(withinDedupeWindow(NaN, ARRIVED, ARRIVED)).toBe(false)
  })

  it('names the source’s own id, and adds each repeat to Also From', () => {
    expect(externalIdOf('Google Ads', 'abc')).toBe('Google Ads:abc')
    expect(externalIdOf('Google Ads', '')).toBe('')
    expect(alsoFromWith('', 'Zapier', 'Mon Nov 23')).toBe('Zapier Mon Nov 23')
    expect(alsoFromWith('Zapier Mon Nov 23', 'Make', 'Tue Nov 24')).toBe('Zapier Mon Nov 23, Make Tue Nov 24')
  })
})

describe('a source row', () => {
  const KEY = 'source-key-0123456789'
  it('delivers nothing with a reserved name, a short key, or a key another source or the staff holds', () => {
    expect(sourceProblem({ name: 'no-show', key: KEY }, [], [])).toBe(SOURCE_PROBLEMS.reserved)
    expect(sourceProblem({ name: 'Reschedule', key: KEY }, [], [])).toBe(SOURCE_PROBLEMS.reserved)
    expect(sourceProblem({ name: 'Zapier', key: KEY.slice(0, 19) }, [], [])).toBe(SOURCE_PROBLEMS.shortKey)
    expect(sourceProblem({ name: 'Zapier', key: KEY }, [KEY], [])).toBe(SOURCE_PROBLEMS.sameKey)
    expect(sourceProblem({ name: 'Zapier', key: KEY }, [], [KEY])).toBe(SOURCE_PROBLEMS.staffKey)
    expect(sourceProblem({ name: 'Zapier', key: KEY }, ['other-key-0123456789x'], ['owner'])).toBeNull()
  })
})

describe('the chat alert', () => {
  it('says the source, the category, the ZIP and the leads waiting, escaping & < >', () => {
    expect(leadAlertText('Google Ads', 'Concrete Coatings', '54016', 3)).toBe(
      'New lead from Google Ads: Concrete Coatings · 54016. Leads waiting: 3.',
    )
    expect(leadAlertText('<b>A&B</b>', '', '', 1)).toBe(
      'New lead from &lt;b&gt;A&amp;B&lt;/b&gt;: — · —. Leads waiting: 1.',
    )
  })
})

it('counts a body’s size in UTF-8 bytes', () => {
  expect(utf8Bytes('a')).toBe(1)
  expect(utf8Bytes('é')).toBe(2)
  expect(utf8Bytes('€')).toBe(3)
  expect(utf8Bytes('😀')).toBe(4)
})
