export { resolveTimeZone } from './time-zone'
export { formatPartnerLocalTime, partnerLocalClock, type LocalClock, type Weekday } from './local-time'
export { isOpenAt, parseBusinessHours, type OpenRange, type WeeklyHours } from './business-hours'
export { describePartnerClock, type PartnerClock } from './partner-clock'
