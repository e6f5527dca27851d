// What the ledger's check says to the owner on save; whose key it is is kept on the device as it says.
import { ledgerAdminCopy as copy } from '../../content/ledger-admin-copy'
import { leadSourcesCopy } from '../../content/leads/lead-sources-copy'
import { NOT_THE_LEDGER, type LedgerReply } from '../../ledger-api/ledger-answer'
import { LEDGER_SCRIPT_VERSION, type CheckAnswer } from '../../ledger-api/ledger-contract'
import { onlineStatus } from '../../online-status'
import { savedLedgerKeyHolder } from '../../storage/tool-storage'
import { NO_CONNECTION } from '../ledger-link/ledger-client'
import type { FormMessage } from './admin-form'

/** The owner's words for a save's check: connected (with what to mend), or why it is not. */
export async function checkedMessage(reply: LedgerReply<CheckAnswer>): Promise<FormMessage> {
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
