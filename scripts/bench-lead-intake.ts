// Lead intake's cost under the double at 5,000 lead rows (200 open, 20,000 attempts), 100 Do Not Call phones, 10
// setters and 5 sources: cells read, write calls and wall time of a new Google Ads lead, a JSON lead that repeats an
// open lead's phone, a test lead, a lead kept in Lead Inbox while the lock is busy, and the sweeper filing it; then
// a normal JSON lead against two padded ones (a phone of 49,000 spaces, an address of 49,000 letters).
// Budget: 5 cells a lead row, plus the Sources, Setters' keys and Do Not Call tabs; one row written.
// Run: npx tsx scripts/bench-lead-intake.ts (part of npm run bench:ledger).
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import {
  BUDGET_LEAD_QUEUE,
  DO_NOT_CALL_HEADER,
  loadBigLeadTabs,
  LEADS_HEADER,
  loadLedgerScript,
} from './support/apps-script-double'
import { googleAnswer, googleLeadSample } from './support/google-lead-sample'

const KEY = 'bench-key-xxxxxxxxxx'
const { leads: LEADS, open: OPEN_LEADS, blockedPhones: BLOCKED_PHONES } = BUDGET_LEAD_QUEUE
const SETTERS = 10
const SOURCES = 5
const RUNS = 5
const GOOGLE_KEY = 'bench-google-ads-key-000000'
const ZAPIER_KEY = 'bench-zapier-key-00000000000'
const now = Date.parse('2026-11-24T16:00:00Z')
const partnerCsv = readFileSync('public/demo-sheet.csv', 'utf8')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Google's sample with run's own lead_id and phone, and a ZIP. */
const googleLead = (run: number, extra: Record<string, unknown> = {}) =>
  googleLeadSample(
    { lead_id: `bench-lead-${run}`, google_key: GOOGLE_KEY, ...extra },
    { phone: `+1612555${String(1000 + run)}`, answers: [googleAnswer('POSTAL_CODE', '54016', 'Zip')] },
  )

function ledger() {
  const script = loadLedgerScript({ ledgerKey: KEY, partnerCsv })
  script.doPost(JSON.stringify({ key: KEY, action: 'check' }))
  const tabs = loadBigLeadTabs(script.spreadsheet, now)
  script.spreadsheet
    .getSheetByName('Setters')!
    .load([
      ['Setter', 'Key', 'Active'],
      ...Array.from({ length: SETTERS }, (_, i) => [`S${i}`, `setter-key-${i}-0123456789`, 'yes']),
    ])
  script.spreadsheet
    .getSheetByName('Sources')!
    .load([
      ['Source', 'Key', 'Active'],
      ['Google Ads', GOOGLE_KEY, 'yes'],
      ['Zapier', ZAPIER_KEY, 'yes'],
      ...Array.from({ length: SOURCES - 2 }, (_, i) => [`Other ${i}`, `bench-other-source-key-${i}0000`, 'yes']),
    ])
  script.clock.set(now)
  return { script, tabs }
}

type Bench = ReturnType<typeof ledger>

function measure(
  name: string,
  run: (bench: Bench, attempt: number) => void,
  before: (bench: Bench) => void = () => {},
  sweeperCells = 0,
) {
  const times: number[] = []
  let counted = { cellsRead: 0, writeCalls: 0 }
  for (let attempt = 0; attempt < RUNS; attempt++) {
    const bench = ledger()
    before(bench)
    bench.script.resetCounters()
    const start = performance.now()
    run(bench, attempt)
    times.push(performance.now() - start)
    counted = { ...bench.script.counters }
  }
  const tabs = 3 + 3 * SOURCES + 1 + SETTERS + DO_NOT_CALL_HEADER.length + BLOCKED_PHONES
  const budget = 5 * LEADS + LEADS_HEADER.length + tabs + sweeperCells
  const sweeper = sweeperCells > 0 ? `, plus ${sweeperCells} for the sweeper's own Lead ID column` : ''
  console.log(
    `lead intake, ${name}, ${LEADS.toLocaleString('en-US')} lead rows (${OPEN_LEADS} open): cells read ${counted.cellsRead} (${(counted.cellsRead / LEADS).toFixed(2)} a lead row; budget ${budget} = 5 a lead row, the header, and ${tabs} for the Sources, Setters' keys and Do Not Call tabs${sweeper}: ${counted.cellsRead <= budget ? 'within the budget' : 'OVER THE BUDGET'}), write calls ${counted.writeCalls}, wall time ${median(times).toFixed(1)} ms (median of ${RUNS})`,
  )
}

