// When a setter may phone a lead, in the lead's local time; src/geo/calling-hours.ts reads this table.
// NOT LEGAL ADVICE: a summary of the sources below (gathered November 2026); check with counsel. Holidays are not modelled.
// Sources: federal 47 CFR 64.1200(c)(1), 16 CFR 310.4(c). AL CT FL KY LA MD MA MI MN MS NV NM OK: Drop Cowboy "State Calling
// Restrictions Guide" (1 Nov 2025) and ClickPoint "Telemarketing Calling Restrictions & Hours by State" (Jul 2025), stricter kept.
// PA: Attorney General "Telemarketing Information You Need to Know", 73 P.S. § 2245.2. RI: Gen. Laws §§ 5-61-2, 5-61-3.6.
// TX: Bus. & Com. Code § 301.051. UT: Code § 13-25a-103(3). WA: RCW 19.158.040(2), RCW 80.36.390.

/** Hours on the 24-hour clock; a half hour is .5. */
export interface CallingDay {
  from: number
  to: number
}

/** `null`: no calls that day. */
export interface StateCallingRule {
  weekdays: CallingDay | null
  saturday: CallingDay | null
  sunday: CallingDay | null
}

/** A state rule can only narrow it. */
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

/** States not listed follow the federal window. */
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
