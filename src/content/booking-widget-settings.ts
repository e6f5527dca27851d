// What the booking widget's URL may carry: set at build time (deployment.ts) and read by the widget.
export interface BookingPrefill {
  name?: string
  email?: string
  firstName?: string
  lastName?: string
  /** Extra invitees' email addresses; sent comma-joined. */
  guests?: readonly string[]
  location?: string
  /** `YYYY-MM-DD`, passed as text: never a `Date`, so no time zone can move it to the previous or next day. */
  date?: string
  /** Answers to the event's custom questions, keyed `a1` … `a99`. Other keys are ignored. */
  customAnswers?: Readonly<Record<string, string | undefined>>
}

export interface BookingPageSettings {
  /** Hex colour with or without a leading `#`, e.g. `#0f3d3e` or `0f3d3e`. */
  backgroundColor?: string
  primaryColor?: string
  textColor?: string
  hideEventTypeDetails?: boolean
  hideLandingPageDetails?: boolean
  hideGdprBanner?: boolean
}

export interface BookingUtm {
  utmCampaign?: string
  utmSource?: string
  utmMedium?: string
  utmContent?: string
  utmTerm?: string
  salesforceUuid?: string
}
