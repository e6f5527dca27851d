/** @OnlyCurrentDoc */
// The booking ledger: a web app bound to the agency's private ledger spreadsheet. The setter tool POSTs
// text/plain JSON; every answer is JSON, since a web app cannot set a status code. It saves each booked quote
// as a row of the Bookings tab and emails the quote to the partner. Contract: docs/ledger-contract.md.
// Owner's setup (also in the README):
//   1. Create a private spreadsheet (share it with no one), then from it: Extensions → Apps Script, so the
//      script is bound to it. Paste ledger.js, and appsscript.json (Project Settings → show the manifest).
//   2. Project Settings → Script Properties: LEDGER_KEY (required) with a long random value; REPLY_TO (optional,
//      the address partners' replies go to) and AGENCY_NAME (optional, the sender name the partner sees).
//   3. In the editor, choose the function `authorize` and Run it once, and again after every update. Google
//      asks consent for every permission the script uses; "Google hasn't verified this app" → Advanced →
//      Go to {project name} (unsafe) → Allow.
//   4. Deploy → New deployment → Web app: Execute as: Me; Who has access: Anyone (not "Anyone with Google
//      account", which would answer the tool with a sign-in page).
//   5. After every change to the code: Deploy → Manage deployments → edit → Version: New version.
//   6. Paste the web app URL (ending in /exec) and the key into the tool's Admin → Booking ledger.
//   7. Publish only the partner tab of the partner sheet, never the whole document.
// Google's daily email limits: 100 recipients a day on a gmail.com account, 1,500 on Google Workspace.
// Services used, and nothing else: SpreadsheetApp, LockService, ContentService, PropertiesService,
// Utilities, Logger, MailApp. The script logs nothing about leads.

var LEDGER_SCRIPT_VERSION = 2
var LEDGER_TAB = 'Bookings'
/** Canonical order for a new tab; the owner may reorder, insert columns and sort rows. */
var LEDGER_COLUMNS = [
  ['id', 'Booking ID'],
  ['bookedAt', 'Booked At'],
  ['setter', 'Setter'],
  ['partner', 'Partner'],
  ['service', 'Service'],
  ['zip', 'ZIP'],
  ['garageSize', 'Garage Size'],
  ['leadName', 'Lead Name'],
  ['leadPhone', 'Lead Phone'],
  ['status', 'Status'],
  ['appointment', 'Appointment'],
  ['appointmentLabel', 'Appointment Label'],
  ['leadEmail', 'Lead Email'],
  ['leadAddress', 'Lead Address'],
  ['notes', 'Notes'],
  ['partnerEmail', 'Partner Email'],
  ['emailedTo', 'Emailed To'],
  ['emailedAt', 'Emailed At'],
  ['emailStatus', 'Email Status'],
]
var BOOKING_FIELDS = [
  'id',
  'bookedAt',
  'setter',
  'partner',
  'service',
  'zip',
  'garageSize',
  'leadName',
  'leadPhone',
  'appointment',
  'appointmentLabel',
  'leadEmail',
  'leadAddress',
  'notes',
  'partnerEmail',
]
var LISTED_FIELDS = [
  'id',
  'partner',
  'service',
  'zip',
  'garageSize',
  'status',
  'appointment',
  'appointmentLabel',
  'emailStatus',
]
var MAX_BOOKINGS_PER_REQUEST = 200
var MAX_IDS_PER_REQUEST = 200
var MAX_FIELD_LENGTH = 500
var MAX_ADDRESSES = 5
var LOCK_WAIT_MS = 10000
/** An execution lives at most 6 minutes: a `Sending since` mark older than this was left by one that died. */
var SENDING_STALE_MS = 10 * 60 * 1000
var SENDING_MARK = 'Sending since '
var TERMS_LINE =
  'Charges apply weekly for the quotes delivered the prior week. ' +
  'Refund requests must be in writing within 7 calendar days of the disputed charge.'

function doPost(e) {
  var request = parseRequest(e)
  if (!request) return answer({ ok: false, error: 'bad-request' })
  if (!keyMatches(request.key)) return answer({ ok: false, error: 'bad-key' })
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  if (!spreadsheet) return answer({ ok: false, error: 'no-spreadsheet' })
  if (request.action === 'check') return answer(check(spreadsheet))
  if (request.action === 'book') return answer(book(spreadsheet, request.bookings))
  if (request.action === 'deliver') return answer(deliver(spreadsheet, request.ids))
  if (request.action === 'list') return answer(list(spreadsheet, request.since, request.until))
  return answer({ ok: false, error: 'bad-request' })
}

