// The ledger script's cost under the double: cells read, write calls and wall time for `list` (two weeks) and
// `book` (20 bookings) on ledgers of 5,000 and 50,000 rows in written order. Run: npx tsx scripts/bench-ledger-script.ts
import os from 'node:os'
import { bigLedgerRows, loadLedgerScript } from './support/apps-script-double'

const KEY = 'bench-key'
const RUNS = 5
const DAY = 86_400_000
const until = Date.now()
const since = new Date(until - 14 * DAY).toISOString()

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function measure(rows: number, recent: number, action: 'list' | 'book') {
  const times: number[] = []
  let cellsRead = 0
  let writeCalls = 0
  for (let run = 0; run < RUNS; run++) {
    const script = loadLedgerScript({ ledgerKey: KEY })
    script.spreadsheet.insertSheet('Bookings').load(bigLedgerRows({ rows, recent, until }))
    script.resetCounters()
    const body =
      action === 'list'
        ? { key: KEY, action, since }
        : {
            key: KEY,
            action,
            bookings: Array.from({ length: 20 }, (_, i) => ({
              id: `bench-${run}-${i}`,
              bookedAt: new Date().toISOString(),
              setter: 'Bench',
              partner: 'Partner 1',
              service: 'Concrete Coatings',
              zip: '54016',
              garageSize: '2-car',
              leadName: 'Lead',
              leadPhone: '715 555 0100',
              appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
              partnerEmail: 'partner@example.com',
            })),
          }
    const start = performance.now()
    const answer = JSON.parse(script.doPost(JSON.stringify(body)).content) as { ok: boolean }
    times.push(performance.now() - start)
    if (!answer.ok) throw new Error(`${action} failed: ${JSON.stringify(answer)}`)
    cellsRead = script.counters.cellsRead
    writeCalls = script.counters.writeCalls
  }
  const label = `${action} ${rows.toLocaleString('en-US')} rows`
  console.log(`${label}: cells read ${cellsRead} (${(cellsRead / rows).toFixed(2)} a row)`)
  console.log(`${label}: write calls ${writeCalls}`)
  console.log(`${label}: wall time ${median(times).toFixed(1)} ms (median of ${RUNS})`)
}

for (const [rows, recent] of [
  [5_000, 200],
  [50_000, 2_000],
] as const) {
  measure(rows, recent, 'list')
  measure(rows, recent, 'book')
}
console.log(
  `load average (1, 5, 15 min): ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
)
