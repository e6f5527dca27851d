/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_NAME?: string
  readonly VITE_DEFAULT_SHEET_CSV_URL?: string
  readonly VITE_TRAINING_FOLDER_URL?: string
  readonly VITE_SCRIPT_DAY1_URL?: string
  readonly VITE_SCRIPT_DAY2_URL?: string
  readonly VITE_SCRIPT_DAY3_URL?: string
  readonly VITE_SCRIPT_DAY4_URL?: string
  readonly VITE_WEBMAIL_URL?: string
  readonly VITE_WEBMAIL_USERNAME?: string
  readonly VITE_WEBMAIL_PASSWORD?: string
  readonly VITE_FIELD_APP_URL?: string
  readonly VITE_FIELD_APP_USERNAME?: string
  readonly VITE_FIELD_APP_PASSWORD?: string
  readonly VITE_BOOKING_URL?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_SHEET_REFRESH_MINUTES?: string
  readonly VITE_SHEET_CONNECT_SRC?: string
  readonly VITE_NEARBY_MILES?: string
  readonly VITE_LEDGER_URL?: string
  readonly VITE_AGENCY_TIME_ZONE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** package.json version, or VITE_APP_VERSION at build time. */
declare const __APP_VERSION__: string

/** Emitted by build/zip-asset-plugin.ts: the content-hashed URL of the US ZIP asset. */
declare module 'virtual:us-zip-asset' {
  export const usZipAssetUrl: string
}
