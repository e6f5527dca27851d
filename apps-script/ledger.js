// The booking ledger: a web app bound to the agency's private ledger spreadsheet. The setter tool POSTs
// text/plain JSON; every answer is JSON, since a web app cannot set a status code. Contract:
// docs/ledger-contract.md. Owner's setup (also in the README):
//   1. Create a private spreadsheet (share it with no one).
//   2. Extensions → Apps Script: paste ledger.js, and appsscript.json (Project Settings → show the manifest).
//   3. Project Settings → Script Properties: add LEDGER_KEY with a long random value.
//   4. Deploy → New deployment → Web app, execute as Me, who has access: Anyone.
//   5. After every change to the code: Deploy → Manage deployments → edit → New version.
//   6. Paste the web app URL (ending in /exec) and the key into the tool's Admin → Booking ledger.
//   7. Publish only the partner tab of the partner sheet, never the whole document.
// Services used, and nothing else: SpreadsheetApp, LockService, ContentService, PropertiesService,
// Utilities, Logger.

var LEDGER_TAB = 'Bookings'
var LEDGER_HEADER = [
  'Booking ID',
  'Booked At',
  'Setter',
  'Partner',
  'Service',
  'ZIP',
  'Garage Size',
  'Lead Name',
  'Lead Phone',
  'Status',
]
var COLUMN = {
  id: 0,
  bookedAt: 1,
  setter: 2,
  partner: 3,
  service: 4,
  zip: 5,
  garageSize: 6,
  leadName: 7,
  leadPhone: 8,
  status: 9,
}
var TEXT_FIELDS = ['id', 'bookedAt', 'setter', 'partner', 'service', 'zip', 'garageSize', 'leadName', 'leadPhone']
var MAX_BOOKINGS_PER_REQUEST = 200
var MAX_FIELD_LENGTH = 500
var LOCK_WAIT_MS = 10000

function doPost(e) {
  var request = parseRequest(e)
  if (!request) return answer({ ok: false, error: 'bad-request' })
  if (!keyMatches(request.key)) return answer({ ok: false, error: 'bad-key' })
  if (request.action === 'check') return answer({ ok: true })
  if (request.action === 'book') return book(request.bookings)
  if (request.action === 'list') return list(request.since)
  return answer({ ok: false, error: 'bad-request' })
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

function book(bookings) {
  if (!Array.isArray(bookings) || bookings.length === 0 || bookings.length > MAX_BOOKINGS_PER_REQUEST) {
    return answer({ ok: false, error: 'bad-request' })
  }
  var lock = LockService.getScriptLock()
  try {
    lock.waitLock(LOCK_WAIT_MS)
  } catch (error) {
    return answer({ ok: false, error: 'busy' })
  }
  try {
    // Read inside the lock: another request may have written these ids a moment ago.
    var sheet = bookingsSheet()
    var known = bookedIds(sheet)
    var saved = []
    var duplicates = []
    var rejected = []
    var rows = []
    for (var i = 0; i < bookings.length; i++) {
      var booking = bookings[i]
      var reason = whyRejected(booking)
      var id = booking && typeof booking.id === 'string' ? booking.id : ''
      if (reason) rejected.push({ id: id, reason: reason })
      else if (known[id]) duplicates.push(id)
      else {
        known[id] = true
        saved.push(id)
        rows.push(rowOf(booking))
      }
    }
    // appendRow grows the sheet; a range below its last row (1,000 in a new sheet) would not exist.
    for (var r = 0; r < rows.length; r++) sheet.appendRow(rows[r])
    SpreadsheetApp.flush()
    return answer({ ok: true, saved: saved, duplicates: duplicates, rejected: rejected })
  } finally {
    lock.releaseLock()
  }
}

function whyRejected(booking) {
  if (!booking || typeof booking !== 'object') return 'not a booking'
  if (typeof booking.id !== 'string' || booking.id.trim() === '') return 'missing id'
  if (typeof booking.bookedAt !== 'string' || booking.bookedAt.trim() === '') return 'missing bookedAt'
  if (isNaN(new Date(booking.bookedAt).getTime())) return 'bookedAt is not a date'
  if (typeof booking.partner !== 'string' || booking.partner.trim() === '') return 'missing partner'
  for (var i = 0; i < TEXT_FIELDS.length; i++) {
    var value = booking[TEXT_FIELDS[i]]
    if (value !== undefined && typeof value !== 'string') return TEXT_FIELDS[i] + ' is not text'
    if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH) return TEXT_FIELDS[i] + ' is too long'
  }
  return ''
}

/** Every cell is written as text: Sheets would read `02134` as a number and `=…` or `+1 715…` as a formula. */
function rowOf(booking) {
  var row = []
  for (var i = 0; i < LEDGER_HEADER.length; i++) row.push('')
  for (var f = 0; f < TEXT_FIELDS.length; f++) {
    var value = booking[TEXT_FIELDS[f]]
    row[COLUMN[TEXT_FIELDS[f]]] = typeof value === 'string' && value !== '' ? "'" + value.trim() : ''
  }
  return row
}

function bookingsSheet() {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  var sheet = spreadsheet.getSheetByName(LEDGER_TAB)
  if (!sheet) sheet = spreadsheet.insertSheet(LEDGER_TAB)
  if (sheet.getLastRow() === 0) {
    sheet.appendRow(LEDGER_HEADER)
    sheet.setFrozenRows(1)
  }
  return sheet
}

function bookedIds(sheet) {
  var ids = {}
  var last = sheet.getLastRow()
  if (last < 2) return ids
  var cells = sheet.getRange(2, COLUMN.id + 1, last - 1, 1).getDisplayValues()
  for (var i = 0; i < cells.length; i++) if (cells[i][0] !== '') ids[cells[i][0]] = true
  return ids
}

function list(since) {
  var from = typeof since === 'string' ? new Date(since) : null
  if (!from || isNaN(from.getTime())) return answer({ ok: false, error: 'bad-request' })
  var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(LEDGER_TAB)
  if (!sheet) return answer({ ok: true, bookings: [] })
  var range = sheet.getDataRange()
  var values = range.getValues()
  var shown = range.getDisplayValues()
  var bookings = []
  for (var r = 1; r < values.length; r++) {
    var bookedAt = isoTime(values[r][COLUMN.bookedAt], shown[r][COLUMN.bookedAt])
    if (shown[r][COLUMN.id] === '' || !bookedAt || new Date(bookedAt) < from) continue
    // The lead's name and phone never leave the spreadsheet.
    bookings.push({
      id: shown[r][COLUMN.id],
      bookedAt: bookedAt,
      partner: shown[r][COLUMN.partner] || '',
      service: shown[r][COLUMN.service] || '',
      zip: shown[r][COLUMN.zip] || '',
      garageSize: shown[r][COLUMN.garageSize] || '',
      status: shown[r][COLUMN.status] || '',
    })
  }
  return answer({ ok: true, bookings: bookings })
}

/** A Booked At cell as ISO time: text as the tool wrote it, or a date cell the owner typed or reformatted. */
function isoTime(value, shown) {
  var date = Object.prototype.toString.call(value) === '[object Date]' ? value : new Date(String(shown))
  return isNaN(date.getTime()) ? '' : date.toISOString()
}
