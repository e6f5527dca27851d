// The ledger script's cost under the double: cells read, write calls and wall time for `list` (two weeks) and
// `book` (20 bookings, by a setter's key) on ledgers of 5,000 and 50,000 rows in written order, against the
// budget: per `list` at most 3 cells a row plus one per listed field of each row returned; per `book` at most one
// cell a row plus the header, plus the Setters reads (the header and 3 cells a setter row), plus the setter's daily
// limit (the Setters header, its Daily Limit, the Saved At column and today's rows' Setter cells), then per email its
// lock, its row read, its id read before and after each write, and its writes. Then how many partner-sheet fetches
// 100 bookings spread over 10 minutes make; the sweeper (everyFiveMinutes) at 50,000 bookings, 20 waiting; `refunds`
// at 50,000 bookings; Script Properties reads per request, with the script cache empty and filled. Then the lead
// queue at 5,000 lead rows, 200 open, and 20,000 attempts: `queue` (at most 4 cells a lead row, one per field of
// each lead answered, plus the Do Not Call tab), `claim` and `outcome` (the Lead ID column, the row and the lead's
// calls; one lead row and one attempt row written), `outcome` Booked at 50,000 bookings, and `leadStats` for one
// week. Run: npx tsx scripts/bench-ledger-script.ts
import { readFileSync } from 'node:fs'
import os from 'node:os'
import {
  ATTEMPTS_HEADER,
  bigLedgerRows,
  bigLedgerRowsWithRefunds,
  DO_NOT_CALL_HEADER,
  LEADS_HEADER,
  BOOKINGS_HEADER_WITHOUT_REFUNDS,
  BOOKINGS_HEADER,
  BUDGET_LEAD_QUEUE,
  loadBigLeadTabs,
  loadLedgerScript,
} from './support/apps-script-double'

const KEY = 'bench-key-xxxxxxxxxx'
const SETTER_KEY = 'bench-setter-key-0123456789'
const SETTERS = 10
const RUNS = 5
const EMAILS = 20
const DAY = 86_400_000
const LISTED_FIELDS = 13
const until = Date.now()
const since = new Date(until - 14 * DAY).toISOString()
const partnerCsv = readFileSync('public/demo-sheet.csv', 'utf8')
const width = BOOKINGS_HEADER_WITHOUT_REFUNDS.length
/** A booking's row once `book` has added the refund columns and Saved At to the older tab: each email reads it whole. */
const emailRow = BOOKINGS_HEADER.length

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function ledgerOf(rows: number, recent: number) {
  const script = loadLedgerScript({ ledgerKey: KEY, partnerCsv })
  script.spreadsheet.insertSheet('Bookings').load(bigLedgerRows({ rows, recent, until }))
  script.spreadsheet
    .insertSheet('Setters')
    .load([
      ['Setter', 'Key', 'Active'],
      ...Array.from({ length: SETTERS - 1 }, (_, i) => [`Setter ${i}`, `other-setter-key-${i}-0123456789`, 'yes']),
      ['Bench', SETTER_KEY, 'yes'],
    ])
  script.resetCounters()
  return script
}

const bookings = (run: number) =>
  Array.from({ length: EMAILS }, (_, i) => ({
    id: `bench-${run}-${i}`,
    bookedAt: new Date().toISOString(),
    setter: 'Bench',
    partner: 'St. Croix Floor Coatings LLC',
    service: 'Concrete Coatings',
    zip: '54016',
    garageSize: '2-car',
    leadName: 'Lead',
    leadPhone: '715 555 0100',
    appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
  }))

function verdict(ok: boolean) {
  return ok ? 'within the budget' : 'OVER THE BUDGET'
}