/** Run once from the editor after each update, so Google asks consent for every permission the script uses. */
function authorize() {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  var quota = MailApp.getRemainingDailyQuota()
  Logger.log(
    'Ledger script v' +
      LEDGER_SCRIPT_VERSION +
      ' authorized. Spreadsheet: ' +
      (spreadsheet ? spreadsheet.getName() : 'none (create the script from the spreadsheet)') +
      '. Email recipients left today: ' +
      quota,
  )
}

function parseRequest(e) {
  var body = e && e.postData && typeof e.postData.contents === 'string' ? e.postData.contents : ''
  try {
    var request = JSON.parse(body)
    return request && typeof request === 'object' && !Array.isArray(request) ? request : null
  } catch (error) {
    return null
  }
}

/** Compares every character, so the time taken says nothing about how much of a wrong key was right. */
function keyMatches(given) {
  var key = PropertiesService.getScriptProperties().getProperty('LEDGER_KEY')
  if (!key || typeof given !== 'string' || given.length !== key.length) return false
  var difference = 0
  for (var i = 0; i < key.length; i++) difference |= key.charCodeAt(i) ^ given.charCodeAt(i)
  return difference === 0
}

function answer(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON)
}

/** Runs `work` inside the script lock, flushed before it is released; null when the lock was not obtained. */
function withLock(work) {
  var lock = LockService.getScriptLock()
  try {
    lock.waitLock(LOCK_WAIT_MS)
  } catch (error) {
    return null
  }
  try {
    var result = work()
    SpreadsheetApp.flush()
    return result
  } finally {
    lock.releaseLock()
  }
}

// ---- The Bookings tab: columns found by header text, ignoring case and spaces ----

function headerKey(text) {
  return String(text).toLowerCase().replace(/\s+/g, '')
}

/** field → 1-based column, from the header row; the first of two same-named columns wins. */
function columnsOf(sheet) {
  var columns = {}
  var width = sheet.getLastColumn()
  if (sheet.getLastRow() === 0 || width === 0) return { columns: columns, width: 0 }
  var header = sheet.getRange(1, 1, 1, width).getValues()[0]
  var byKey = {}
  for (var c = 0; c < header.length; c++) {
    var key = headerKey(header[c])
    if (key !== '' && !byKey[key]) byKey[key] = c + 1
  }
  for (var i = 0; i < LEDGER_COLUMNS.length; i++) {
    var column = byKey[headerKey(LEDGER_COLUMNS[i][1])]
    if (column) columns[LEDGER_COLUMNS[i][0]] = column
  }
  return { columns: columns, width: width }
}

/** Opens or creates the tab and adds any missing column at the right end of the header. Inside the lock only. */
function openLedger(spreadsheet) {
  var sheet = spreadsheet.getSheetByName(LEDGER_TAB) || spreadsheet.insertSheet(LEDGER_TAB)
  var found = columnsOf(sheet)
  var missing = []
  for (var i = 0; i < LEDGER_COLUMNS.length; i++) if (!found.columns[LEDGER_COLUMNS[i][0]]) missing.push(i)
  if (missing.length > 0) {
    var first = found.width + 1
    var needed = first + missing.length - 1 - sheet.getMaxColumns()
    if (needed > 0) sheet.insertColumnsAfter(sheet.getMaxColumns(), needed)
    var names = []
    for (var m = 0; m < missing.length; m++) {
      names.push(LEDGER_COLUMNS[missing[m]][1])
      found.columns[LEDGER_COLUMNS[missing[m]][0]] = first + m
    }
    sheet.getRange(1, first, 1, names.length).setValues([names])
    found.width = first + names.length - 1
    if (found.width === names.length) sheet.setFrozenRows(1)
  }
  return { sheet: sheet, columns: found.columns, width: found.width }
}

/** Booking ID → 1-based row, reading only the Booking ID column. */
function rowsById(ledger) {
  var rows = {}
  var last = ledger.sheet.getLastRow()
  if (last < 2) return rows
  var cells = ledger.sheet.getRange(2, ledger.columns.id, last - 1, 1).getValues()
  for (var i = 0; i < cells.length; i++) {
    var id = cellText(cells[i][0])
    if (id !== '' && !rows[id]) rows[id] = i + 2
  }
  return rows
}

