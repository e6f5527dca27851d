import { persistedValue } from './persisted-value'
import { storageKeys } from './storage-keys'

/** The Search tab's `Alert me when a lead arrives`, per browser like the tool's other settings. */
export const leadAlertsOn = persistedValue<boolean>(
  storageKeys.leadAlerts,
  (raw) => (typeof raw === 'boolean' ? raw : undefined),
  false,
)