function measureList(rows: number, recent: number) {
  const times: number[] = []
  let cellsRead = 0
  let writeCalls = 0
  let returned = 0
  for (let run = 0; run < RUNS; run++) {
    const script = ledgerOf(rows, recent)
    const start = performance.now()
    const answer = JSON.parse(script.doPost(JSON.stringify({ key: KEY, action: 'list', since })).content) as {
      bookings: unknown[]
    }
    times.push(performance.now() - start)
    ;({ cellsRead, writeCalls } = script.counters)
    returned = answer.bookings.length
  }
  const budget = 3 * rows + LISTED_FIELDS * returned + width
  const label = `list ${rows.toLocaleString('en-US')} rows`
  console.log(
    `${label}: cells read ${cellsRead} (${(cellsRead / rows).toFixed(2)} a row; budget ${budget}: ${verdict(cellsRead <= budget)}), write calls ${writeCalls}, wall time ${median(times).toFixed(1)} ms (median of ${RUNS})`,
  )
}

function measureBook(rows: number, recent: number) {
  const times: number[] = []
  let beforeSending = { cellsRead: 0, writeCalls: 0 }
  let total = { cellsRead: 0, writeCalls: 0 }
  let locks = 0
  for (let run = 0; run < RUNS; run++) {
    const script = ledgerOf(rows, recent)
    script.lock.beforeEachAcquire = (n) => {
      if (n === 2) beforeSending = { ...script.counters }
    }
    const start = performance.now()
    const body = JSON.stringify({ key: SETTER_KEY, action: 'book', bookings: bookings(run) })
    const answer = JSON.parse(script.doPost(body).content) as { emailed?: string[] }
    times.push(performance.now() - start)
    if (answer.emailed?.length !== EMAILS) throw new Error(`book failed: ${JSON.stringify(answer)}`)
    total = { ...script.counters }
    locks = script.lock.acquisitions
  }
  const label = `book ${EMAILS} ${rows.toLocaleString('en-US')} rows`
  const settersRead = 3 + 3 * SETTERS
  // A setter's daily limit: the Setters tab's Daily Limit (none here: its header only), then the Saved At column and
  // the Setter cell of each row saved today (none before this book).
  const dailyLimitRead = 3 + rows
  const rowsBudget = rows + width + settersRead + dailyLimitRead
  const perEmailCells = (total.cellsRead - beforeSending.cellsRead) / EMAILS
  const perEmailWrites = (total.writeCalls - beforeSending.writeCalls) / EMAILS
  console.log(
    `${label}: before sending, cells read ${beforeSending.cellsRead} (budget ${rowsBudget}, of which the Setters tab ${settersRead} and the daily limit ${dailyLimitRead}: ${verdict(beforeSending.cellsRead <= rowsBudget)}), write calls ${beforeSending.writeCalls}`,
  )
  console.log(
    `${label}: per email, cells read ${perEmailCells} (budget ${emailRow + 4}: its row and its id read 4 times, before and after each write: ${verdict(perEmailCells <= emailRow + 4)}), write calls ${perEmailWrites} (budget 2: the claim and the fate: ${verdict(perEmailWrites <= 2)}), lock acquisitions ${locks} for ${EMAILS} emails (one each, plus the rows' and the last fate's)`,
  )
  console.log(`${label}: wall time ${median(times).toFixed(1)} ms (median of ${RUNS})`)
}

function partnerSheetFetches() {
  const script = ledgerOf(1_000, 100)
  script.clock.set(until)
  for (let i = 0; i < 100; i++) {
    script.doPost(JSON.stringify({ key: KEY, action: 'book', bookings: [bookings(i)[0]] }))
    script.clock.advance(6_000)
  }
  console.log(
    `partner-sheet fetches for 100 bookings over 10 minutes (one every 6 s): ${script.urlFetch.fetched.length}`,
  )
}

const WAITING = 20