function cellText(value) {
  if (Object.prototype.toString.call(value) === '[object Date]')
    return isNaN(value.getTime()) ? '' : value.toISOString()
  return value === null || value === undefined ? '' : String(value)
}

/** Every text cell is written with an apostrophe: Sheets would read `02134` as a number and `=…` as a formula. */
function asText(value) {
  return typeof value === 'string' && value !== '' ? "'" + value : ''
}

// ---- check ----

function check(spreadsheet) {
  var result = withLock(function () {
    var ledger = openLedger(spreadsheet)
    return Math.max(0, ledger.sheet.getLastRow() - 1)
  })
  if (result === null) return { ok: false, error: 'busy' }
  return { ok: true, spreadsheet: spreadsheet.getName(), bookings: result, version: LEDGER_SCRIPT_VERSION }
}

// ---- book ----

function book(spreadsheet, bookings) {
  if (!Array.isArray(bookings) || bookings.length === 0 || bookings.length > MAX_BOOKINGS_PER_REQUEST) {
    return { ok: false, error: 'bad-request' }
  }
  var now = new Date().toISOString()
  var written = withLock(function () {
    // Read inside the lock: another request may have written these ids a moment ago.
    var ledger = openLedger(spreadsheet)
    var known = rowsById(ledger)
    var result = { ledger: ledger, saved: [], duplicates: [], rejected: [], rows: [], mails: [], first: 0 }
    var inRequest = {}
    for (var i = 0; i < bookings.length; i++) {
      var booking = bookings[i]
      var reason = whyRejected(booking)
      var id = booking && typeof booking.id === 'string' ? booking.id.trim() : ''
      if (reason) result.rejected.push({ id: id, reason: reason })
      else if (known[id] || inRequest[id]) result.duplicates.push(id)
      else {
        inRequest[id] = true
        var fields = trimmed(booking)
        var mail = mailFor(fields)
        result.saved.push(id)
        result.mails.push(mail)
        result.rows.push(rowOf(ledger, fields, mail.addresses ? '' : mail.reason, mail.addresses ? now : ''))
      }
    }
    // The stored Email Status of the duplicates already in the tab: one cell each.
    result.stored = {}
    for (var d = 0; d < result.duplicates.length; d++) {
      var row = known[result.duplicates[d]]
      if (row && !(result.duplicates[d] in result.stored))
        result.stored[result.duplicates[d]] = cellText(
          ledger.sheet.getRange(row, ledger.columns.emailStatus).getValue(),
        )
    }
    if (result.rows.length > 0) {
      var sheet = ledger.sheet
      result.first = sheet.getLastRow() + 1
      var short = result.first + result.rows.length - 1 - sheet.getMaxRows()
      if (short > 0) sheet.insertRowsAfter(sheet.getMaxRows(), short)
      sheet.getRange(result.first, 1, result.rows.length, ledger.width).setValues(result.rows)
    }
    return result
  })
  if (written === null) return { ok: false, error: 'busy' }

  var emailed = []
  var notEmailed = []
  var outcome = {}
  var results = []
  for (var s = 0; s < written.saved.length; s++) {
    var mail = written.mails[s]
    var status = mail.addresses ? send(mail) : mail.reason
    results.push({
      to: mail.addresses ? mail.to : '',
      at: status === 'Sent' ? new Date().toISOString() : '',
      status: status,
    })
    outcome[written.saved[s]] = status
  }
  writeEmailColumns(written.ledger, written.first, written.rows, results)
  for (var e = 0; e < written.saved.length; e++)
    report(written.saved[e], outcome[written.saved[e]], emailed, notEmailed)
  for (var k = 0; k < written.duplicates.length; k++) {
    var dup = written.duplicates[k]
    if (!(dup in outcome)) {
      outcome[dup] = true
      report(dup, storedOutcome(written.stored[dup]), emailed, notEmailed)
    }
  }
  return {
    ok: true,
    saved: written.saved,
    duplicates: written.duplicates,
    rejected: written.rejected,
    emailed: emailed,
    notEmailed: notEmailed,
  }
}

function report(id, status, emailed, notEmailed) {
  if (status === 'Sent') emailed.push(id)
  else notEmailed.push({ id: id, reason: status })
}

/** A row's stored Email Status as an answer: `Sent` or the reason it was not. */
function storedOutcome(text) {
  var status = cellText(text).trim()
  var key = headerKey(status)
  if (key === 'sent' || key === 'sentbyhand') return 'Sent'
  if (status.indexOf(SENDING_MARK) === 0) return isStaleMark(status) ? 'not sent' : 'being sent'
  return status === '' ? 'not sent' : status
}

