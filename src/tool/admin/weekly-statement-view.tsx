import { useMemo, useState } from 'react'
import { statementCopy as copy } from '../../content/ledger-admin-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel, nextWeekStart, previousWeekStart, weekStart } from '../../partner-time/agency-week'
import { formatMoney, statementAsTsv, weeklyStatement } from '../../refunds/weekly-statement'
import type { Company } from '../../partners/company'
import { useCopy } from '../ui/copy-button'
import { StatementCredits, StatementLists } from './statement-lists'
import { ledgerAge, type LedgerReadout } from '../bookings/use-ledger-bookings'
import { SpeedToLeadView } from './speed-to-lead-view'
import { HomeownerAnswersView } from './homeowner-answers-view'
import './ledger-admin.css'
import { ColumnHeads } from '../ui/column-heads'

type Week = 'last' | 'this'

/** Admin → Weekly statement: what to bill each partner for one agency week, from the ledger and the sheet's prices. */
export function WeeklyStatementView({
  ledger,
  companies,
  now,
}: {
  ledger: LedgerReadout | null
  companies: readonly Company[]
  now: number
}) {
  const [week, setWeek] = useState<Week>('last')
  const zone = toolDeployment.agencyTimeZone
  const start = week === 'last' ? previousWeekStart(now, zone) : weekStart(now, zone)
  const statement = useMemo(
    () => (ledger ? weeklyStatement(ledger.bookings, companies, start, zone, now) : null),
    [ledger, companies, start, zone, now],
  )
  const copied = useCopy()
  return (
    <section className="weekly-statement" aria-labelledby="weekly-statement-heading">
      <h3 id="weekly-statement-heading">{copy.heading}</h3>
      <fieldset className="routing-choice">
        <legend className="routing-legend">{copy.weekLegend}</legend>
        {(['last', 'this'] as const).map((choice) => (
          <label key={choice} className="zip-chip service-option">
            <input type="radio" name="statement-week" checked={week === choice} onChange={() => setWeek(choice)} />
            {choice === 'last' ? copy.lastWeek : copy.thisWeek}
          </label>
        ))}
      </fieldset>
      {!statement || !ledger ? (
        <p className="hint">{copy.noLedger}</p>
      ) : (
        <>
          <p className="hint">
            {copy.weekOf(agencyDayLabel(start, zone))} · {ledgerAge(ledger, now)}
          </p>
          {/* Focusable, so a keyboard can scroll it when a long partner name makes it wider than a phone. */}
          <div className="statement-scroll" role="group" aria-labelledby="weekly-statement-heading" tabIndex={0}>
            <table className="statement-table">
              <ColumnHeads columns={copy.columns} />
              <tbody>
                {statement.rows.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{copy.noQuotes(agencyDayLabel(start, zone))}</td>
                  </tr>
                ) : null}
                {statement.rows.map((row) => (
                  <tr
                    key={`${row.partner}|${row.service}|${row.pricePerQuote}`}
                    className={row.pricePerQuote === null ? 'is-flagged' : undefined}
                  >
                    <td>{row.partner}</td>
                    <td>{row.service}</td>
                    <td>{row.quotes}</td>
                    <td>{row.pricePerQuote === null ? copy.noPrice : formatMoney(row.pricePerQuote)}</td>
                    <td>{row.amount === null ? copy.noPrice : formatMoney(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StatementCredits credits={statement.credits} />
          <p className="statement-total">{copy.total(formatMoney(statement.total))}</p>
          {statement.unpriced > 0 ? <p className="report-warning">{copy.unpriced(statement.unpriced)}</p> : null}
          <p className="hint">
            {copy.deliveredNote} {copy.pricesNote}
          </p>
          <p>{copy.chargeLine(statement.chargedOn, statement.refundsUntil)}</p>
          <StatementLists statement={statement} />
          <HomeownerAnswersView
            bookings={ledger.bookings}
            weekStart={start}
            weekEnd={nextWeekStart(start, zone)}
            now={now}
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void copied.copy(statementAsTsv(statement, copy.columns, copy.noPrice, zone))}
          >
            {copied.state === 'copied' ? copy.copied : copy.copy}
          </button>
          <span className="copy-feedback" role="status">
            {copied.state === 'copied' ? copy.copied : copied.feedback}
          </span>
        </>
      )}
      <SpeedToLeadView weekStart={start} />
    </section>
  )
}
