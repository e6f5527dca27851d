// What the ledger's check says to the owner on save, and the one event of saving the ledger settings.
import type { QueryClient } from '@tanstack/react-query'
import { ledgerAdminCopy as copy } from '../../content/ledger-admin-copy'
import { leadSourcesCopy } from '../../content/leads/lead-sources-copy'
import { NOT_THE_LEDGER } from '../../ledger-api/ledger-answer'
import { LEDGER_SCRIPT_VERSION, type CheckAnswer } from '../../ledger-api/ledger-contract'
import { onlineStatus } from '../../online-status'
import { savedLedgerKey, savedLedgerKeyHolder, savedLedgerUrl } from '../../storage/tool-storage'
import { checkLedger, NO_CONNECTION, type LedgerSettings } from '../ledger-link/ledger-client'
import { readLedgerAgain } from '../ledger-link/ledger-query'
import { resendOutboxNow } from '../ledger-link/outbox-sender'
import type { FormMessage } from './admin-form'
import { rememberCheck } from './ledger-check-query'

async function checkedMessage(ledger: LedgerSettings, queryClient: QueryClient): Promise<FormMessage> {
  if (!onlineStatus.get()) return { text: copy.offline, tone: 'ok' }
  const reply = await checkLedger(ledger)
  rememberCheck(queryClient, ledger.url, reply)
  if (reply.kind === 'answer') {
    await rememberKeyHolder(reply.body)
    return connectedMessage(reply.body)
  }
  if (reply.kind === 'unreachable') {
    if (!onlineStatus.get()) return { text: copy.offline, tone: 'error' }
    const noJson = reply.detail === NOT_THE_LEDGER || reply.detail === NO_CONNECTION
    return { text: noJson ? copy.notWebApp : copy.otherAnswer(reply.detail), tone: 'error' }
  }
  if (reply.error === 'bad-key') {
    await savedLedgerKeyHolder.remove()
    return { text: copy.badKey, tone: 'error' }
  }
  if (reply.error === 'weak-key') return { text: copy.weakKey, tone: 'error' }
  if (reply.error === 'no-spreadsheet') return { text: copy.noSpreadsheet, tone: 'error' }
  if (reply.error === 'not-allowed') return { text: leadSourcesCopy.notAllowed, tone: 'error' }
  return { text: reply.error === 'busy' ? copy.busy : copy.badRequest, tone: 'error' }
}

function connectedMessage(answer: CheckAnswer): FormMessage {
  const lines = [copy.connected(answer.spreadsheet, answer.bookings)]
  if (answer.role === 'setter' && answer.setter) lines.push(copy.booksAs(answer.setter))
  // Only the owner can run authorize, which keeps the sweeper's trigger.
  const sweeper = answer.role === 'setter' ? null : answer.sweeper
  const problems = [
    answer.version < LEDGER_SCRIPT_VERSION ? (answer.role === 'setter' ? copy.outOfDateSetter : copy.outOfDate) : null,
    answer.consent === 'missing' ? copy.consentMissing : null,
    answer.partnerSheet?.ok === false ? copy.partnerSheetProblem(answer.partnerSheet.reason) : null,
    sweeper === false ? copy.sweeperOff : null,
    answer.timeZone?.ok === false ? copy.agencyZoneProblem(answer.timeZone.reason) : null,
  ].filter((problem) => problem !== null)
  const { spreadsheetTimeZone: sheetZone, agencyTimeZone: agencyZone } = answer
  const zoneNote =
    answer.role !== 'setter' && sheetZone && agencyZone && sheetZone !== agencyZone
      ? copy.spreadsheetZone(sheetZone, agencyZone)
      : null
  // A script before version 4 says nothing of refund links, one before 8 nothing of the sweeper: nothing is added.
  const notes = [
    answer.refundLinks === false ? copy.noRefundLinks : null,
    sweeper ? copy.sweeperOn : null,
    zoneNote,
  ].filter((note) => note !== null)
  return { text: [...lines, ...problems, ...notes].join(' '), tone: problems.length > 0 ? 'error' : 'ok' }
}

/** Whose key this is, kept on the device for Mark booked (offline too) until the next check says otherwise. */
async function rememberKeyHolder(answer: CheckAnswer): Promise<void> {
  if (answer.role === 'setter' && answer.setter)
    await savedLedgerKeyHolder.save({ role: 'setter', setter: answer.setter })
  else if (answer.role === 'owner') await savedLedgerKeyHolder.save({ role: 'owner' })
  else await savedLedgerKeyHolder.remove()
}

/** The one event of saving the ledger settings ('' and '': removed): what waits is sent and the ledger read with them. */
export async function saveLedgerSettings(ledger: LedgerSettings, queryClient: QueryClient): Promise<FormMessage> {
  // Another key may be another person's: nobody is named until the check answers.
  if (ledger.key !== savedLedgerKey.get()) await savedLedgerKeyHolder.remove()
  await Promise.all([savedLedgerUrl.save(ledger.url), savedLedgerKey.save(ledger.key)])
  // Saved unchanged too (the owner mended the script instead): what waits goes now.
  void resendOutboxNow()
  void readLedgerAgain(queryClient)
  return ledger.url ? checkedMessage(ledger, queryClient) : { text: copy.removed, tone: 'ok' }
}
