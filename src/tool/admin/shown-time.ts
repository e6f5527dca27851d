import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel } from '../../partner-time/agency-week'
import { setterClockTime } from '../../intl-format'

/** `Tue Nov 24 3:12 PM`: the agency's day and the setter's clock, as Admin's other times. */
export const shownTime = (iso: string) =>
  `${agencyDayLabel(Date.parse(iso), toolDeployment.agencyTimeZone)} ${setterClockTime(Date.parse(iso))}`
