// What the strip says when the ledger no longer holds this setter's lead for them.
export const heldLeadCopy = {
  takenElsewhere: 'You took another lead in another tab or on another device.',
}