/** The sweeper at `rows` bookings, the last 20 of them waiting since 3 minutes ago: its cells, writes and time. */
function measureSweep(rows: number) {
  const times: number[] = []
  let counters = { cellsRead: 0, writeCalls: 0 }
  for (let run = 0; run < RUNS; run++) {
    const script = loadLedgerScript({ ledgerKey: KEY, partnerCsv })
    script.clock.set(until)
    const savedAt = `'${new Date(until - 3 * 60_000).toISOString()}`
    const table = bigLedgerRows({ rows, recent: 200, until: until - 10 * 60_000 }).map((row, i) =>
      i === 0
        ? [...BOOKINGS_HEADER]
        : BOOKINGS_HEADER.map((name, c) => (name === 'Saved At' ? savedAt : (row[c] ?? ''))),
    )
    for (const row of table.slice(-WAITING)) {
      row[3] = "'St. Croix Floor Coatings LLC"
      row[15] = "'dana@stcroix-floors.example.com"
      row[16] = ''
      row[17] = ''
      row[18] = "'Waiting to send"
    }
    script.spreadsheet.insertSheet('Bookings').load(table)
    script.resetCounters()
    const start = performance.now()
    script.call('everyFiveMinutes')
    times.push(performance.now() - start)
    if (script.mail.sent.length !== WAITING) throw new Error(`the sweeper sent ${script.mail.sent.length}`)
    counters = { ...script.counters }
  }
  const budget = 4 * rows + BOOKINGS_HEADER.length + WAITING * (BOOKINGS_HEADER.length + 4)
  console.log(
    `everyFiveMinutes ${rows.toLocaleString('en-US')} bookings, ${WAITING} waiting: cells read ${counters.cellsRead} (budget ${budget}: 4 a row (with the Homeowner Email Status) and the header, then per email its row and its id read 4 times: ${verdict(counters.cellsRead <= budget)}), write calls ${counters.writeCalls}, wall time ${median(times).toFixed(1)} ms (median of ${RUNS}; Google's time is not measured here)`,
  )
}

/** Appointments still ahead in the nothing-due sweep: confirmed, their reminders read and decided, none due. */
const AHEAD = 200

/**
 * The sweeper at `rows` bookings with nothing due: reading the tab and deciding what is due, quotes, confirmations
 * and reminders. The last AHEAD rows' appointments are ahead (from an hour to two weeks), confirmed a minute ago, so
 * that each reminder is read and decided (none goes on the day its confirmation went). Fails when over a budget.
 */
function measureNothingDue(rows: number) {
  const times: number[] = []
  let counters = { cellsRead: 0, writeCalls: 0 }
  const column = (name: string) => BOOKINGS_HEADER.indexOf(name as (typeof BOOKINGS_HEADER)[number])
  for (let run = 0; run < RUNS; run++) {
    const script = loadLedgerScript({ ledgerKey: KEY, partnerCsv })
    script.clock.set(until)
    const table = bigLedgerRows({ rows, recent: 200, until: until - 10 * 60_000 }).map((row, i) =>
      i === 0
        ? [...BOOKINGS_HEADER]
        : BOOKINGS_HEADER.map((name, c) => (name === 'Homeowner Email Status' ? "'Sent" : (row[c] ?? ''))),
    )
    table.slice(-AHEAD).forEach((row, i) => {
      row[column('Appointment')] = `'${new Date(until + 60 * 60_000 + (i / AHEAD) * 14 * DAY).toISOString()}`
      row[column('Homeowner Emailed At')] = `'${new Date(until - 60_000).toISOString()}`
      row[column('Time Zone')] = "'America/Chicago"
    })
    script.spreadsheet.insertSheet('Bookings').load(table)
    script.resetCounters()
    const start = performance.now()
    script.call('everyFiveMinutes')
    times.push(performance.now() - start)
    if (script.mail.sent.length !== 0) throw new Error(`the sweeper sent ${script.mail.sent.length}`)
    counters = { ...script.counters }
  }
  const ms = median(times)
  const withinCells = counters.cellsRead <= 200_000
  const withinTime = ms <= 15_000
  console.log(
    `everyFiveMinutes ${rows.toLocaleString('en-US')} bookings, nothing due (quotes, homeowner confirmations and reminders; ${AHEAD} appointments ahead): cells read ${counters.cellsRead} (budget 200,000: ${verdict(withinCells)}), write calls ${counters.writeCalls}, wall time ${ms.toFixed(1)} ms (budget 15 s: ${verdict(withinTime)}; median of ${RUNS}, the double's time, not Google's)`,
  )
  if (!withinCells || !withinTime) process.exitCode = 1
}