function isStaleMark(status) {
  var since = new Date(status.slice(SENDING_MARK.length)).getTime()
  return isNaN(since) || Date.now() - since > SENDING_STALE_MS
}

/** Sends one quote email and answers `Sent` or the reason it was not sent. Outside the lock. */
function send(mail) {
  try {
    if (MailApp.getRemainingDailyQuota() < mail.addresses.length) return 'daily email limit reached'
    var message = { to: mail.to, subject: mail.subject, body: mail.body }
    var properties = PropertiesService.getScriptProperties()
    var replyTo = properties.getProperty('REPLY_TO')
    var name = properties.getProperty('AGENCY_NAME')
    if (replyTo) message.replyTo = replyTo
    if (name) message.name = name
    MailApp.sendEmail(message)
    return 'Sent'
  } catch (error) {
    var text = error && error.message ? String(error.message) : String(error)
    return ('could not send: ' + text.replace(/\s+/g, ' ').trim()).slice(0, MAX_FIELD_LENGTH)
  }
}

/**
 * The email columns of the rows this request wrote from row `first`, in one write call: the span from the
 * first to the last email column, its cells between them rewritten with what this request wrote there.
 */
function writeEmailColumns(ledger, first, rows, results) {
  var sending = false
  for (var i = 0; i < rows.length; i++)
    if (rows[i][ledger.columns.emailStatus - 1].indexOf("'" + SENDING_MARK) === 0) sending = true
  if (!sending) return
  var c = ledger.columns
  var from = Math.min(c.emailedTo, c.emailedAt, c.emailStatus)
  var to = Math.max(c.emailedTo, c.emailedAt, c.emailStatus)
  var values = []
  for (var r = 0; r < rows.length; r++) {
    var row = rows[r].slice(from - 1, to)
    row[c.emailedTo - from] = asText(results[r].to)
    row[c.emailedAt - from] = asText(results[r].at)
    row[c.emailStatus - from] = asText(results[r].status)
    values.push(row)
  }
  // Outside the lock, safely: these new rows are marked `Sending since` by this request, so no other touches them.
  ledger.sheet.getRange(first, from, rows.length, to - from + 1).setValues(values)
  SpreadsheetApp.flush()
}

function whyRejected(booking) {
  if (!booking || typeof booking !== 'object') return 'not a booking'
  if (typeof booking.id !== 'string' || booking.id.trim() === '') return 'missing id'
  if (typeof booking.bookedAt !== 'string' || booking.bookedAt.trim() === '') return 'missing bookedAt'
  if (isNaN(new Date(booking.bookedAt).getTime())) return 'bookedAt is not a date'
  if (typeof booking.partner !== 'string' || booking.partner.trim() === '') return 'missing partner'
  for (var i = 0; i < BOOKING_FIELDS.length; i++) {
    var value = booking[BOOKING_FIELDS[i]]
    if (value !== undefined && typeof value !== 'string') return BOOKING_FIELDS[i] + ' is not text'
    if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH) return BOOKING_FIELDS[i] + ' is too long'
  }
  return ''
}

function trimmed(booking) {
  var fields = {}
  for (var i = 0; i < BOOKING_FIELDS.length; i++) {
    var value = booking[BOOKING_FIELDS[i]]
    fields[BOOKING_FIELDS[i]] = typeof value === 'string' ? value.trim() : ''
  }
  return fields
}

/** The email for a booking: {addresses, to, subject, body}, or {reason} when it cannot be sent. */
function mailFor(fields) {
  var parsed = partnerAddresses(fields.partnerEmail)
  if (!parsed.addresses) return { reason: parsed.reason }
  return {
    addresses: parsed.addresses,
    to: parsed.addresses.join(', '),
    subject: quoteEmailSubject(fields),
    body: quoteEmailBody(fields),
  }
}

/** A new row as wide as the header, each field in its column; Email Status `Sending since …` or the reason. */
function rowOf(ledger, fields, reason, sendingSince) {
  var row = []
  for (var i = 0; i < ledger.width; i++) row.push('')
  for (var f = 0; f < BOOKING_FIELDS.length; f++)
    row[ledger.columns[BOOKING_FIELDS[f]] - 1] = asText(fields[BOOKING_FIELDS[f]])
  row[ledger.columns.emailStatus - 1] = asText(sendingSince ? SENDING_MARK + sendingSince : reason)
  return row
}

