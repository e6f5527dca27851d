// When a setter may phone a lead, in the lead's local time. Edit this table to change the
// rules for this deployment; src/geo/calling-hours.ts reads it.
//
// NOT LEGAL ADVICE. These figures are a convenience summary gathered in November 2026 from
// the public sources named below; laws change, guides disagree and exemptions (consent,
// existing customers) vary. Check with counsel before relying on them.
//
// - Federal default, every day: 8 AM–9 PM in the called party's local time
//   (47 CFR 64.1200(c)(1); FTC Telemarketing Sales Rule, 16 CFR 310.4(c)).
// - AL, CT, FL, KY, LA, MD, MA, MI, MN, MS, NV, NM, OK: as published by telemarketing-compliance
//   vendors in 2025 (Drop Cowboy, "State Calling Restrictions Guide", updated 1 Nov 2025;
//   ClickPoint Software, "Telemarketing Calling Restrictions & Hours by State", July 2025).
//   Guides disagree on some rows; where they do, the stricter figure is kept (one lists CT as
//   9 AM–9 PM, here 9 AM–8 PM).
// - PA: Pennsylvania Attorney General, "Telemarketing Information You Need to Know"
//   (8 AM–9 PM); the Telemarketer Registration Act, 73 P.S. § 2245.2 as amended in 2019, also
//   bars calls on legal holidays.
// - RI: R.I. Gen. Laws § 5-61-2 ("hours of operation") and § 5-61-3.6: Monday–Friday
//   9 AM–6 PM, Saturday 10 AM–5 PM, not on Sundays or state or federal holidays.
// - TX: Tex. Bus. & Com. Code § 301.051: 9 AM–9 PM on weekdays and Saturday, noon–9 PM on Sunday.
// - UT: Utah Code § 13-25a-103(3): not between 9 PM and 8 AM, not on Sunday or a legal holiday.
// - WA: RCW 19.158.040(2) (and RCW 80.36.390): not before 8 AM or after 8 PM local time.
//
// The table knows nothing about holidays: on a state holiday the tool may say "Inside
// calling hours" when the state forbids calls.

/** A day's calling window on the 24-hour clock: { from: 9, to: 20 } is 9 AM–8 PM. Half hours as .5. */
export interface CallingDay {
  from: number
  to: number
}

/** A state's stricter rule. `null` = no calls that day. */
export interface StateCallingRule {
  /** Monday–Friday. */
  weekdays: CallingDay | null
  saturday: CallingDay | null
  sunday: CallingDay | null
}

/** The federal window, every day. A state rule can only narrow it. */
export const federalCallingDay: CallingDay = { from: 8, to: 21 }

const everyDay = (from: number, to: number): StateCallingRule => ({
  weekdays: { from, to },
  saturday: { from, to },
  sunday: { from, to },
})
const noSunday = (from: number, to: number): StateCallingRule => ({
  weekdays: { from, to },
  saturday: { from, to },
  sunday: null,
})

/** Keyed by two-letter USPS state code. States not listed follow the federal window. */
export const stateCallingRules: Readonly<Record<string, StateCallingRule>> = {
  AL: noSunday(8, 20),
  CT: everyDay(9, 20),
  FL: everyDay(8, 20),
  KY: everyDay(10, 21),
  LA: noSunday(8, 20),
  MD: everyDay(8, 20),
  MA: everyDay(8, 20),
  MI: everyDay(9, 21),
  MN: everyDay(9, 21),
  MS: noSunday(8, 20),
  NV: everyDay(9, 20),
  NM: everyDay(9, 21),
  OK: everyDay(8, 20),
  PA: everyDay(8, 21),
  RI: { weekdays: { from: 9, to: 18 }, saturday: { from: 10, to: 17 }, sunday: null },
  TX: { weekdays: { from: 9, to: 21 }, saturday: { from: 9, to: 21 }, sunday: { from: 12, to: 21 } },
  UT: noSunday(8, 21),
  WA: everyDay(8, 20),
}