/**
 * Script Properties reads per action (Google's quota: 50,000 a day on gmail.com): at most one per execution, none
 * while the script cache holds them (10 minutes); and a device reading the queue once a minute for an hour.
 */
function measurePropertyReads() {
  const script = ledgerOf(1_000, 100)
  script.clock.set(until)
  script.call('authorize')
  const readsOf = (body: object, { cached }: { cached: boolean }) => {
    if (!cached) script.cache.evict('script-properties')
    const before = script.propertyReads()
    script.doPost(JSON.stringify({ key: KEY, ...body }))
    return script.propertyReads() - before
  }
  const requests: [string, object][] = [
    ['check', { action: 'check' }],
    ['book of 20', { action: 'book', bookings: bookings(99) }],
    ['list', { action: 'list', since }],
    ['refunds', { action: 'refunds', since }],
    ['queue', { action: 'queue' }],
  ]
  const line = (cached: boolean) => requests.map(([name, body]) => `${name} ${readsOf(body, { cached })}`).join(', ')
  const uncached = line(false)
  const cached = line(true)
  const hourStart = script.propertyReads()
  for (let minute = 0; minute < 60; minute++) {
    script.doPost(JSON.stringify({ key: SETTER_KEY, action: 'queue' }))
    script.clock.advance(60_000)
  }
  console.log(
    `Script Properties reads per request: with the cache empty ${uncached}; with it filled ${cached}; queue once a minute for an hour: ${script.propertyReads() - hourStart}`,
  )
}

/** What a stranger's requests cost in Script Properties: 1,000 refused POSTs, and 100 authorize calls from a page. */
function measureStrangerCosts() {
  const script = ledgerOf(1_000, 100)
  script.clock.set(until)
  script.call('authorize')
  script.spreadsheet.insertSheet('Sources').load([
    ['Source', 'Key', 'Active'],
    ['Zapier', 'bench-source-key-0123456789', 'yes'],
  ])
  const junk = [
    'name=Pat&phone=7155550100',
    JSON.stringify({ action: 'lead', key: 'a-key-no-source-has-000', lead: { phone: '7155550100' } }),
    JSON.stringify({ google_key: 'not-a-source-key-0000000', user_column_data: [] }),
    JSON.stringify({ action: 'lead', lead: { phone: '7155550100' } }),
    JSON.stringify({ action: 'queue', key: 'no-one-s-key-000000000000' }),
  ]
  const costOf = (run: () => void) => {
    const reads = script.propertyReads()
    const writes = script.propertyWrites()
    run()
    return { reads: script.propertyReads() - reads, writes: script.propertyWrites() - writes }
  }
  const refused = costOf(() => {
    for (let i = 0; i < 1_000; i++) {
      script.doPost(junk[i % junk.length]!)
      script.clock.advance(1_000)
    }
  })
  const fromPage = costOf(() => {
    for (let i = 0; i < 100; i++) script.runFromPage('authorize')
  })
  for (const [label, cost] of [
    ['1,000 refused POSTs (one a second)', refused],
    ['100 authorize calls from a page', fromPage],
  ] as const)
    console.log(
      `Script Properties for ${label}: ${cost.reads} reads, ${cost.writes} writes (budget 0 writes, at most 2 reads) ${verdict(cost.writes === 0 && cost.reads <= 2)}`,
    )
}

