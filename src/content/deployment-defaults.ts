// Defaults the build config needs too: it cannot read import.meta.env.

/** The bundled demo sheet, so `npm start` works with no configuration and no network. */
export const defaultSheetCsvUrlDefault = '/demo-sheet.csv'
export const bookingUrlDefault = 'https://calendly.com/anchor-home-services/discovery-call'
