// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isLeadBlock, readLeadBlock, type PastedLead } from '../../../../src/leads/paste/read-lead-block'
import { serviceKey } from '../../../../src/partners/service-choice'
import { isLeadPhone } from '../../../../src/bookings/lead-fields'
import { emailsIn, labelledLine } from '../../../../src/leads/paste/lead-labels'

// Service Category values as a lead sheet spells them.
const CHOICES = [
  'Tree Removal',
  'Garage Door Repair',
  'Garage Doors',
  'Roofing',
  'Gutter Cleaning',
  'Kitchen & Bath Remodeling',
  'Window Installation',
].map((label) => ({ key: serviceKey(label), label }))

const EMPTY: PastedLead = {
  name: '',
  phone: '',
  email: '',
  address: '',
  notes: '',
  zip: '',
  serviceKey: '',
  garageSize: '',
}
const lead = (fields: Partial<PastedLead>): PastedLead => ({ ...EMPTY, ...fields })

const JANE = {
  name: 'Jane Doe',
  phone: '(715) 555-0100',
  email: 'jane@example.com',
  address: '12 Main St, Hudson, WI 54016',
  zip: '54016',
}

const blocks: Array<[string, string, PastedLead]> = [
  [
    'website form notice',
    `New estimate request from your website

Name: Jane Doe
Phone: (715) 555-0100
Email: jane@example.com
Address: 12 Main St, Hudson, WI 54016
Service: Tree removal
Message: Big oak leaning toward the house, would like someone out this week.`,
    lead({
      ...JANE,
      serviceKey: 'tree removal',
      notes:
        'New estimate request from your website; Big oak leaning toward the house, would like someone out this week.',
    }),
  ],
  [
    'labels in another order, address in parts',
    `Zip code: 54016
City: Hudson
Email: jane@example.com
State: WI
Last name: Doe
Street address: 12 Main St
First name: Jane
Phone number: 715-555-0100`,
    lead(JANE),
  ],
  [
    'Facebook-style lead ad export, label over value',
    `Full name
Jane Doe

Phone number
+17155550100

Email
jane@example.com

Zip code
54016

What kind of project is it?
Gutter cleaning

When would you like it done?
Within a month`,
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      email: 'jane@example.com',
      zip: '54016',
      serviceKey: 'gutter cleaning',
      notes: 'What kind of project is it? Gutter cleaning; When would you like it done? Within a month',
    }),
  ],
  [
    'marketplace-style notice with customer labels',
    `You have a new lead!
Customer name: Robert Alvarez
Customer phone: (612) 555-0147
Project type: Tree Removal
Location: Woodbury, MN 55125
Details: Two dead ash trees in the back yard, about 40 ft tall.
Best time to call: evenings`,
    lead({
      name: 'Robert Alvarez',
      phone: '(612) 555-0147',
      address: 'Woodbury, MN 55125',
      zip: '55125',
      serviceKey: 'tree removal',
      notes:
        'You have a new lead!; Two dead ash trees in the back yard, about 40 ft tall.; Best time to call: evenings',
    }),
  ],
  [
    'request notice with dashes and extension',
    `Homeowner - Maria Chen
Phone - 715.555.0100 ext. 12
E-mail - maria.chen@example.net
Job type - Garage door repair
Garage size - 2
Comments - Spring snapped, door will not open`,
    lead({
      name: 'Maria Chen',
      phone: '(715) 555-0100 ext. 12',
      email: 'maria.chen@example.net',
      serviceKey: 'garage door repair',
      garageSize: '2-car',
      notes: 'Spring snapped, door will not open',
    }),
  ],
  [
    'sheet row with its header',
    'Date\tName\tPhone\tEmail\tAddress\tCity\tState\tZip\tService\tGarage\n' +
      '3/14/2026\tJane Doe\t715-555-0100\tjane@example.com\t12 Main St\tHudson\tWI\t54016\tGarage Doors\t3 car',
    lead({ ...JANE, serviceKey: 'garage door', garageSize: '3-car', notes: 'Date: 3/14/2026' }),
  ],
  [
    'lead-ad CSV columns pasted from a sheet',
    'created_time\tfull_name\tphone_number\temail\tzip_code\n2026-03-14T09:12:00-05:00\tJane Doe\tp:+17155550100\tjane@example.com\t54016',
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      email: 'jane@example.com',
      zip: '54016',
      notes: 'created_time: 2026-03-14T09:12:00-05:00',
    }),
  ],
  [
    'sheet row without header',
    'Jane Doe\t715-555-0100\tjane@example.com\t12 Main St\tHudson\tWI\t54016\tTree removal',
    lead({ ...JANE, serviceKey: 'tree removal' }),
  ],
  [
    'sheet row without header, first and last in two cells, a date and a note',
    '3/14/2026\tJane\tDoe\t(715) 555-0100\t12 Main St\tHudson\tWI\t54016\tRoofing\twants quote by Friday',
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      address: '12 Main St, Hudson, WI 54016',
      zip: '54016',
      serviceKey: 'roofing',
      notes: '3/14/2026; wants quote by Friday',
    }),
  ],
  [
    'sheet row without header, whole address in one cell',
    'Tom Becker\ttom.becker@example.org\t+1 (651) 555-0199\t88 Oak Ridge Rd, Stillwater, MN 55082\t2 car',
    lead({
      name: 'Tom Becker',
      phone: '(651) 555-0199',
      email: 'tom.becker@example.org',
      address: '88 Oak Ridge Rd, Stillwater, MN 55082',
      zip: '55082',
      garageSize: '2-car',
    }),
  ],
  [
    'CRM contact card',
    `Jane Doe
(715) 555-0100
jane@example.com
12 Main St
Hudson, WI 54016`,
    lead(JANE),
  ],
  [
    'CRM card with a heading line and a status',
    `Contact details
Jane Doe
Mobile: 715 555 0100
jane@example.com
12 Main St
Hudson, WI 54016
Status: New`,
    lead({ ...JANE, notes: 'Contact details; Status: New' }),
  ],
  [
    'CRM table copied as label-tab-value rows',
    'Name\tJane Doe\nPhone\t715-555-0100\nEmail\tjane@example.com\nLead source\tGoogle Ads\nAddress\t12 Main St, Hudson, WI 54016',
    lead({ ...JANE, notes: 'Lead source: Google Ads' }),
  ],
  ['one line of free text', 'Jane Doe 715-555-0100 jane@example.com 12 Main St, Hudson, WI 54016', lead(JANE)],
  [
    'one line with commas and a service',
    'Jane Doe, (715) 555-0100, 12 Main St, Hudson, WI 54016, tree removal',
    lead({ ...JANE, email: '', serviceKey: 'tree removal' }),
  ],
  [
    'one line, address first',
    '12 Main St, Hudson, WI 54016 - Jane Doe - 715.555.0100 - two car garage door off track',
    lead({
      ...JANE,
      email: '',
      garageSize: '2-car',
      serviceKey: 'garage door',
      notes: 'two car garage door off track',
    }),
  ],
  [
    'messy: CRLF, blank lines, non-breaking spaces',
    'Name:\u00a0Jane Doe\r\n\r\n\r\nPhone:\u00a0+1 (715) 555-0100\r\n\r\nEmail: jane@example.com\r\nAddress:\u00a012 Main St, Hudson, WI\u00a054016\r\n',
    lead(JANE),
  ],
  [
    'messy: labels in capitals with stars and extra spaces',
    `FULL NAME*:   Jane Doe
PHONE NUMBER*:    715 555 0100
EMAIL ADDRESS:jane@example.com
ZIP:54016`,
    lead({ ...JANE, address: '' }),
  ],
  [
    'ZIP+4 and a state name',
    `Name: Luis Ortega
Phone: 1-312-555-0134
Street: 4410 N Ashland Ave
City: Chicago
State: Illinois
Zip: 60640-1234`,
    lead({
      name: 'Luis Ortega',
      phone: '(312) 555-0134',
      address: '4410 N Ashland Ave, Chicago, Illinois 60640-1234',
      zip: '60640',
    }),
  ],
  [
    'unplaced labelled lines go to notes',
    `Name: Jane Doe
Phone: 715-555-0100
Best time to call: evenings
Roof age: 10 years
Service: Roofing`,
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      serviceKey: 'roofing',
      notes: 'Best time to call: evenings; Roof age: 10 years',
    }),
  ],
  [
    'a service the sheet does not have stays in notes',
    `Name: Jane Doe
Phone: 715-555-0100
Service: Pressure washing`,
    lead({ name: 'Jane Doe', phone: '(715) 555-0100', notes: 'Service: Pressure washing' }),
  ],
  [
    'service spelled differently: case, ampersand, plural',
    `Customer: Priya Natarajan
Cell: (952) 555-0163
Category: kitchen and bath remodel
Project: WINDOW INSTALLATIONS`,
    lead({
      name: 'Priya Natarajan',
      phone: '(952) 555-0163',
      serviceKey: 'window installation',
      notes: 'Category: kitchen and bath remodel',
    }),
  ],
  [
    'service named only in the notes',
    `Name: Jane Doe
Phone: 715-555-0100
Notes: gutters overflowing, needs gutter cleaning before winter`,
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      serviceKey: 'gutter cleaning',
      notes: 'gutters overflowing, needs gutter cleaning before winter',
    }),
  ],
  [
    'the longer service name wins where two start together',
    `Name: Jane Doe
Notes: garage door repair, panel dented`,
    lead({ name: 'Jane Doe', serviceKey: 'garage door repair', notes: 'garage door repair, panel dented' }),
  ],
  [
    'garage sizes in words',
    `Name: Jane Doe
Phone: 715-555-0100
Message: we have a double garage, both doors need new openers`,
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      garageSize: '2-car',
      notes: 'we have a double garage, both doors need new openers',
    }),
  ],
  [
    'a one car garage in a phone-style label block',
    `Contact: Ed Brooks
Tel: 715-555-0121
Description: 1 car detached garage, door is bent`,
    lead({
      name: 'Ed Brooks',
      phone: '(715) 555-0121',
      garageSize: '1-car',
      notes: '1 car detached garage, door is bent',
    }),
  ],
  [
    'a second phone goes to notes',
    `Name: Jane Doe
Phone: 715-555-0100
Mobile: 715-555-0199`,
    lead({ name: 'Jane Doe', phone: '(715) 555-0100', notes: 'Mobile: 715-555-0199' }),
  ],
  [
    'email with a display name',
    `Name: Jane Doe
Email: Jane Doe <jane@example.com>`,
    lead({ name: 'Jane Doe', email: 'jane@example.com', notes: 'Email: Jane Doe <jane@example.com>' }),
  ],
  [
    'a URL and a time are not labels',
    `Jane Doe 715-555-0100
https://example.com/leads/4411
Call back at 5:30`,
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      notes: 'https://example.com/leads/4411; Call back at 5:30',
    }),
  ],
  [
    'label over value with a PO box address',
    `Name
Jane Doe
Address
PO Box 12, Hudson, WI 54016
Phone
715-555-0100`,
    lead({
      name: 'Jane Doe',
      phone: '(715) 555-0100',
      address: 'PO Box 12, Hudson, WI 54016',
      zip: '54016',
    }),
  ],
  [
    'an address line, phone and name on separate lines, no labels',
    `Sam Patel
4 Lakeview Ct Apt 3, Eagan, MN 55123
651.555.0190`,
    lead({
      name: 'Sam Patel',
      phone: '(651) 555-0190',
      address: '4 Lakeview Ct Apt 3, Eagan, MN 55123',
      zip: '55123',
    }),
  ],
  [
    'free text in lower case with a lone ZIP',
    'jane doe 7155550100 54016 tree removal 2 car',
    lead({
      name: 'jane doe',
      phone: '(715) 555-0100',
      zip: '54016',
      serviceKey: 'tree removal',
      garageSize: '2-car',
      notes: 'tree removal 2 car',
    }),
  ],
  [
    'a labelled street with its city line under it',
    `Address: 12 Main St
Hudson, WI 54016
Name: Jane Doe
Phone: N/A`,
    lead({ name: 'Jane Doe', address: '12 Main St, Hudson, WI 54016', zip: '54016', notes: 'Phone: N/A' }),
  ],
  [
    'a sheet row under its header with an empty last cell',
    'Name\tPhone\tZip\tNotes\nJane Doe\t715-555-0100\t54016\t',
    lead({ name: 'Jane Doe', phone: '(715) 555-0100', zip: '54016' }),
  ],
]