/** `refunds` at `rows` bookings with refund columns: 2,000 recent, every 20th asked, every 40th decided this week. */
function measureRefunds(rows: number) {
  const recent = 2_000
  const loaded = bigLedgerRowsWithRefunds({ rows, recent, until })
  const times: number[] = []
  let counted = { cellsRead: 0, writeCalls: 0 }
  let answered = 0
  for (let run = 0; run < RUNS; run++) {
    const script = loadLedgerScript({ ledgerKey: KEY, partnerCsv })
    script.clock.set(until)
    script.spreadsheet.insertSheet('Bookings').load(loaded)
    script.resetCounters()
    const start = performance.now()
    const answer = JSON.parse(
      script.doPost(JSON.stringify({ key: KEY, action: 'refunds', since: new Date(until - 7 * DAY).toISOString() }))
        .content,
    ) as { open: unknown[]; decided: unknown[]; appointments: unknown[] }
    times.push(performance.now() - start)
    counted = { ...script.counters }
    answered = answer.open.length + answer.decided.length + answer.appointments.length
  }
  const budget = loaded[0]!.length + 4 * rows + 2 * 15 * answered
  console.log(
    `refunds ${rows.toLocaleString('en-US')} bookings, ${answered} answered (open, decided this week, appointments of 28 days): cells read ${counted.cellsRead} (budget ${budget}: 4 a row, then at most 30 a row answered: ${verdict(counted.cellsRead <= budget)}), write calls ${counted.writeCalls}, wall time ${median(times).toFixed(1)} ms (median of ${RUNS})`,
  )
}

const { leads: LEADS, open: OPEN_LEADS, attempts: ATTEMPTS, blockedPhones: BLOCKED_PHONES } = BUDGET_LEAD_QUEUE

function leadQueueOf(now: number, bookingRows = 10) {
  const script = ledgerOf(bookingRows, Math.ceil(bookingRows / 25))
  script.doPost(JSON.stringify({ key: KEY, action: 'check' }))
  const tabs = loadBigLeadTabs(script.spreadsheet, now)
  script.clock.set(now)
  return { script, tabs }
}

type LeadTabs = ReturnType<typeof loadBigLeadTabs>
type Post = (body: object) => Record<string, unknown>

/**
 * One request's cells read, write calls and wall time (median of RUNS), each run on a fresh copy of the tabs;
 * `before` runs first, uncounted (the claim an outcome needs).
 */
function measureLeadAction(
  name: string,
  body: (run: number, tabs: LeadTabs) => object,
  { before = (_post: Post, _tabs: LeadTabs) => {}, bookingRows = 10 } = {},
) {
  const times: number[] = []
  let counted = { cellsRead: 0, writeCalls: 0 }
  let answer: Record<string, unknown> = {}
  for (let run = 0; run < RUNS; run++) {
    const { script, tabs } = leadQueueOf(until, bookingRows)
    before((request) => JSON.parse(script.doPost(JSON.stringify(request)).content) as Record<string, unknown>, tabs)
    script.resetCounters()
    const start = performance.now()
    answer = JSON.parse(script.doPost(JSON.stringify(body(run, tabs))).content) as Record<string, unknown>
    times.push(performance.now() - start)
    counted = { ...script.counters }
    if (answer.ok !== true) throw new Error(`${name} failed: ${JSON.stringify(answer)}`)
  }
  return { ...counted, answer, ms: median(times) }
}

