// The owner's setup as a checklist: each step's one line, and its full instructions behind it.
import { SHIPPED_SCRIPT_VERSION } from '../ledger-api/ledger-contract'
import { bookingPolicyText } from '../bookings/policy'

const createSpreadsheet = 'Create a private Google spreadsheet for the ledger and share it with no one.'
const pasteScript =
  'In that spreadsheet, open Extensions → Apps Script, so the script belongs to the spreadsheet. Replace the editor’s code with the script below (Copy script), and in Project Settings tick “Show appsscript.json” and replace that file with the manifest below (Copy manifest).'
const scriptProperties =
  'In Project Settings → Script Properties, add LEDGER_KEY, the owner’s key, with a long random value (required), and PARTNER_SHEET_URL, the partner sheet’s published CSV URL (the one this tool loads): quotes go to its Quote Email, else its Email. Optionally add REPLY_TO, the address partners’ replies go to, AGENCY_NAME, the sender name partners see on quote emails, and LEAD_ALERT_URL, a Slack or Google Chat incoming-webhook URL (https) told of each new lead.'
const authorize =
  'In the editor, choose the function authorize and Run it. Google asks for every permission at once, each with its own checkbox: tick Select all, then Continue. Run it again after every update of the script, and after changing a Script Property (the script keeps them for 10 minutes). It also schedules everyFiveMinutes, which sends any quote left waiting; the editor’s Triggers page lists it.'
const unverified =
  'If Google shows "Google hasn\'t verified this app", choose Advanced, then Go to <your project’s name> (unsafe).'
const deploy =
  'Deploy → New deployment → Web app, with Execute as: Me and Who has access: Anyone (not “Anyone with Google account”: the tool would get a sign-in page).'
const newVersion =
  'After every update of the script, deploy a new version: Deploy → Manage deployments → edit → Version: New version.'
const pasteHere = `Paste the web app URL (ending in /exec) and the owner’s key here, then Use This Ledger: the ledger gets a Setters tab (Setter, Key, Active, Daily Limit: ${bookingPolicyText.defaultDailyBookings} when empty).`
const setterKeys =
  'Give each setter their own key: a row in the Setters tab with a key of at least 20 characters and Active yes; put that key on their device; then change LEDGER_KEY, so that old devices can no longer act as the owner. Any other Active turns a key off.'
const leadSources =
  'For leads that arrive by themselves (Google Ads lead forms, Zapier, Make), add a row per source to the Sources tab (Source, a Key of at least 20 characters, Active yes), then connect it from Lead sources.'
const emailLimits =
  'Google limits email: quotes go to 100 recipients a day from a gmail.com account, 1,500 from Google Workspace.'
const publishPartnerTab = 'Publish only the partner tab of the partner sheet, never the whole document.'

export type SetupMark = '✓' | '✗' | '?'

export const setupChecklistCopy = {
  heading: 'Setting up the ledger (owner)',
  required: 'Required',
  advisory: 'Advisory',
  /** What a screen reader says for each mark. */
  markNames: { '✓': 'done', '✗': 'not done', '?': 'not known yet' } satisfies Record<SetupMark, string>,
  unknownNote: 'Steps marked ? are not known yet: the tool is offline, or the ledger has not been checked.',
  complete: 'Setup complete.',
  showSteps: 'Show steps',
  hideSteps: 'Hide steps',
  scriptTitle: 'The script and the manifest to paste',
  steps: {
    sheetLoads: {
      line: 'The partner sheet loads',
      instructions: [
        `Publish the partner tab to the web as CSV (File → Share → Publish to web), then paste its link in Sheet CSV URL above and press Use This Sheet.`,
        publishPartnerTab,
      ],
    },
    ledgerAnswers: {
      line: 'The ledger answers',
      instructions: [createSpreadsheet, pasteScript, scriptProperties, authorize, unverified, deploy, pasteHere],
    },
    scriptCurrent: {
      line: `The script is current (version ${SHIPPED_SCRIPT_VERSION})`,
      instructions: [pasteScript, authorize, newVersion],
    },
    consent: { line: 'Email permission granted', instructions: [authorize, unverified, emailLimits] },
    sweeper: { line: 'The sender runs every 5 minutes', instructions: [authorize] },
    partnerSheet: {
      line: 'The ledger reads the partner sheet',
      instructions: [scriptProperties, publishPartnerTab, authorize],
    },
    timeZone: {
      line: 'The agency’s zone is known',
      instructions: [
        'In Project Settings → Script Properties, set AGENCY_TIME_ZONE to the agency’s zone as Google names it (for example America/Chicago), or leave it out to use the spreadsheet’s zone; then run authorize.',
      ],
    },
    agencyName: { line: 'AGENCY_NAME set', instructions: [scriptProperties, authorize] },
    replyTo: { line: 'REPLY_TO set', instructions: [scriptProperties, authorize] },
    setterKey: { line: 'At least one active setter key', instructions: [setterKeys] },
    leadSources: {
      line: 'Each lead source’s last test',
      /** Until Lead sources is read with the owner's key, nothing is known of the sources. */
      unknownLine: 'Each lead source’s last test (read with the owner’s key)',
      instructions: [leadSources, 'Then press Send a test lead under that source in Lead sources.'],
    },
  },
  sourceTested: (source: string, age: string) => `${source}: last test lead ${age} ago`,
  sourceNotTested: (source: string) => `${source}: no test lead yet`,
  /** The key field: showing it asks first. */
  showKeyQuestion: 'Anyone at this screen will see the key.',
  showKeyConfirm: 'Show the key',
  showKeyCancel: 'Keep it hidden',
}
