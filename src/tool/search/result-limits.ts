/** A ZIP served by dozens of partners shows this many cards at once; the rest are one click away. */
export const CARDS_SHOWN_FIRST = 10