function measureLeadQueue() {
  const label = `${LEADS.toLocaleString('en-US')} lead rows, ${OPEN_LEADS} open, ${ATTEMPTS.toLocaleString('en-US')} attempts`
  // The owner's check added Daily Limit to the Setters header.
  const settersRead = 4 + 3 * SETTERS
  const blocked = DO_NOT_CALL_HEADER.length + BLOCKED_PHONES
  const queued = measureLeadAction('queue', () => ({ key: SETTER_KEY, action: 'queue' }))
  const returned = (queued.answer.leads as unknown[]).length
  const queueBudget = LEADS_HEADER.length + 4 * LEADS + 10 * returned + blocked + settersRead
  console.log(
    `queue ${label}: cells read ${queued.cellsRead} (${(queued.cellsRead / LEADS).toFixed(2)} a lead row, ${returned} leads answered; budget ${queueBudget}, with the Do Not Call tab ${blocked} and the Setters tab ${settersRead}: ${verdict(queued.cellsRead <= queueBudget)}), write calls ${queued.writeCalls}, wall time ${queued.ms.toFixed(1)} ms (median of ${RUNS})`,
  )
  const openLead = (tabs: LeadTabs) => `lead-${tabs.openRows.at(-1)! - 2}`
  const claimFirst = (post: Post, tabs: LeadTabs) =>
    void post({ key: SETTER_KEY, action: 'claim', leadId: openLead(tabs) })
  const leadCalls = ATTEMPTS_HEADER.length * (ATTEMPTS / LEADS)
  const perLeadBudget =
    2 * LEADS_HEADER.length + LEADS + ATTEMPTS_HEADER.length + ATTEMPTS + leadCalls + settersRead + 2
  for (const [name, body, options, budget, writes, what] of [
    [
      'claim',
      (_run: number, tabs: LeadTabs) => ({ action: 'claim', leadId: openLead(tabs) }),
      {},
      perLeadBudget + 2 * LEADS + blocked,
      1,
      "the Lead ID column, the row, 2 cells a lead row for the setter's other claims, the lead's calls, the Do Not Call tab, 2 ids read back and the Setters tab",
    ],
    [
      'outcome',
      (run: number, tabs: LeadTabs) => ({
        action: 'outcome',
        leadId: openLead(tabs),
        attemptId: `bench-${run}`,
        outcome: 'No answer',
      }),
      { before: claimFirst },
      perLeadBudget,
      2,
      "the Lead ID column, the row, the lead's calls, 2 ids read back and the Setters tab",
    ],
    [
      'outcome Booked, 50,000 bookings',
      (run: number, tabs: LeadTabs) => ({
        action: 'outcome',
        leadId: openLead(tabs),
        attemptId: `bench-${run}`,
        outcome: 'Booked',
        bookingId: 'bench-booked',
      }),
      {
        bookingRows: 50_000,
        before: (post: Post, tabs: LeadTabs) => {
          post({ key: SETTER_KEY, action: 'book', bookings: [{ ...bookings(0)[0], id: 'bench-booked' }] })
          claimFirst(post, tabs)
        },
      },
      perLeadBudget + BOOKINGS_HEADER.length + 50_001 + 1,
      2,
      "as outcome, and the Bookings header, its Booking ID column and the booking's Setter cell",
    ],
  ] as const) {
    const measured = measureLeadAction(name, (run, tabs) => ({ key: SETTER_KEY, ...body(run, tabs) }), options)
    console.log(
      `${name} ${label}: cells read ${measured.cellsRead} (budget ${budget}: ${what}: ${verdict(measured.cellsRead <= budget)}), write calls ${measured.writeCalls} (budget ${writes}: ${verdict(measured.writeCalls <= writes)}), wall time ${measured.ms.toFixed(1)} ms (median of ${RUNS})`,
    )
  }
  const week = { from: new Date(until - 7 * DAY).toISOString(), to: new Date(until).toISOString() }
  const stats = measureLeadAction('leadStats', () => ({ key: KEY, action: 'leadStats', weeks: [week] }))
  console.log(
    `leadStats ${label}, one week: cells read ${stats.cellsRead}, write calls ${stats.writeCalls}, wall time ${stats.ms.toFixed(1)} ms (median of ${RUNS})`,
  )
}

// `--only=sweeper` measures the sweeper alone.
if (process.argv.includes('--only=sweeper')) {
  measureSweep(50_000)
  measureNothingDue(50_000)
} else {
  for (const [rows, recent] of [
    [5_000, 200],
    [50_000, 2_000],
  ] as const) {
    measureList(rows, recent)
    measureBook(rows, recent)
  }
  partnerSheetFetches()
  measureSweep(50_000)
  measureNothingDue(50_000)
  measureRefunds(50_000)
  measurePropertyReads()
  measureStrangerCosts()
  measureLeadQueue()
}
console.log(
  `load average (1, 5, 15 min): ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
)
