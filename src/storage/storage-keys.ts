/** Exact from SPEC.md §9, plus the tool's own additions. */
export const storageKeys = {
  sheetCsvUrl: 'ahs_sheet_csv_url',
  trainingUrl: 'ahs_training_url',
  dailyChecklist: 'ahs_daily_checklist_v1',
  recentZips: 'ahs_recent_zips_v1',
  showMap: 'ahs_show_map_v1',
  ledgerUrl: 'ahs_ledger_url_v1',
  ledgerKey: 'ahs_ledger_key_v1',
  setterName: 'ahs_setter_name_v1',
  /** Whose key this device holds, as the ledger's last check said: the owner's, or a setter's with its name. */
  ledgerKeyHolder: 'ahs_ledger_key_holder_v1',
  /** The ledger's last answer before the per-query persister: moved over once, then removed. */
  oldLedgerCache: 'ahs_ledger_cache_v1',
  /** The prefix of the ledger's answers kept by TanStack Query's persister, one entry per ledger and weeks. */
  ledgerAnswers: 'ahs_ledger_answer_v1',
  /** The Search tab's `Alert me when a lead arrives`. */
  leadAlerts: 'ahs_lead_alerts_v1',
} as const

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]