const post = (bench: Bench, body: object) => {
  const answer = JSON.parse(bench.script.doPost(JSON.stringify(body)).content) as { ok: boolean }
  if (!answer.ok) throw new Error(`intake failed: ${JSON.stringify(answer)}`)
  return answer
}

measure('a new Google Ads lead', (bench, run) => void post(bench, googleLead(run)))
measure('a JSON lead repeating an open lead’s phone (Also From)', (bench) => {
  const open = bench.tabs.openRows.at(-1)!
  post(bench, { action: 'lead', key: ZAPIER_KEY, lead: { phone: `${7_155_550_000 + open - 2}` } })
})
measure('a test lead', (bench, run) => void post(bench, googleLead(run, { is_test: true })))
measure(
  'kept in Lead Inbox (the lock busy)',
  (bench, run) => void post(bench, googleLead(run)),
  (bench) => void (bench.script.lock.heldElsewhere = true),
)
// The sweeper's run also reads the Lead ID column (rows typed by hand get theirs) before it files the inbox.
measure(
  'the sweeper filing one Lead Inbox lead',
  (bench) => bench.script.call('everyFiveMinutes'),
  (bench) => {
    bench.script.lock.heldElsewhere = true
    post(bench, googleLead(99))
    bench.script.lock.heldElsewhere = false
  },
  LEADS + LEADS_HEADER.length,
)

/** The POST's wall time and how long it held the script lock, each the median of RUNS on a fresh ledger. */
function timeLead(lead: Record<string, unknown>) {
  const wallTimes: number[] = []
  const lockTimes: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const bench = ledger()
    const lock = bench.script.lock
    const waitLock = lock.waitLock.bind(lock)
    const releaseLock = lock.releaseLock.bind(lock)
    let heldSince = 0
    let heldMs = 0
    lock.waitLock = (timeout: number) => {
      waitLock(timeout)
      heldSince = performance.now()
    }
    lock.releaseLock = () => {
      if (lock.held) heldMs += performance.now() - heldSince
      releaseLock()
    }
    const start = performance.now()
    post(bench, { action: 'lead', key: ZAPIER_KEY, lead })
    wallTimes.push(performance.now() - start)
    lockTimes.push(heldMs)
  }
  return { wallMs: median(wallTimes), lockMs: median(lockTimes) }
}

const normalLead = { name: 'Pat Doe', phone: '612-555-9876', address: '1 Main St, Hudson, WI 54016' }
const normal = timeLead(normalLead)
const shown = ({ wallMs, lockMs }: { wallMs: number; lockMs: number }) =>
  `wall time ${wallMs.toFixed(1)} ms, lock held ${lockMs.toFixed(1)} ms`
console.log(`lead intake, a normal JSON lead: ${shown(normal)} (median of ${RUNS})`)
for (const [name, lead] of [
  ['a phone of 1, 49,000 spaces and 2', { ...normalLead, phone: `1${' '.repeat(49_000)}2` }],
  ['an address of 49,000 letters', { ...normalLead, address: 'a'.repeat(49_000) }],
] as const) {
  const padded = timeLead(lead)
  console.log(
    `lead intake, a JSON lead with ${name}: ${shown(padded)} (median of ${RUNS}), ${(padded.wallMs / normal.wallMs).toFixed(1)} times the normal lead's wall time`,
  )
}
console.log(
  `load average: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
)
