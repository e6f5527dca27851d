// Only the tool's chunks import this, so public pages never download the logins; no real credential belongs here.

import { setting } from './deployment'
import { defaultSheetCsvUrlDefault } from './deployment-defaults'
import { connectSources } from '../partners/sheet-origins'

const env = import.meta.env

const defaultSheetCsvUrl = setting(env.VITE_DEFAULT_SHEET_CSV_URL, defaultSheetCsvUrlDefault)

/** @internal Tested on its own (the env is fixed at build): a positive number of miles, else 25. */
export function nearbyMilesSetting(value: string): number {
  const miles = Number(value)
  return Number.isFinite(miles) && miles > 0 ? miles : 25
}

export const toolDeployment = {
  /** Sheet CSV used when the owner has not saved one in Admin. The bundled demo sheet by default. */
  defaultSheetCsvUrl,
  /** Where sheets may be loaded from besides this site: the CSP's connect-src list, built the same way. */
  connectSources: connectSources({
    defaultSheetUrl: defaultSheetCsvUrl,
    extraSheetSources: env.VITE_SHEET_CONNECT_SRC ?? '',
  }),
  trainingFolderUrl: setting(env.VITE_TRAINING_FOLDER_URL, 'https://example.com/training-folder'),
  scriptLinks: {
    day1Folder: setting(env.VITE_SCRIPT_DAY1_URL, 'https://example.com/scripts/day-1'),
    day2Folder: setting(env.VITE_SCRIPT_DAY2_URL, 'https://example.com/scripts/day-2'),
    day3File: setting(env.VITE_SCRIPT_DAY3_URL, 'https://example.com/scripts/day-3'),
    day4File: setting(env.VITE_SCRIPT_DAY4_URL, 'https://example.com/scripts/day-4'),
  },
  supportMailbox: {
    loginUrl: setting(env.VITE_WEBMAIL_URL, 'https://example.com/webmail'),
    username: setting(env.VITE_WEBMAIL_USERNAME, 'support@example.com'),
    password: setting(env.VITE_WEBMAIL_PASSWORD, 'set-VITE_WEBMAIL_PASSWORD'),
  },
  fieldServiceApp: {
    loginUrl: setting(env.VITE_FIELD_APP_URL, 'https://example.com/field-service-login'),
    username: setting(env.VITE_FIELD_APP_USERNAME, 'setter@example.com'),
    password: setting(env.VITE_FIELD_APP_PASSWORD, 'set-VITE_FIELD_APP_PASSWORD'),
  },
  /** Minutes between background sheet refreshes while the tool is visible and online. */
  sheetRefreshMinutes: Number(setting(env.VITE_SHEET_REFRESH_MINUTES, '5')) || 5,
  /** Nearby partners: the furthest a partner's closest listed ZIP may be from the lead, in miles. */
  nearbyMiles: nearbyMilesSetting(setting(env.VITE_NEARBY_MILES, '25')),
  /** The booking ledger's web app; Admin overrides it per browser. No key: each device is given its own in Admin. */
  ledger: { url: setting(env.VITE_LEDGER_URL, '') },
  /** Weeks start Monday 00:00 here (caps, rotation, the weekly statement). */
  agencyTimeZone: setting(env.VITE_AGENCY_TIME_ZONE, 'America/Chicago'),
} as const