describe('readLeadBlock', () => {
  it.each(blocks)('%s', (_, text, expected) => {
    expect(readLeadBlock(text, CHOICES)).toEqual(expected)
  })

  // One rule with Mark booked (isLeadPhone): Phone gets only what the dialog takes; the rest is told in notes.
  it.each([
    // [pasted, Phone, notes]
    ['Phone: 715-555-0100', '(715) 555-0100', ''],
    ['Phone: +1 715 555 0100', '(715) 555-0100', ''],
    ['Phone: 715.555.0100 ext. 12', '(715) 555-0100 ext. 12', ''],
    ['Phone: 1-715-555-0100', '(715) 555-0100', ''],
    ['Phone: +44 20 7946 0958', '', 'Phone: +44 20 7946 0958'],
    ['Phone: 555-0100', '', 'Phone: 555-0100'],
    ['Phone: 715 555 010', '', 'Phone: 715 555 010'],
    ['Mobile: 2 715 555 0100', '(715) 555-0100', 'Mobile: 2 715 555 0100'],
    ['Phone: N/A', '', 'Phone: N/A'],
    ['Jane Doe +44 20 7946 0958', '', 'Phone: +44 20 7946 0958'],
    ['Jane Doe\t+44 20 7946 0958\t54016', '', 'Phone: +44 20 7946 0958'],
    ['Jane Doe, 715-555-0100, 715-555-0199', '(715) 555-0100', 'Phone: 715-555-0199'],
  ])('%j: Phone %j, notes %j', (text, phone, notes) => {
    const read = readLeadBlock(text, CHOICES)
    expect({ phone: read.phone, notes: read.notes }).toEqual({ phone, notes })
    if (phone !== '') expect(isLeadPhone(read.phone)).toBe(true)
  })

  // One rule with the ZIP box (zipOfZipField, zipOfAddress): a ZIP+4 gives its ZIP, whatever its dash.
  it.each([
    ['Zip: 54016', '54016'],
    ['Zip: 54016-1234', '54016'],
    ['Zip: 54016 – 1234', '54016'],
    ['Zip: 54016–1234', '54016'],
    ['Zip: 5401', ''],
    ['Zip: 54016-12', ''],
    ['Jane Doe 715-555-0100 54016 – 1234', '54016'],
    ['Jane Doe\t715-555-0100\t54016 – 1234', '54016'],
    ['Jane Doe 715-555-0100 12 Main St, Hudson, WI 54016 – 1234', '54016'],
  ])('%j gives ZIP %j', (text, zip) => {
    expect(readLeadBlock(text, CHOICES).zip).toBe(zip)
  })

  // An address is a house number and a street, and/or the town, state and ZIP; service words set the service.
  it.each([
    // [one line of free text, address, service, notes]
    ['wants tree removal, River Falls WI 54022', 'River Falls WI 54022', 'tree removal', 'wants tree removal'],
    ['Jane Doe 715-555-0100 Tree Removal River Falls WI 54022', 'River Falls WI 54022', 'tree removal', ''],
    ['Jane Doe 715-555-0100 wants a new roof, Hudson, WI 54016', 'Hudson, WI 54016', '', 'wants a new roof'],
    ['Jane Doe 715-555-0100 please call River Falls WI 54022', 'River Falls WI 54022', '', 'please call'],
    ['Jane Doe 715-555-0100 roofing 12 Main St, Hudson, WI 54016', '12 Main St, Hudson, WI 54016', 'roofing', ''],
    ['Jane Doe 715-555-0100 1200 Broadway, Denver CO 80202', '1200 Broadway, Denver CO 80202', '', ''],
    ['Jane Doe 715-555-0100 wants 2 trees down, Hudson WI 54016', 'Hudson WI 54016', '', 'wants 2 trees down'],
    ['Jane Doe 715-555-0100 Hudson, Wisconsin', 'Hudson, Wisconsin', '', ''],
  ])('%j: address %j, service %j, notes %j', (text, address, service, notes) => {
    const read = readLeadBlock(text, CHOICES)
    expect({ address: read.address, serviceKey: read.serviceKey, notes: read.notes }).toEqual({
      address,
      serviceKey: service,
      notes,
    })
  })

  // The first name and the first street are the lead's; a second one is kept in notes, never dropped or swapped in.
  it.each([
    ['Name: Jane Doe\nContact: John Doe', { name: 'Jane Doe', notes: 'Contact: John Doe' }],
    ['First name: Jane\nLast name: Doe\nFirst name: John', { name: 'Jane Doe', notes: 'First name: John' }],
    ['Name\tName\tPhone\nJane Doe\tJohn Doe\t715-555-0100', { name: 'Jane Doe', notes: 'Name: John Doe' }],
    ['Jane Doe, 715-555-0100\nJohn Doe', { name: 'Jane Doe', notes: 'John Doe' }],
    ['Address: 12 Main St\nStreet: 40 Oak Ave', { address: '12 Main St', notes: 'Street: 40 Oak Ave' }],
    ['City: Hudson\nCity: River Falls', { address: 'Hudson', notes: 'City: River Falls' }],
    [
      'Jane Doe\n715-555-0100\n12 Main St, Hudson, WI 54016\n40 Oak Ave, River Falls, WI 54022',
      { name: 'Jane Doe', address: '12 Main St, Hudson, WI 54016', notes: '40 Oak Ave, River Falls, WI 54022' },
    ],
    [
      'Jane Doe\t715-555-0100\t12 Main St\t40 Oak Ave\tHudson\tWI\t54016',
      { name: 'Jane Doe', address: '12 Main St, Hudson, WI 54016', notes: '40 Oak Ave' },
    ],
  ] as const)('%j keeps the second in notes', (text, expected) => {
    const read = readLeadBlock(text, CHOICES)
    expect({ name: read.name, address: read.address, notes: read.notes }).toEqual({
      name: '',
      address: '',
      ...expected,
    })
  })

  // Known wrong: a sentence's words before the phone are all taken for the name ("Call Dave Kowalski at").
  it.fails('takes only the name out of a sentence around the phone', () => {
    expect(readLeadBlock('Call Dave Kowalski at 763-555-0182 about a new roof', CHOICES)).toMatchObject({
      name: 'Dave Kowalski',
      phone: '(763) 555-0182',
    })
  })

  it('cuts notes at 500 characters with an ellipsis', () => {
    const { notes } = readLeadBlock(`Name: Jane Doe\nNotes: ${'x'.repeat(600)}`, CHOICES)
    expect(notes).toHaveLength(500)
    expect(notes.endsWith('x…')).toBe(true)
  })

  it('reads without service choices', () => {
    expect(readLeadBlock('Name: Jane Doe\nService: Roofing', [])).toEqual(
      lead({ name: 'Jane Doe', notes: 'Service: Roofing' }),
    )
  })
})

