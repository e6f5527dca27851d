// Admin's section for bookings and call outcomes this device saved under another ledger key.
const entries = (bookings: number, outcomes: number) =>
  [
    bookings === 1 ? '1 booking' : bookings > 1 ? `${bookings} bookings` : '',
    outcomes === 1 ? '1 call outcome' : outcomes > 1 ? `${outcomes} call outcomes` : '',
  ]
    .filter(Boolean)
    .join(' and ')

export const keyWaitingCopy = {
  heading: 'Saved under another key',
  intro: (bookings: number, outcomes: number) => {
    const one = bookings + outcomes === 1
    return (
      `${entries(bookings, outcomes)} on this device ${one ? 'was' : 'were'} saved under another ledger key. ` +
      `${one ? 'It is' : 'They are'} sent only when that key is back in Admin, so the ledger credits ` +
      `${one ? 'it' : 'them'} to the person who saved ${one ? 'it' : 'them'}.`
    )
  },
  listLabel: 'Saved under another key',
  sendUnderThisKey: 'Send them under this key',
  discard: 'Discard them',
  confirmSend: (n: number) =>
    `Send ${n === 1 ? 'it' : `all ${n}`} under the key now in Admin? The ledger will credit ${n === 1 ? 'it' : 'them'} to this key’s setter, not to whoever saved ${n === 1 ? 'it' : 'them'}.`,
  confirmDiscard: (n: number) =>
    n === 1
      ? 'Discard it? It is deleted from this device and never reaches the ledger; a booking’s lead details go with it.'
      : `Discard all ${n}? They are deleted from this device and never reach the ledger; a booking’s lead details go with it.`,
  yesSend: 'Yes, send under this key',
  yesDiscard: 'Yes, discard',
  cancel: 'Cancel',
  sent: 'Moved to this key: they are being sent.',
  discarded: 'Discarded: nothing of them is kept on this device.',
}
