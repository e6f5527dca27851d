// The owner's Script Properties the script reads, and the zones it works in.

export const scriptProperty = (name: string): string => PropertiesService.getScriptProperties().getProperty(name) ?? ''

/** The agency's zone: AGENCY_TIME_ZONE, else the script's own. */
export function agencyTimeZone(): string {
  return scriptProperty('AGENCY_TIME_ZONE').trim() || Session.getScriptTimeZone()
}

/** The lead's zone the tool found by its ZIP, when it names one; else the agency's. */
export function leadTimeZone(given: unknown): string {
  if (typeof given === 'string' && /^(UTC|[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(given)) {
    try {
      Utilities.formatDate(new Date(0), given, 'HH')
      return given
    } catch {
      return agencyTimeZone()
    }
  }
  return agencyTimeZone()
}