describe('isLeadBlock', () => {
  it.each([
    ['54016', 'zip', false],
    [' 54016\n', 'zip', false],
    ['12 Main St, Hudson, WI 54016', 'zip', false],
    ['12 Main St, Hudson, WI 54016', 'address', false],
    ['Hudson, WI', 'find', false],
    ['Jane Doe', 'name', false],
    ['715-555-0100', 'phone', false],
    ['+1 (715) 555-0100 ext. 12', 'phone', false],
    ['jane@example.com', 'email', false],
    ['Jane Doe 715-555-0100', 'name', true],
    ['Jane Doe <jane@example.com>', 'email', true],
    ['Jane Doe\n715-555-0100', 'zip', true],
    ['Jane Doe\t715-555-0100', 'find', true],
    ['Jane Doe 715-555-0100 jane@example.com 12 Main St, Hudson, WI 54016', 'zip', true],
    // Notes and addresses: only two labels or more.
    ['Call after 5.\nGate code is 1234.', 'notes', false],
    ['Gate code: 1234\nDog: friendly', 'notes', false],
    ['Jane Doe 715-555-0100', 'notes', false],
    ['Name: Jane Doe\nPhone: 715-555-0100', 'notes', true],
    ['Full name\nJane Doe\nPhone number\n+17155550100', 'notes', true],
    ['12 Main St\nHudson, WI 54016', 'address', false],
    ['Street: 12 Main St\nCity: Hudson', 'address', true],
  ] as const)('%j in %s: %s', (text, field, expected) => {
    expect(isLeadBlock(text, field)).toBe(expected)
  })
})

describe('the paste reader’s patterns, read left to right once', () => {
  it('finds each email address, one starting where the last one ended too', () => {
    const found = (text: string) => emailsIn(text).map((match) => [match.index, match[0]])
    expect(found('jo@x.com, pat.doe@mail.example.co')).toEqual([
      [0, 'jo@x.com'],
      [10, 'pat.doe@mail.example.co'],
    ])
    expect(found('jo@x.com.9x@d.ee')).toEqual([
      [0, 'jo@x.com'],
      [8, '.9x@d.ee'],
    ])
    expect(found(`${'a'.repeat(200)} jo@x`)).toEqual([])
  })

  it('a tab label takes one cell: trailing spaces and tabs dropped, a second cell is no value', () => {
    expect(labelledLine('Phone\t\t715 555 0100 \t ')).toEqual({
      label: 'Phone',
      field: 'phone',
      value: '715 555 0100',
    })
    expect(labelledLine('Phone\t715 555 0100\tcell')).toBeNull()
  })
})