// ---- deliver ----

function deliver(spreadsheet, ids) {
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS_PER_REQUEST)
    return { ok: false, error: 'bad-request' }
  for (var i = 0; i < ids.length; i++) if (typeof ids[i] !== 'string') return { ok: false, error: 'bad-request' }
  var now = new Date().toISOString()
  // Read, decide and mark inside the lock, so a second deliver of the same id sees `Sending since` and waits.
  var decided = withLock(function () {
    var ledger = openLedger(spreadsheet)
    var rows = rowsById(ledger)
    var c = ledger.columns
    var result = { ledger: ledger, emailed: [], notEmailed: [], sends: [] }
    var seen = {}
    for (var i = 0; i < ids.length; i++) {
      var id = ids[i].trim()
      if (seen[id]) continue
      seen[id] = true
      var row = rows[id]
      if (!row) {
        result.notEmailed.push({ id: id, reason: 'not in the ledger' })
        continue
      }
      var cells = ledger.sheet.getRange(row, 1, 1, ledger.width).getDisplayValues()[0]
      var stored = storedOutcome(cells[c.emailStatus - 1])
      if (stored === 'Sent' || stored === 'being sent') {
        report(id, stored, result.emailed, result.notEmailed)
        continue
      }
      var fields = {}
      for (var f = 0; f < BOOKING_FIELDS.length; f++) fields[BOOKING_FIELDS[f]] = cells[c[BOOKING_FIELDS[f]] - 1].trim()
      var mail = mailFor(fields)
      var status = mail.addresses ? SENDING_MARK + now : mail.reason
      ledger.sheet.getRange(row, c.emailStatus).setValue(asText(status))
      if (mail.addresses) result.sends.push({ id: id, row: row, mail: mail })
      else result.notEmailed.push({ id: id, reason: mail.reason })
    }
    return result
  })
  if (decided === null) return { ok: false, error: 'busy' }
  var results = []
  for (var s = 0; s < decided.sends.length; s++) {
    var status = send(decided.sends[s].mail)
    results.push({
      to: decided.sends[s].mail.to,
      at: status === 'Sent' ? new Date().toISOString() : '',
      status: status,
    })
    report(decided.sends[s].id, status, decided.emailed, decided.notEmailed)
  }
  if (decided.sends.length > 0) {
    var ledger = decided.ledger
    var c = ledger.columns
    var from = Math.min(c.emailedTo, c.emailedAt, c.emailStatus)
    var to = Math.max(c.emailedTo, c.emailedAt, c.emailStatus)
    // Re-read under the lock the owner's cells between non-adjacent email columns, so they are written back as they are now.
    var writeRows = function () {
      for (var r = 0; r < decided.sends.length; r++) {
        var range = ledger.sheet.getRange(decided.sends[r].row, from, 1, to - from + 1)
        var values = to - from === 2 ? [['', '', '']] : range.getValues()
        values[0][c.emailedTo - from] = asText(results[r].to)
        values[0][c.emailedAt - from] = asText(results[r].at)
        values[0][c.emailStatus - from] = asText(results[r].status)
        if (to - from > 2) for (var k = 0; k < values[0].length; k++) values[0][k] = keepTyped(values[0][k])
        range.setValues(values)
      }
      return true
    }
    // Not obtained: write anyway, these rows are marked as this request's; a lost write would resend later.
    if (withLock(writeRows) === null) {
      writeRows()
      SpreadsheetApp.flush()
    }
  }
  return { ok: true, emailed: decided.emailed, notEmailed: decided.notEmailed }
}

/** A value read back with getValues, to be written again as the same value: text keeps its apostrophe. */
function keepTyped(value) {
  if (typeof value === 'string') return value === '' || value.charAt(0) === "'" ? value : "'" + value
  return value
}

// ---- list ----

