// Prints the mutation score of StrykerJS's report (reports/mutation/mutation.json, `npm run test:mutation`):
// (Killed + Timeout) / (Killed + Timeout + Survived + NoCoverage), overall and per file, then the surviving mutants.
// No pass/fail: the target is in docs/performance.md, "Mutation testing".
import { readFileSync } from 'node:fs'

interface Mutant {
  mutatorName: string
  replacement?: string
  status: string
  location: { start: { line: number; column: number } }
}

const reportPath = process.argv[2] ?? 'reports/mutation/mutation.json'
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { files: Record<string, { mutants: Mutant[] }> }

const COUNTED = ['Killed', 'Timeout', 'Survived', 'NoCoverage'] as const
type Counts = Record<(typeof COUNTED)[number], number>

function count(mutants: readonly Mutant[]): Counts {
  const counts: Counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 }
  for (const mutant of mutants) if (mutant.status in counts) counts[mutant.status as keyof Counts]++
  return counts
}

function line(label: string, counts: Counts): string {
  const detected = counts.Killed + counts.Timeout
  const total = detected + counts.Survived + counts.NoCoverage
  const score = total === 0 ? 'n/a' : `${((100 * detected) / total).toFixed(2)}%`
  const detail = COUNTED.map((status) => `${status} ${counts[status]}`).join(', ')
  return `${score.padStart(7)}  ${label}  (${detail})`
}

const files = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))
console.log('Mutation score = (Killed + Timeout) / (Killed + Timeout + Survived + NoCoverage)')
console.log(line('all files', count(files.flatMap(([, file]) => file.mutants))))
for (const [path, file] of files) console.log(line(path, count(file.mutants)))

const surviving = files.flatMap(([path, file]) =>
  file.mutants
    .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
    .sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column)
    .map((mutant) => {
      const where = `${path}:${mutant.location.start.line}:${mutant.location.start.column}`
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ')
      return `${where}  ${mutant.mutatorName}${mutant.status === 'NoCoverage' ? ' (no coverage)' : ''}  ${replacement}`
    }),
)
console.log(`\nSurviving mutants: ${surviving.length}`)
for (const mutant of surviving) console.log(`  ${mutant}`)
