// The owner's Script Properties the script reads, and the zones it works in.

let known: Record<string, string> | null = null

/** Each door calls this first: Google starts every execution afresh, and so does the script's one read. */
export function startExecution() {
  known = null
}

/** One Script Properties read per execution (Google's quota counts reads), kept for the rest of it. */
export function scriptProperty(name: string): string {
  known ??= PropertiesService.getScriptProperties().getProperties()
  return known[name] ?? ''
}

export function setScriptProperty(name: string, value: string) {
  PropertiesService.getScriptProperties().setProperty(name, value)
  if (known) known[name] = value
}

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