function list(spreadsheet, since, until) {
  var from = typeof since === 'string' ? new Date(since).getTime() : NaN
  var upTo =
    until === undefined || until === null ? Infinity : typeof until === 'string' ? new Date(until).getTime() : NaN
  if (isNaN(from) || isNaN(upTo)) return { ok: false, error: 'bad-request' }
  var sheet = spreadsheet.getSheetByName(LEDGER_TAB)
  if (!sheet) return { ok: true, bookings: [] }
  var found = columnsOf(sheet)
  var c = found.columns
  var last = sheet.getLastRow()
  if (!c.id || !c.bookedAt || last < 2) return { ok: true, bookings: [] }
  var count = last - 1
  var inWindow = function (time) {
    return !isNaN(time) && time >= from && time < upTo
  }
  var booked = timesOf(sheet.getRange(2, c.bookedAt, count, 1).getValues())
  var emailed = c.emailedAt ? timesOf(sheet.getRange(2, c.emailedAt, count, 1).getValues()) : null
  var first = -1
  var lastIn = -1
  for (var i = 0; i < count; i++) {
    if (inWindow(booked[i]) || (emailed && inWindow(emailed[i]))) {
      if (first < 0) first = i
      lastIn = i
    }
  }
  if (first < 0) return { ok: true, bookings: [] }
  var span = lastIn - first + 1
  var cells = {}
  for (var f = 0; f < LISTED_FIELDS.length; f++) {
    var column = c[LISTED_FIELDS[f]]
    cells[LISTED_FIELDS[f]] = column ? sheet.getRange(first + 2, column, span, 1).getValues() : null
  }
  var field = function (name, r) {
    return cells[name] ? cellText(cells[name][r][0]) : ''
  }
  var bookings = []
  for (var r = 0; r < span; r++) {
    var at = booked[first + r]
    var sent = emailed ? emailed[first + r] : NaN
    var id = field('id', r)
    if (id === '' || isNaN(at) || !(inWindow(at) || inWindow(sent))) continue
    // Never the lead's name, phone, email, address or notes, nor the partner's email addresses.
    bookings.push({
      id: id,
      bookedAt: new Date(at).toISOString(),
      partner: field('partner', r),
      service: field('service', r),
      zip: field('zip', r),
      garageSize: field('garageSize', r),
      status: field('status', r),
      appointment: field('appointment', r),
      appointmentLabel: field('appointmentLabel', r),
      emailStatus: field('emailStatus', r),
      emailedAt: isNaN(sent) ? '' : new Date(sent).toISOString(),
    })
  }
  return { ok: true, bookings: bookings }
}

/** Times of a column's cells: text as the script wrote it, or a date cell the owner typed; NaN if neither. */
function timesOf(cells) {
  var times = []
  for (var i = 0; i < cells.length; i++) {
    var value = cells[i][0]
    if (Object.prototype.toString.call(value) === '[object Date]') times.push(value.getTime())
    else if (typeof value === 'string' && value !== '') times.push(new Date(value).getTime())
    else times.push(NaN)
  }
  return times
}

// ---- The quote email (the same text as src/ledger/quote-email.ts) ----

function shown(value) {
  var text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? '—' : text
}

function quoteEmailSubject(b) {
  var service = typeof b.service === 'string' ? b.service.trim() : ''
  return 'New estimate: ' + (service ? service + ' · ' : '') + shown(b.zip) + ' · ' + shown(b.appointmentLabel)
}

function quoteEmailBody(b) {
  return [
    'Lead: ' + shown(b.leadName),
    'Phone: ' + shown(b.leadPhone),
    'Email: ' + shown(b.leadEmail),
    'Address: ' + shown(b.leadAddress),
    'Appointment: ' + shown(b.appointmentLabel),
    'Service: ' + shown(b.service),
    'Garage size: ' + shown(b.garageSize),
    'Notes: ' + shown(b.notes),
    'Booking ID: ' + shown(b.id),
    'Booked by: ' + shown(b.setter),
    '',
    TERMS_LINE,
  ].join('\n')
}

/** Plain addresses separated by commas or semicolons: {addresses}, or {reason} they cannot be used. */
function partnerAddresses(text) {
  var value = typeof text === 'string' ? text : ''
  var pieces = value.split(/[,;]/)
  var addresses = []
  var seen = {}
  for (var i = 0; i < pieces.length; i++) {
    var piece = pieces[i]
    if (piece.trim() === '') continue
    if (
      /[\r\n]/.test(piece) ||
      !/^[^\s@<>()[\]\\",;:]+@[^\s@<>()[\]\\",;:]+\.[^\s@<>()[\]\\",;:.]+$/.test(piece.trim())
    ) {
      return { reason: 'not an email address: ' + piece.replace(/\s+/g, ' ').trim() }
    }
    var address = piece.trim()
    if (!seen[address.toLowerCase()]) {
      seen[address.toLowerCase()] = true
      addresses.push(address)
    }
  }
  if (addresses.length === 0) return { reason: 'no partner email' }
  if (addresses.length > MAX_ADDRESSES) return { reason: 'too many addresses' }
  return { addresses: addresses }
}
