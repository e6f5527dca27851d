/** @OnlyCurrentDoc */
// The booking ledger: a web app bound to the agency's private ledger spreadsheet. The setter tool POSTs
// text/plain JSON; every answer is JSON, since a web app cannot set a status code. It saves each booked quote
// as a row of the Bookings tab and emails the quote to the partner, at the partner sheet's address (never one a
// request names). Contract: docs/ledger-contract.md.
// Owner's setup (also in the README):
//   1. Create a private spreadsheet (share it with no one), then from it: Extensions → Apps Script, so the
//      script is bound to it. Paste ledger.js, and appsscript.json (Project Settings → show the manifest).
//   2. Project Settings → Script Properties: LEDGER_KEY (required), the owner's key, long and random;
//      PARTNER_SHEET_URL (required to email quotes), the partner sheet's published CSV URL, the one the tool
//      loads; REPLY_TO (optional, the address partners' replies go to) and AGENCY_NAME (optional, the sender
//      name the partner sees).
//   3. In the editor, choose the function `authorize` and Run it once, and again after every update. Google
//      asks for every permission at once: tick Select all, then Continue. "Google hasn't verified this app" →
//      Advanced → Go to {project name} (unsafe).
//   4. Deploy → New deployment → Web app: Execute as: Me; Who has access: Anyone (not "Anyone with Google
//      account", which would answer the tool with a sign-in page).
//   5. After every change to the code: Deploy → Manage deployments → edit → Version: New version.
//   6. Paste the web app URL (ending in /exec) and the key into the tool's Admin → Booking ledger; `check`
//      makes the Setters tab (Setter, Key, Active).
//   7. A key per setter: one row each in the Setters tab, a key of at least 20 characters, Active `yes`; put
//      each setter's own key on their device; then change LEDGER_KEY, so old devices can no longer act as
//      the owner. Active anything else turns a key off.
//   8. Publish only the partner tab of the partner sheet, never the whole document.
// Google's daily email limits: 100 recipients a day on a gmail.com account, 1,500 on Google Workspace.
//   9. Optional: AGENCY_TIME_ZONE, the IANA zone of the agency's week (the tool's VITE_AGENCY_TIME_ZONE); the
//      script's own zone when unset. LINK_SECRET is made by `authorize`; change it to cut off every old link.
//  10. The lead queue (version 5): `check` makes the Leads, Attempts and Do Not Call tabs. Connect the lead sources
//      (a form integration or an automation) to append rows to Leads with your own Google account.
// Services used, and nothing else: SpreadsheetApp, LockService, ContentService, HtmlService, PropertiesService,
// Utilities, Session, Logger, MailApp, UrlFetchApp, CacheService, ScriptApp. The script logs nothing about leads.

// The doors: Google offers every top-level function whose name does not end in _ to google.script.run on the
// pages doGet serves, to the editor's Run menu and to triggers. These four are the only ones; the rest of the
// script lives in the closure below, which nothing else can reach.
function doGet(e) {
  return Ledger_.doGet(e)
}

function doPost(e) {
  return Ledger_.doPost(e)
}

/** Run from the editor after each update: Google asks for every permission at once (tick Select all). */
function authorize() {
  Ledger_.authorize()
}

function askFromLink(request) {
  return Ledger_.askFromLink(request)
}

var Ledger_ = (function () {
  var LEDGER_SCRIPT_VERSION = 6
  /** The first version whose LINK_SECRET no page could read. */
  var SECRET_SINCE_VERSION = 6
  var LEDGER_TAB = 'Bookings'
  var SETTERS_TAB = 'Setters'
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
    ['refundReason', 'Refund Reason'],
    ['refundNote', 'Refund Note'],
    ['refundAskedAt', 'Refund Asked At'],
    ['noShowReportedAt', 'No-show Reported At'],
    ['noShowNote', 'No-show Note'],
    ['refundDecision', 'Refund Decision'],
    ['refundDecidedAt', 'Refund Decided At'],
    ['refundWhy', 'Refund Why'],
    ['refundEmailStatus', 'Refund Email Status'],
  ]
  var SETTER_COLUMNS = [
    ['setter', 'Setter'],
    ['key', 'Key'],
    ['active', 'Active'],
  ]
  /** The fields a booking may carry, all text; `partnerEmail` is still accepted from older tools, never used. */
  var REQUEST_FIELDS = [
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
  /** The fields a new row takes from the request. */
  var BOOKING_FIELDS = REQUEST_FIELDS.slice(0, REQUEST_FIELDS.length - 1)
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
    'refundDecision',
    'refundDecidedAt',
    'refundReason',
  ]
  var MAX_BOOKINGS_PER_REQUEST = 200
  var MAX_IDS_PER_REQUEST = 200
  var MAX_FIELD_LENGTH = 500
  var MAX_ADDRESSES = 5
  var MAX_SUBJECT_LENGTH = 250
  var MIN_SETTER_KEY_LENGTH = 20
  /** What a setter's key may ask; every other action is the owner's. */
  var SETTER_ACTIONS = ['check', 'book', 'list', 'queue', 'claim', 'outcome']
  var LOCK_WAIT_MS = 10000
  /** An execution lives at most 6 minutes: a request claims no email after this, so the last one has time to go. */
  var CLAIM_WINDOW_MS = 4 * 60 * 1000
  /** A `Sending since` mark older than this was left by an execution that stopped: the email may have gone. */
  var SENDING_STALE_MS = 10 * 60 * 1000
  var WAITING = 'Waiting to send'
  var SENDING_MARK = 'Sending since '
  var BEING_SENT = 'being sent'
  var MAY_HAVE_BEEN_SENT = 'may have been sent: check the Sent folder'
  var NOT_IN_PARTNER_SHEET = 'partner not in the partner sheet'
  var PARTNER_SHEET_UNREADABLE = 'could not read the partner sheet'
  var NO_PARTNER_SHEET_URL = 'the script has no PARTNER_SHEET_URL'
  var DAILY_LIMIT = 'daily email limit reached'
  /** The partner sheet's headers the script reads (SPEC.md's aliases, as src/sheet/headers.ts matches them). */
  var PARTNER_SHEET_HEADERS = {
    ':company_name': 'name',
    ':company name': 'name',
    ':quote email': 'quote',
    ':quote_email': 'quote',
    ':email': 'email',
  }
  var PARTNER_CACHE_KEY = 'partner-sheet'
  var PARTNER_CACHE_SECONDS = 600
  /** Characters per cached piece, the text being ASCII: under the cache's limit of 100 KB a value. */
  var CACHE_PIECE_LENGTH = 90000
  var MAX_CACHE_PIECES = 100
  var TERMS_LINE =
    'Charges apply weekly for the quotes delivered the prior week. ' +
    'Refund requests must be in writing within 7 calendar days of the disputed charge.'

  function doPost(e) {
    var started = Date.now()
    var request = parseRequest(e)
    if (!request) return answer({ ok: false, error: 'bad-request' })
    var spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
    var caller = callerOf(request.key, spreadsheet)
    if (!caller) return answer({ ok: false, error: 'bad-key' })
    if (!spreadsheet) return answer({ ok: false, error: 'no-spreadsheet' })
    var action = request.action
    if (caller.role === 'setter' && SETTER_ACTIONS.indexOf(action) < 0)
      return answer({ ok: false, error: 'owner-only' })
    if (action === 'check') return answer(check(spreadsheet, caller, request.webAppUrl))
    if (action === 'book') return answer(book(spreadsheet, caller, request.bookings, started))
    if (action === 'deliver') return answer(deliver(spreadsheet, request.ids, request.resend === true, started))
    if (action === 'list') return answer(list(spreadsheet, request.since, request.until))
    if (action === 'refunds') return answer(refunds(spreadsheet, request.since, request.until))
    if (action === 'decide') return answer(decide(spreadsheet, request))
    if (action === 'queue') return answer(queue(spreadsheet))
    if (action === 'claim') return answer(claimLead(spreadsheet, caller, request))
    if (action === 'outcome') return answer(recordOutcome(spreadsheet, caller, request))
    if (action === 'leadStats') return answer(leadStats(spreadsheet, request.weeks))
    return answer({ ok: false, error: 'bad-request' })
  }

  function authorize() {
    ScriptApp.requireAllScopes(ScriptApp.AuthMode.FULL)
    var spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
    var quota = MailApp.getRemainingDailyQuota()
    var properties = PropertiesService.getScriptProperties()
    // Before version 6 any page could read LINK_SECRET: the first run on 6 makes a new one, later runs keep it.
    if (
      Number(properties.getProperty('LINK_SECRET_SINCE')) < SECRET_SINCE_VERSION ||
      !properties.getProperty('LINK_SECRET')
    ) {
      // Two random UUIDs: far more than enough to guess no link.
      properties.setProperty('LINK_SECRET', Utilities.getUuid() + Utilities.getUuid())
      properties.setProperty('LINK_SECRET_SINCE', String(SECRET_SINCE_VERSION))
    }
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

  function isoNow() {
    return new Date().toISOString()
  }

  // ---- Keys: the owner's LEDGER_KEY, or a setter's from the Setters tab ----

  /** {role: 'owner'} for LEDGER_KEY, {role: 'setter', setter} for an active setter's key, else null. */
  function callerOf(given, spreadsheet) {
    var ownerKey = PropertiesService.getScriptProperties().getProperty('LEDGER_KEY')
    if (!ownerKey || typeof given !== 'string') return null
    if (sameKey(given, ownerKey)) return { role: 'owner', setter: '' }
    if (given.length < MIN_SETTER_KEY_LENGTH || !spreadsheet) return null
    var sheet = spreadsheet.getSheetByName(SETTERS_TAB)
    var setter = sheet ? setterWithKey(sheet, given) : ''
    return setter ? { role: 'setter', setter: setter } : null
  }

  /** Compares every character given, so the time taken says nothing about how much of a key was right. */
  function sameKey(given, key) {
    var difference = given.length ^ key.length
    for (var i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ (key.charCodeAt(i) | 0)
    return difference === 0 && key.length > 0
  }

  /** The name of the active setter whose key this is, or ''; reads the header and 3 cells a setter row. */
  function setterWithKey(sheet, given) {
    var tab = columnsOf(sheet, SETTER_COLUMNS)
    var c = tab.columns
    var count = sheet.getLastRow() - 1
    if (!c.setter || !c.key || !c.active || count < 1) return ''
    var names = sheet.getRange(2, c.setter, count, 1).getValues()
    var keys = sheet.getRange(2, c.key, count, 1).getValues()
    var active = sheet.getRange(2, c.active, count, 1).getValues()
    var found = ''
    for (var i = 0; i < count; i++) {
      var key = cellText(keys[i][0]).trim()
      // Every row is compared, whatever matched before it.
      var matches = sameKey(given, key)
      var name = cellText(names[i][0]).trim()
      if (matches && !found && key.length >= MIN_SETTER_KEY_LENGTH && isActive(active[i][0]) && name) found = name
    }
    return found
  }

  /** `yes`, `TRUE` or a ticked checkbox; anything else turns the key off. */
  function isActive(value) {
    if (value === true) return true
    var text = cellText(value).trim().toLowerCase()
    return text === 'yes' || text === 'true'
  }

  // ---- Tabs: columns found by header text, ignoring case and spaces ----

  function headerKey(text) {
    return String(text).toLowerCase().replace(/\s+/g, '')
  }

  /** field → 1-based column of `definitions` ([field, header] pairs); the first of two same-named columns wins. */
  function columnsOf(sheet, definitions) {
    var columns = {}
    var width = sheet.getLastColumn()
    if (sheet.getLastRow() === 0 || width === 0) return { columns: columns, width: 0 }
    var header = sheet.getRange(1, 1, 1, width).getValues()[0]
    var byKey = {}
    for (var c = 0; c < header.length; c++) {
      var key = ':' + headerKey(cellText(header[c]))
      if (key !== ':' && !byKey[key]) byKey[key] = c + 1
    }
    for (var i = 0; i < definitions.length; i++) {
      var column = byKey[':' + headerKey(definitions[i][1])]
      if (column) columns[definitions[i][0]] = column
    }
    return { columns: columns, width: width }
  }

  /** Opens or creates a tab and adds any missing column at the right end of its header. Inside the lock only. */
  function openTab(spreadsheet, name, definitions) {
    var sheet = spreadsheet.getSheetByName(name) || spreadsheet.insertSheet(name)
    var found = columnsOf(sheet, definitions)
    var missing = []
    for (var i = 0; i < definitions.length; i++) if (!found.columns[definitions[i][0]]) missing.push(i)
    if (missing.length > 0) {
      var first = found.width + 1
      var needed = first + missing.length - 1 - sheet.getMaxColumns()
      if (needed > 0) sheet.insertColumnsAfter(sheet.getMaxColumns(), needed)
      var names = []
      for (var m = 0; m < missing.length; m++) {
        names.push(definitions[missing[m]][1])
        found.columns[definitions[missing[m]][0]] = first + m
      }
      sheet.getRange(1, first, 1, names.length).setValues([names])
      found.width = first + names.length - 1
      if (found.width === names.length) sheet.setFrozenRows(1)
    }
    return { sheet: sheet, columns: found.columns, width: found.width }
  }

  function openLedger(spreadsheet) {
    return openTab(spreadsheet, LEDGER_TAB, LEDGER_COLUMNS)
  }

  /** Booking ID → 1-based row, reading only the Booking ID column. */
  function rowsById(ledger) {
    var rows = {}
    var last = ledger.sheet.getLastRow()
    if (last < 2) return rows
    var cells = ledger.sheet.getRange(2, ledger.columns.id, last - 1, 1).getValues()
    for (var i = 0; i < cells.length; i++) {
      var id = cellText(cells[i][0]).trim()
      if (id !== '' && !rows[':' + id]) rows[':' + id] = i + 2
    }
    return rows
  }

  /** A cell as text: a date as ISO, and one leading apostrophe dropped (a Plain text cell keeps the one we wrote). */
  function cellText(value) {
    if (Object.prototype.toString.call(value) === '[object Date]')
      return isNaN(value.getTime()) ? '' : value.toISOString()
    if (value === null || value === undefined) return ''
    var text = String(value)
    return typeof value === 'string' && text.charAt(0) === "'" ? text.slice(1) : text
  }

  /** Every text cell is written with an apostrophe: Sheets would read `02134` as a number and `=…` as a formula. */
  function asText(value) {
    if (typeof value === 'number') return value
    return typeof value === 'string' && value !== '' ? "'" + value : ''
  }

  // ---- Writing to a row that the owner may move (sort, insert, delete) at any moment ----

  /**
   * The cells of the row holding `item.id`: read at `item.row`, and if the id is not there, found again by id
   * (ledger.byId holds the latest Booking ID column read). Updates item.row; null when the id is gone.
   */
  function readRowOf(ledger, item) {
    for (var attempt = 0; attempt < 4; attempt++) {
      if (item.row >= 2 && item.row <= ledger.sheet.getMaxRows()) {
        var cells = ledger.sheet.getRange(item.row, 1, 1, ledger.width).getValues()[0]
        if (cellText(cells[ledger.columns.id - 1]).trim() === item.id) return cells
      }
      if (!findAgain(ledger, item)) return null
    }
    return null
  }

  /** Moves item.row to where its id is now: first by the latest column read, else by reading the column again. */
  function findAgain(ledger, item) {
    var known = ledger.byId[':' + item.id]
    if (known && known !== item.row) {
      item.row = known
      return true
    }
    ledger.byId = rowsById(ledger)
    var row = ledger.byId[':' + item.id]
    if (!row) return false
    item.row = row
    return true
  }

  function idAt(ledger, row) {
    if (row < 2 || row > ledger.sheet.getMaxRows()) return ''
    return cellText(ledger.sheet.getRange(row, ledger.columns.id).getValue()).trim()
  }

  /**
   * Writes `values` (field → value) into the row holding item.id, whose id was just read at item.row; reads the
   * id back after the write, and if the row moved meanwhile, writes again where it is now. Only these cells are
   * written: adjacent ones in one call, so the owner's cells between them are never rewritten.
   */
  function writeToRow(ledger, item, values) {
    for (var attempt = 0; attempt < 4; attempt++) {
      var row = item.row
      writeCells(ledger, row, values)
      var there = idAt(ledger, row)
      if (there === item.id) return true
      if (!findAgain(ledger, item)) return false
      if (values.emailStatus === undefined) continue
      // Moved after the write, the row took the status with it; moved before, the write landed on another row.
      var status = ledger.sheet.getRange(item.row, ledger.columns.emailStatus).getValue()
      if (cellText(status).trim() === values.emailStatus) return true
      if (there !== '') markInDoubt(ledger, { id: there, row: row })
      else writeCells(ledger, row, blanksOf(values))
    }
    return false
  }

  /** The same cells, emptied: what this request wrote into a row without a Booking ID (inserted meanwhile). */
  function blanksOf(values) {
    var blanks = {}
    for (var field in values) blanks[field] = ''
    return blanks
  }

  /**
   * A booking this request may have written on by mistake (the owner sorted between a read and a write): its
   * Email Status becomes a sending mark, `being sent` now and `may have been sent: check the Sent folder` in 10
   * minutes, so that it never reads a wrong `Sent` and is never sent again without the owner's word.
   */
  function markInDoubt(ledger, other) {
    if (idAt(ledger, other.row) !== other.id && !findAgain(ledger, other)) return
    writeCells(ledger, other.row, { emailStatus: SENDING_MARK + isoNow() })
  }

  /** As writeToRow, reading the id back before the write too. */
  function writeToBooking(ledger, item, values) {
    if (idAt(ledger, item.row) !== item.id && !findAgain(ledger, item)) return false
    return writeToRow(ledger, item, values)
  }

  function writeCells(ledger, row, values) {
    var columns = []
    for (var field in values) columns.push([ledger.columns[field], asText(values[field])])
    columns.sort(function (a, b) {
      return a[0] - b[0]
    })
    for (var i = 0; i < columns.length;) {
      var run = [columns[i][1]]
      var j = i + 1
      while (j < columns.length && columns[j][0] === columns[j - 1][0] + 1) run.push(columns[j++][1])
      ledger.sheet.getRange(row, columns[i][0], 1, run.length).setValues([run])
      i = j
    }
  }

  // ---- Email Status ----

  /** `sent`, `waiting`, `sending` (a fresh mark), `stale` (a mark older than 10 minutes) or `other`. */
  function statusKind(text) {
    var status = text.trim()
    var key = headerKey(status)
    if (key === 'sent' || key === 'sentbyhand') return 'sent'
    if (key === headerKey(WAITING)) return 'waiting'
    var mark = /^sending since (.+)$/i.exec(status)
    if (!mark) return 'other'
    var since = new Date(mark[1]).getTime()
    return isNaN(since) || Date.now() - since > SENDING_STALE_MS ? 'stale' : 'sending'
  }

  /** A row's Email Status as `list` shows it: never `Waiting to send` nor a mark, their meaning instead. */
  function shownStatus(text) {
    var kind = statusKind(text)
    if (kind === 'waiting' || kind === 'sending') return BEING_SENT
    if (kind === 'stale') return MAY_HAVE_BEEN_SENT
    return text
  }

  /** A row's Email Status as an answer's fate: `Sent`, or the reason it was not. */
  function storedOutcome(text) {
    var status = text.trim()
    if (statusKind(status) === 'sent') return 'Sent'
    if (status === '') return 'not sent'
    return shownStatus(status)
  }

  function report(id, status, emailed, notEmailed) {
    if (status === 'Sent') emailed.push(id)
    else notEmailed.push({ id: id, reason: status })
  }

  // ---- The partner sheet: where each partner's quote goes (the same rule as src/ledger/quote-recipient.ts) ----

  /** {map, partners} from the partner sheet, or {reason}; `fresh` skips the cache (deliver, check). */
  function partnerSheet(fresh) {
    var url = (PropertiesService.getScriptProperties().getProperty('PARTNER_SHEET_URL') || '').trim()
    if (!url) return { reason: NO_PARTNER_SHEET_URL }
    if (!fresh) {
      var cached = cachedPartners(url)
      if (cached) return cached
    }
    var read = fetchPartners(url)
    if (read.map) cachePartners(url, read)
    return read
  }

  function fetchPartners(url) {
    var response
    try {
      response = UrlFetchApp.fetch(withCacheBuster(url, Date.now()), { muteHttpExceptions: true })
    } catch (error) {
      return { reason: PARTNER_SHEET_UNREADABLE }
    }
    if (response.getResponseCode() !== 200) return { reason: PARTNER_SHEET_UNREADABLE }
    return readPartnerSheet(response.getContentText())
  }

  /** The URL with `cb={now}`, as the tool asks, so no cache between Google and the sheet answers an old copy. */
  function withCacheBuster(url, now) {
    var base = url.split('#')[0]
    var at = base.indexOf('?')
    var kept = []
    var query = at < 0 ? [] : base.slice(at + 1).split('&')
    for (var i = 0; i < query.length; i++) if (query[i] !== '' && query[i].split('=')[0] !== 'cb') kept.push(query[i])
    kept.push('cb=' + now)
    return (at < 0 ? base : base.slice(0, at)) + '?' + kept.join('&')
  }

  /** The partner sheet's CSV as {map, partners}: per partner name, its addresses {a} or why none is usable {r}. */
  function readPartnerSheet(text) {
    var body = String(text).replace(/^\uFEFF/, '')
    if (/^\s*</.test(body) || /<html/i.test(body.slice(0, 1024))) return { reason: PARTNER_SHEET_UNREADABLE }
    var rows
    try {
      rows = Utilities.parseCsv(body)
    } catch (error) {
      return { reason: PARTNER_SHEET_UNREADABLE }
    }
    var headerAt = 0
    while (headerAt < rows.length && rows[headerAt].join('').trim() === '') headerAt++
    if (headerAt === rows.length) return { reason: PARTNER_SHEET_UNREADABLE }
    var columns = { name: [], quote: [], email: [] }
    for (var c = 0; c < rows[headerAt].length; c++) {
      var field = PARTNER_SHEET_HEADERS[':' + rows[headerAt][c].trim().toLowerCase().replace(/\s+/g, ' ')]
      if (field) columns[field].push(c)
    }
    if (columns.name.length === 0) return { reason: PARTNER_SHEET_UNREADABLE }
    var map = {}
    var partners = 0
    for (var r = headerAt + 1; r < rows.length; r++) {
      var key = partnerKey(pick(rows[r], columns.name))
      if (key === '') continue
      var entry = map[':' + key]
      if (entry && entry.a) continue
      var parsed = partnerAddresses(pick(rows[r], columns.quote) || sheetEmail(pick(rows[r], columns.email)))
      if (!entry) partners++
      if (parsed.addresses) map[':' + key] = { a: parsed.addresses }
      else if (!entry) map[':' + key] = { r: parsed.reason }
    }
    return { map: map, partners: partners }
  }

  /** The first non-empty cell of these columns, trimmed (as the tool reads a field fed by several columns). */
  function pick(row, columns) {
    for (var i = 0; i < columns.length; i++) {
      var value = (row[columns[i]] || '').trim()
      if (value) return value
    }
    return ''
  }

  /** Which partner a name means: trimmed, case ignored, inner spaces collapsed. */
  function partnerKey(name) {
    return String(name).trim().toLowerCase().replace(/\s+/g, ' ')
  }

  /** The Email cell as the tool reads it: one plain address (a leading mailto: dropped), else ''. */
  function sheetEmail(text) {
    var value = text.trim()
    if (/^mailto:/i.test(value)) value = value.slice(7).trim()
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return ''
    return /^[^\s@:?#<>"'`\\,;()[\]/]+@[^\s@:?#<>"'`\\,;()[\]/]+\.[^\s@:?#<>"'`\\,;()[\]/]+$/.test(value) ? value : ''
  }

  /** Where a booked partner's quote goes: {addresses} or {reason}. */
  function recipientFor(partners, name) {
    if (partners.reason) return { reason: partners.reason }
    var entry = partners.map[':' + partnerKey(name)]
    if (!entry) return { reason: NOT_IN_PARTNER_SHEET }
    return entry.a ? { addresses: entry.a } : { reason: entry.r }
  }

  /** The map as the cache keeps it: an index naming the URL and its pieces, each under the value limit. */
  function cachePartners(url, read) {
    // Escaped to ASCII, a piece is as many bytes as characters, and no cut falls inside a character.
    var text = JSON.stringify(read.map).replace(/[\u007f-\uffff]/g, function (c) {
      return '\\u' + ('000' + c.charCodeAt(0).toString(16)).slice(-4)
    })
    var count = Math.ceil(text.length / CACHE_PIECE_LENGTH)
    if (count > MAX_CACHE_PIECES) return
    var stamp = Utilities.getUuid()
    var values = {}
    for (var i = 0; i < count; i++)
      values[PARTNER_CACHE_KEY + ':' + stamp + ':' + i] = text.slice(
        i * CACHE_PIECE_LENGTH,
        (i + 1) * CACHE_PIECE_LENGTH,
      )
    values[PARTNER_CACHE_KEY] = JSON.stringify({ url: url, stamp: stamp, pieces: count, partners: read.partners })
    try {
      CacheService.getScriptCache().putAll(values, PARTNER_CACHE_SECONDS)
    } catch (error) {
      // A cache that refuses only means the next request fetches the sheet again.
    }
  }

  /** The cached map for this URL, or null when any piece is missing (the cache may evict items early). */
  function cachedPartners(url) {
    try {
      var cache = CacheService.getScriptCache()
      var index = JSON.parse(cache.get(PARTNER_CACHE_KEY) || 'null')
      if (!index || index.url !== url) return null
      var keys = []
      for (var i = 0; i < index.pieces; i++) keys.push(PARTNER_CACHE_KEY + ':' + index.stamp + ':' + i)
      var pieces = cache.getAll(keys)
      var text = ''
      for (var k = 0; k < keys.length; k++) {
        if (typeof pieces[keys[k]] !== 'string') return null
        text += pieces[keys[k]]
      }
      return { map: JSON.parse(text), partners: index.partners }
    } catch (error) {
      return null
    }
  }

  // ---- check ----

  function check(spreadsheet, caller, webAppUrl) {
    if (caller.role === 'owner' && isWebAppUrl(webAppUrl))
      PropertiesService.getScriptProperties().setProperty('WEB_APP_URL', webAppUrl)
    var counted = withLock(function () {
      var ledger = openLedger(spreadsheet)
      if (caller.role === 'owner') {
        openTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS)
        openTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
        openTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS)
        openTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
      }
      return Object.keys(rowsById(ledger)).length
    })
    if (counted === null) return { ok: false, error: 'busy' }
    var result = {
      ok: true,
      spreadsheet: spreadsheet.getName(),
      bookings: counted,
      version: LEDGER_SCRIPT_VERSION,
      role: caller.role,
    }
    if (caller.role === 'setter') result.setter = caller.setter
    else result.refundLinks = linkSettings() !== null
    result.consent = consent()
    var partners = partnerSheet(true)
    result.partnerSheet = partners.map
      ? { ok: true, partners: partners.partners }
      : { ok: false, reason: partners.reason }
    return result
  }

  function consent() {
    var status = ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL).getAuthorizationStatus()
    return status === ScriptApp.AuthorizationStatus.REQUIRED ? 'missing' : 'complete'
  }

  // ---- book ----

  function book(spreadsheet, caller, bookings, started) {
    if (!Array.isArray(bookings) || bookings.length === 0 || bookings.length > MAX_BOOKINGS_PER_REQUEST) {
      return { ok: false, error: 'bad-request' }
    }
    var checked = []
    var anyValid = false
    for (var i = 0; i < bookings.length; i++) {
      var reason = whyRejected(bookings[i])
      var id = bookings[i] && typeof bookings[i].id === 'string' ? bookings[i].id.trim() : ''
      checked.push({ id: id, reason: reason })
      if (!reason) anyValid = true
    }
    // Fetched before the lock: a fetch may take seconds, and other requests wait for the lock.
    var partners = anyValid ? partnerSheet(false) : null
    var written = withLock(function () {
      var ledger = openLedger(spreadsheet)
      ledger.byId = rowsById(ledger)
      var result = { ledger: ledger, saved: [], duplicates: [], rejected: [], reasons: {}, stored: {}, queue: [] }
      var rows = []
      var inRequest = {}
      for (var b = 0; b < checked.length; b++) {
        var id = checked[b].id
        if (checked[b].reason) result.rejected.push({ id: id, reason: checked[b].reason })
        else if (ledger.byId[':' + id] || inRequest[':' + id]) result.duplicates.push(id)
        else {
          inRequest[':' + id] = true
          var fields = trimmed(bookings[b])
          if (caller.role === 'setter') fields.setter = caller.setter
          var recipient = recipientFor(partners, fields.partner)
          result.saved.push(id)
          result.reasons[':' + id] = recipient.addresses ? BEING_SENT : recipient.reason
          rows.push(rowOf(ledger, fields, recipient))
        }
      }
      // The stored Email Status of the duplicates already in the tab: one cell each; a waiting one is sent below.
      for (var d = 0; d < result.duplicates.length; d++) {
        var dup = result.duplicates[d]
        var row = ledger.byId[':' + dup]
        if (row && !(':' + dup in result.stored)) {
          var status = cellText(ledger.sheet.getRange(row, ledger.columns.emailStatus).getValue()).trim()
          result.stored[':' + dup] = status
          if (statusKind(status) === 'waiting') result.queue.push({ id: dup, row: row, before: BEING_SENT })
        }
      }
      if (rows.length > 0) {
        var sheet = ledger.sheet
        var short = sheet.getLastRow() + rows.length - sheet.getMaxRows()
        if (short > 0) sheet.insertRowsAfter(sheet.getMaxRows(), short)
        // Found just before the write: a row the owner inserted between the two would be written over.
        var first = sheet.getLastRow() + 1
        sheet.getRange(first, 1, rows.length, ledger.width).setValues(rows)
        for (var s = 0; s < result.saved.length; s++) {
          var saved = result.saved[s]
          ledger.byId[':' + saved] = first + s
          if (result.reasons[':' + saved] === BEING_SENT)
            result.queue.push({ id: saved, row: first + s, before: BEING_SENT })
        }
      }
      return result
    })
    if (written === null) return { ok: false, error: 'busy' }

    var outcomes = sendQueue(written.ledger, written.queue, partners, started, function (status) {
      return statusKind(status) === 'waiting'
    })
    var emailed = []
    var notEmailed = []
    var reported = {}
    for (var n = 0; n < written.saved.length; n++) {
      var savedId = written.saved[n]
      reported[':' + savedId] = true
      report(savedId, outcomes[':' + savedId] || written.reasons[':' + savedId], emailed, notEmailed)
    }
    for (var k = 0; k < written.duplicates.length; k++) {
      var duplicate = written.duplicates[k]
      if (reported[':' + duplicate]) continue
      reported[':' + duplicate] = true
      report(
        duplicate,
        outcomes[':' + duplicate] || storedOutcome(written.stored[':' + duplicate] || ''),
        emailed,
        notEmailed,
      )
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

  function whyRejected(booking) {
    if (!booking || typeof booking !== 'object') return 'not a booking'
    if (typeof booking.id !== 'string' || booking.id.trim() === '') return 'missing id'
    if (typeof booking.bookedAt !== 'string' || booking.bookedAt.trim() === '') return 'missing bookedAt'
    if (isNaN(new Date(booking.bookedAt).getTime())) return 'bookedAt is not a date'
    if (typeof booking.partner !== 'string' || booking.partner.trim() === '') return 'missing partner'
    for (var i = 0; i < REQUEST_FIELDS.length; i++) {
      var value = booking[REQUEST_FIELDS[i]]
      if (value !== undefined && typeof value !== 'string') return REQUEST_FIELDS[i] + ' is not text'
      if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH) return REQUEST_FIELDS[i] + ' is too long'
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

  /** A new row as wide as the header: the request's fields, the sheet's address, `Waiting to send` or the reason. */
  function rowOf(ledger, fields, recipient) {
    var row = []
    for (var i = 0; i < ledger.width; i++) row.push('')
    for (var f = 0; f < BOOKING_FIELDS.length; f++)
      row[ledger.columns[BOOKING_FIELDS[f]] - 1] = asText(fields[BOOKING_FIELDS[f]])
    row[ledger.columns.partnerEmail - 1] = asText(recipient.addresses ? recipient.addresses.join(', ') : '')
    row[ledger.columns.emailStatus - 1] = asText(recipient.addresses ? WAITING : recipient.reason)
    return row
  }

  // ---- Sending: each email claimed under the lock just before it goes, its fate written before the next ----

  /**
   * Sends the queued bookings' quotes, one at a time: under the lock, writes the last one's fate, then claims the
   * next whose Email Status `claimable` accepts (marks it `Sending since …`), releases the lock and sends. Claims
   * nothing after CLAIM_WINDOW_MS. Answers id → fate (`Sent` or a reason); an item not reached keeps its `before`.
   */
  function sendQueue(ledger, queue, partners, started, claimable) {
    var outcomes = {}
    var pending = null
    var next = 0
    for (;;) {
      var turn = withLock(function () {
        if (pending) writeFate(ledger, pending)
        pending = null
        while (next < queue.length && Date.now() - started <= CLAIM_WINDOW_MS) {
          var item = queue[next++]
          var claimed = claim(ledger, item, partners, claimable)
          if (claimed.mail) return { claimed: claimed }
          outcomes[':' + item.id] = claimed.outcome
        }
        return { claimed: null }
      })
      if (turn === null) {
        // Not obtained: the row is marked as this request's, so its fate is written anyway; the rest wait.
        if (pending) writeFate(ledger, pending)
        pending = null
      }
      if (!turn || !turn.claimed) break
      var status = send(turn.claimed.mail)
      pending = { item: turn.claimed.item, mail: turn.claimed.mail, status: status, at: isoNow() }
      outcomes[':' + turn.claimed.item.id] = status
    }
    for (var q = next; q < queue.length; q++) outcomes[':' + queue[q].id] = queue[q].before
    return outcomes
  }

  /** Inside the lock: {mail, item} when the row is claimed, else {outcome} (its fate, written when new). */
  function claim(ledger, item, partners, claimable) {
    var cells = readRowOf(ledger, item)
    if (!cells) return { outcome: 'not in the ledger' }
    var c = ledger.columns
    var status = cellText(cells[c.emailStatus - 1]).trim()
    if (!claimable(status)) return { outcome: storedOutcome(status) }
    var fields = {}
    for (var f = 0; f < BOOKING_FIELDS.length; f++)
      fields[BOOKING_FIELDS[f]] = cellText(cells[c[BOOKING_FIELDS[f]] - 1]).trim()
    var recipient = recipientFor(partners, fields.partner)
    var values = {}
    var address = recipient.addresses ? recipient.addresses.join(', ') : ''
    if (cellText(cells[c.partnerEmail - 1]).trim() !== address) values.partnerEmail = address
    var blocked = recipient.addresses ? quotaProblem(recipient.addresses.length) : recipient.reason
    values.emailStatus = blocked || SENDING_MARK + isoNow()
    if (blocked && blocked === status) delete values.emailStatus
    if (!writeToRow(ledger, item, values)) return { outcome: 'not in the ledger' }
    if (blocked) return { outcome: blocked }
    return { item: item, mail: mailOf(fields, recipient.addresses) }
  }

  /** '' when the day's quota covers these recipients, else why the email cannot go now. */
  function quotaProblem(recipients) {
    try {
      return MailApp.getRemainingDailyQuota() < recipients ? DAILY_LIMIT : ''
    } catch (error) {
      return couldNotSend(error)
    }
  }

  /** Writes a sent email's fate into its row: `Sent` with Emailed To and At, or the reason alone. */
  function writeFate(ledger, pending) {
    var values = { emailStatus: pending.status }
    if (pending.status === 'Sent') {
      values.emailedTo = pending.mail.to
      values.emailedAt = pending.at
    }
    writeToBooking(ledger, pending.item, values)
  }

  /** Sends one quote email and answers `Sent` or the reason it was not sent. Outside the lock. */
  function send(mail) {
    try {
      var message = { to: mail.to, subject: mail.subject, body: mail.body }
      var properties = PropertiesService.getScriptProperties()
      var replyTo = properties.getProperty('REPLY_TO')
      var name = properties.getProperty('AGENCY_NAME')
      if (replyTo) message.replyTo = replyTo
      if (name) message.name = name
      MailApp.sendEmail(message)
      return 'Sent'
    } catch (error) {
      return couldNotSend(error)
    }
  }

  function couldNotSend(error) {
    var text = error && error.message ? String(error.message) : String(error)
    return ('could not send: ' + text.replace(/\s+/g, ' ').trim()).slice(0, MAX_FIELD_LENGTH)
  }

  function mailOf(fields, addresses) {
    var links = quoteEmailLinks(fields.id, Date.now())
    return { to: addresses.join(', '), subject: quoteEmailSubject(fields), body: quoteEmailBody(fields, links) }
  }

  // ---- deliver ----

  function deliver(spreadsheet, ids, resend, started) {
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS_PER_REQUEST)
      return { ok: false, error: 'bad-request' }
    for (var i = 0; i < ids.length; i++) if (typeof ids[i] !== 'string') return { ok: false, error: 'bad-request' }
    var claimable = function (status) {
      var kind = statusKind(status)
      return kind === 'waiting' || kind === 'other' || (kind === 'stale' && resend)
    }
    // Read and decide inside the lock; each email is claimed again just before it goes.
    var decided = withLock(function () {
      var ledger = openLedger(spreadsheet)
      ledger.byId = rowsById(ledger)
      var result = { ledger: ledger, order: [], outcomes: {}, queue: [] }
      for (var d = 0; d < ids.length; d++) {
        var id = ids[d].trim()
        if (':' + id in result.outcomes) continue
        result.order.push(id)
        var row = ledger.byId[':' + id]
        if (!row) {
          result.outcomes[':' + id] = 'not in the ledger'
          continue
        }
        var status = cellText(ledger.sheet.getRange(row, ledger.columns.emailStatus).getValue()).trim()
        result.outcomes[':' + id] = storedOutcome(status)
        if (claimable(status)) result.queue.push({ id: id, row: row, before: storedOutcome(status) })
      }
      return result
    })
    if (decided === null) return { ok: false, error: 'busy' }
    // Fresh: the owner has just corrected an address in the partner sheet.
    var partners = decided.queue.length > 0 ? partnerSheet(true) : null
    var outcomes = sendQueue(decided.ledger, decided.queue, partners, started, claimable)
    var emailed = []
    var notEmailed = []
    for (var k = 0; k < decided.order.length; k++) {
      var key = ':' + decided.order[k]
      report(decided.order[k], key in outcomes ? outcomes[key] : decided.outcomes[key], emailed, notEmailed)
    }
    return { ok: true, emailed: emailed, notEmailed: notEmailed }
  }

  // ---- list ----

  function list(spreadsheet, since, until) {
    var from = typeof since === 'string' ? new Date(since).getTime() : NaN
    var upTo =
      until === undefined || until === null ? Infinity : typeof until === 'string' ? new Date(until).getTime() : NaN
    if (isNaN(from) || isNaN(upTo)) return { ok: false, error: 'bad-request' }
    var sheet = spreadsheet.getSheetByName(LEDGER_TAB)
    if (!sheet) return { ok: true, bookings: [] }
    var found = columnsOf(sheet, LEDGER_COLUMNS)
    var c = found.columns
    var last = sheet.getLastRow()
    if (!c.id || !c.bookedAt || last < 2) return { ok: true, bookings: [] }
    var count = last - 1
    var inWindow = function (time) {
      return !isNaN(time) && time >= from && time < upTo
    }
    var booked = timesOf(sheet.getRange(2, c.bookedAt, count, 1).getValues())
    var emailed = c.emailedAt ? timesOf(sheet.getRange(2, c.emailedAt, count, 1).getValues()) : null
    var decided = c.refundDecidedAt ? timesOf(sheet.getRange(2, c.refundDecidedAt, count, 1).getValues()) : null
    var first = -1
    var lastIn = -1
    for (var i = 0; i < count; i++) {
      if (inWindow(booked[i]) || (emailed && inWindow(emailed[i])) || (decided && inWindow(decided[i]))) {
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
      var decidedAt = decided ? decided[first + r] : NaN
      var id = field('id', r)
      if (id === '' || isNaN(at) || !(inWindow(at) || inWindow(sent) || inWindow(decidedAt))) continue
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
        emailStatus: shownStatus(field('emailStatus', r)),
        emailedAt: isNaN(sent) ? '' : new Date(sent).toISOString(),
        refundDecision: refundDecisionOf(field('refundDecision', r)),
        refundDecidedAt: isNaN(decidedAt) ? '' : new Date(decidedAt).toISOString(),
        refundReason: field('refundReason', r),
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
      else if (typeof value === 'string' && cellText(value) !== '') times.push(new Date(cellText(value)).getTime())
      else times.push(NaN)
    }
    return times
  }

  // ---- The quote email (the same text as src/ledger/quote-email.ts) ----

  function shown(value) {
    var text = typeof value === 'string' ? value.trim() : ''
    return text === '' ? '—' : text
  }

  /** `{Service} · {ZIP} · {Appointment Label}`, the service left out when there is none. */
  function quoteSummary(b) {
    var service = typeof b.service === 'string' ? b.service.trim() : ''
    return (service ? service + ' · ' : '') + shown(b.zip) + ' · ' + shown(b.appointmentLabel)
  }

  function quoteEmailSubject(b) {
    return fitMailSubject('New estimate: ' + quoteSummary(b))
  }

  function fitMailSubject(subject) {
    if (subject.length <= MAX_SUBJECT_LENGTH) return subject
    // MailApp refuses a longer subject; never cut between the halves of a surrogate pair.
    var end = MAX_SUBJECT_LENGTH - 1
    if (/[\uD800-\uDBFF]/.test(subject.charAt(end - 1))) end--
    return subject.slice(0, end) + '…'
  }

  /** The quote's lines; `linkLines` (the refund and no-show links) go before the terms line when given. */
  function quoteEmailBody(b, linkLines) {
    var links = linkLines ? linkLines.concat(['']) : []
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
    ]
      .concat(links, [TERMS_LINE])
      .join('\n')
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
      if (!seen[':' + address.toLowerCase()]) {
        seen[':' + address.toLowerCase()] = true
        addresses.push(address)
      }
    }
    if (addresses.length === 0) return { reason: 'no partner email' }
    if (addresses.length > MAX_ADDRESSES) return { reason: 'too many addresses' }
    return { addresses: addresses }
  }

  // ---- Version 4: refund and no-show links (the same rules as src/ledger/refund-windows.ts and refund-links.ts) ----

  var DAY_MS = 24 * 60 * 60 * 1000
  var WINDOW_DAYS = 7
  var ANSWER_BUSINESS_DAYS = 2
  var MAX_NOTE_LENGTH = 500
  var REFUND_REASONS = [
    'Wrong service or outside our area',
    'Duplicate of a lead we already had',
    'Contact details are wrong',
    'Charged twice',
    'Other',
  ]
  var TERMS_REFUND_LINES = [
    'A refund request must be made in writing within 7 calendar days of the disputed charge. Requests made after those 7 calendar days are never honored.',
    'Refunds are granted at the Company’s sole discretion.',
    'Refunds are not given for missed appointments, customer cancellations or calendar malfunctions.',
  ]
  var NO_SHOW_LINE = 'Under the Terms a no-show is not refunded. The agency will try to rebook the homeowner.'
  var NOTE_LABEL = 'Anything the agency should know'
  var LINK_NOT_VALID = 'This link is not valid.'
  var ALREADY_REFUNDED = 'This quote is already refunded.'
  var NOT_YET = 'This appointment has not happened yet.'
  var NO_SHOW_TOO_LATE = 'Too late to report a no-show for this appointment.'
  var CHOOSE_A_REASON = 'Choose one of the reasons.'
  var NOTE_TOO_LONG = 'The note is longer than 500 characters.'
  var LEDGER_BUSY = 'The agency’s ledger is busy. Try again in a minute.'
  var COULD_NOT_SEND = 'Could not send. Try again.'
  var PAGE_TITLES = { refund: 'Ask for a refund', noshow: 'Report a no-show' }
  var PAGE_BUTTONS = { refund: 'Ask for a refund', noshow: 'Report the no-show' }

  /** The agency's zone: AGENCY_TIME_ZONE, else the script's own. */
  function agencyTimeZone() {
    var zone = (PropertiesService.getScriptProperties().getProperty('AGENCY_TIME_ZONE') || '').trim()
    return zone || Session.getScriptTimeZone()
  }

  /** The wall clock in `zone` at `time`, read back as if it were UTC. */
  function wallClock(time, zone) {
    return new Date(Utilities.formatDate(new Date(time), zone, "yyyy-MM-dd'T'HH:mm:ss") + 'Z').getTime()
  }

  /** The local date of `time` as its midnight read as UTC. */
  function localDay(time, zone) {
    return Math.floor(wallClock(time, zone) / DAY_MS) * DAY_MS
  }

  /** The instant the local date `day` (midnight read as UTC) starts in `zone`. */
  function startOfLocalDay(day, zone) {
    // Two passes: the zone's offset at midnight can differ from the offset at the first guess.
    var time = day - (wallClock(day, zone) - day)
    return day - (wallClock(time, zone) - time)
  }

  function agencyWeekStart(time, zone) {
    var day = localDay(time, zone)
    return startOfLocalDay(day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS, zone)
  }

  function nextAgencyWeekStart(time, zone) {
    return agencyWeekStart(agencyWeekStart(time, zone) + 7.5 * DAY_MS, zone)
  }

  /** Midnight at the end of the `days`-th calendar day after the local date of `time`. */
  function endOfDayAfter(time, days, zone) {
    return startOfLocalDay(localDay(time, zone) + (days + 1) * DAY_MS, zone)
  }

  /** `Mon Nov 30`. */
  function agencyDayLabel(time, zone) {
    return Utilities.formatDate(new Date(time), zone, 'EEE MMM d')
  }

  /** The refund window of a quote emailed at `emailedAt`: charged the next agency Monday, 7 calendar days after. */
  function refundDeadline(emailedAt, zone) {
    var chargedAt = nextAgencyWeekStart(emailedAt, zone)
    var closesAt = endOfDayAfter(chargedAt, WINDOW_DAYS, zone)
    return { chargedAt: chargedAt, closesAt: closesAt, lastDay: agencyDayLabel(closesAt - 1, zone) }
  }

  /** `not-yet`, `open` or `closed`: the appointment's start until the end of the 7th calendar day after it. */
  function noShowTiming(appointmentAt, now, zone) {
    if (now < appointmentAt) return 'not-yet'
    return now < endOfDayAfter(appointmentAt, WINDOW_DAYS, zone) ? 'open' : 'closed'
  }

  /** Two business days after `askedAt` (Monday to Friday, no holidays). */
  function refundAnswerDay(askedAt, zone) {
    var businessDays = 0
    var day = askedAt
    for (var daysAfter = 1; businessDays < ANSWER_BUSINESS_DAYS; daysAfter++) {
      day = endOfDayAfter(askedAt, daysAfter - 1, zone)
      // A day around a daylight-saving change is 23 or 25 hours long, so the count since Monday is rounded.
      if (Math.round((day - agencyWeekStart(day, zone)) / DAY_MS) < 5) businessDays++
    }
    return agencyDayLabel(day, zone)
  }

  function isBookingId(text) {
    return typeof text === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text)
  }

  function isLinkToken(text) {
    return typeof text === 'string' && /^[A-Za-z0-9_-]{43}$/.test(text)
  }

  function isRefundReason(text) {
    return typeof text === 'string' && REFUND_REASONS.indexOf(text) >= 0
  }

  /** An https URL ending in /exec, or for tests one on 127.0.0.1. */
  function isWebAppUrl(text) {
    return (
      typeof text === 'string' &&
      text.length <= MAX_FIELD_LENGTH &&
      /^(https:\/\/[^\s?#/]+|http:\/\/127\.0\.0\.1(:\d+)?)\/[^\s?#]*\/exec$/.test(text)
    )
  }

  /** {url, secret} when quote emails may carry links, else null. */
  function linkSettings() {
    var properties = PropertiesService.getScriptProperties()
    var url = properties.getProperty('WEB_APP_URL') || ''
    var secret = properties.getProperty('LINK_SECRET') || ''
    return url && secret ? { url: url, secret: secret } : null
  }

  /** HMAC-SHA256 of `{action}:{id}` under LINK_SECRET, web-safe base64 without padding (43 characters). */
  function linkToken(action, id, secret) {
    var bytes = Utilities.computeHmacSha256Signature(action + ':' + id, secret)
    return Utilities.base64EncodeWebSafe(bytes).replace(/=+$/, '')
  }

  /** The two lines before the terms line, or null while the links cannot be made. */
  function quoteEmailLinks(id, emailedAt) {
    var settings = linkSettings()
    if (!settings || !isBookingId(id)) return null
    var link = function (action) {
      return settings.url + '?' + action + '=' + id + '&t=' + linkToken(action, id, settings.secret)
    }
    return [
      'Ask for a refund by ' + refundDeadline(emailedAt, agencyTimeZone()).lastDay + ': ' + link('refund'),
      'Homeowner did not show up? Tell the agency: ' + link('noshow'),
    ]
  }

  /** The link names this booking and its token is right (compared in constant time). */
  function linkIsValid(action, id, token) {
    var settings = linkSettings()
    if (!settings || !isBookingId(id) || !isLinkToken(token)) return false
    return sameKey(token, linkToken(action, id, settings.secret))
  }

  /** The row's cells as text by field, '' for a column the tab lacks. */
  function fieldsOf(columns, cells) {
    var fields = {}
    for (var i = 0; i < LEDGER_COLUMNS.length; i++) {
      var field = LEDGER_COLUMNS[i][0]
      fields[field] = columns[field] ? cellText(cells[columns[field] - 1]).trim() : ''
    }
    return fields
  }

  function timeOf(text) {
    return text === '' ? NaN : new Date(text).getTime()
  }

  /** Why this link's form is not shown now (the text shown instead), or '' when it is. */
  function linkStateText(action, fields, now, zone) {
    var status = fields.status.toLowerCase()
    if (status === 'refunded' || status === 'cancelled') return ALREADY_REFUNDED
    if (action === 'refund') {
      var asked = timeOf(fields.refundAskedAt)
      if (!isNaN(asked)) return 'A refund was already asked for on ' + agencyDayLabel(asked, zone) + '.'
      var emailed = timeOf(fields.emailedAt)
      if (isNaN(emailed)) return LINK_NOT_VALID
      var deadline = refundDeadline(emailed, zone)
      if (now >= deadline.closesAt)
        return (
          'The refund window for this quote closed on ' +
          deadline.lastDay +
          '. Reply to the quote email to reach the agency.'
        )
      return ''
    }
    var reported = timeOf(fields.noShowReportedAt)
    if (!isNaN(reported)) return 'This no-show was reported on ' + agencyDayLabel(reported, zone) + '.'
    var appointment = timeOf(fields.appointment)
    if (isNaN(appointment)) return LINK_NOT_VALID
    var timing = noShowTiming(appointment, now, zone)
    if (timing === 'not-yet') return NOT_YET
    return timing === 'closed' ? NO_SHOW_TOO_LATE : ''
  }

  /** The booking's fields read without the lock and without writing (a page only shows), or null. */
  function bookingFields(spreadsheet, id) {
    var sheet = spreadsheet ? spreadsheet.getSheetByName(LEDGER_TAB) : null
    if (!sheet) return null
    var found = columnsOf(sheet, LEDGER_COLUMNS)
    if (!found.columns.id) return null
    var row = rowsById({ sheet: sheet, columns: found.columns })[':' + id]
    if (!row) return null
    return fieldsOf(found.columns, sheet.getRange(row, 1, 1, found.width).getValues()[0])
  }

  /** GET: the refund or no-show page. Email scanners open every link, so this only reads. */
  function doGet(e) {
    var parameter = (e && e.parameter) || {}
    var action = typeof parameter.refund === 'string' ? 'refund' : typeof parameter.noshow === 'string' ? 'noshow' : ''
    if (!action) return linkPage('refund', null, LINK_NOT_VALID, '')
    var id = parameter[action]
    var token = parameter.t
    var fields = linkIsValid(action, id, token) ? bookingFields(SpreadsheetApp.getActiveSpreadsheet(), id) : null
    if (!fields) return linkPage(action, null, LINK_NOT_VALID, '')
    return linkPage(action, fields, linkStateText(action, fields, Date.now(), agencyTimeZone()), token)
  }

  function escapeHtml(text) {
    return String(text)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
  }

  /** The page: the quote (no lead details), then the state's text, or the form when `stateText` is ''. */
  function linkPage(action, fields, stateText, token) {
    var title = PAGE_TITLES[action]
    var html = ['<style>' + PAGE_STYLE + '</style>', '<main id="page">', '<h1>' + escapeHtml(title) + '</h1>']
    if (fields) {
      html.push('<dl>')
      var shownFields = [
        ['Service', fields.service],
        ['ZIP', fields.zip],
        ['Appointment', fields.appointmentLabel],
        ['Booking ID', fields.id],
      ]
      for (var i = 0; i < shownFields.length; i++)
        html.push('<dt>' + shownFields[i][0] + '</dt><dd>' + escapeHtml(shown(shownFields[i][1])) + '</dd>')
      html.push('</dl>')
    }
    if (stateText) html.push('<p id="answer" role="status">' + escapeHtml(stateText) + '</p>')
    else html.push(linkForm(action, fields.id, token))
    html.push('</main>')
    return HtmlService.createHtmlOutput(html.join('\n'))
      .setTitle(title)
      .addMetaTag('viewport', 'width=device-width, initial-scale=1')
  }

  var PAGE_STYLE =
    'body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:40rem;line-height:1.5}' +
    'dt{font-weight:600}dd{margin:0 0 .5rem}fieldset{border:0;padding:0}label{display:block}' +
    'textarea{width:100%;min-height:6rem}button{font-size:1rem;padding:.5rem 1rem}'

  function linkForm(action, id, token) {
    var html = ['<form id="ask">']
    if (action === 'refund') {
      html.push('<blockquote>')
      for (var t = 0; t < TERMS_REFUND_LINES.length; t++) html.push('<p>' + escapeHtml(TERMS_REFUND_LINES[t]) + '</p>')
      html.push('</blockquote>', '<fieldset><legend>Reason</legend>')
      for (var r = 0; r < REFUND_REASONS.length; r++)
        html.push(
          '<label><input type="radio" name="reason" value="' +
            escapeHtml(REFUND_REASONS[r]) +
            '"> ' +
            escapeHtml(REFUND_REASONS[r]) +
            '</label>',
        )
      html.push('</fieldset>')
    } else html.push('<p>' + escapeHtml(NO_SHOW_LINE) + '</p>')
    html.push(
      '<label for="note">' + NOTE_LABEL + '</label>',
      '<textarea id="note" name="note" maxlength="' + MAX_NOTE_LENGTH + '"></textarea>',
      '<button type="submit">' + escapeHtml(PAGE_BUTTONS[action]) + '</button>',
      '<p id="problem" role="alert"></p>',
      '</form>',
    )
    var link = JSON.stringify({ action: action, id: id, t: token }).replace(/</g, '\\u003c')
    html.push('<script>(' + String(pageScript) + ')(' + link + ',' + JSON.stringify(COULD_NOT_SEND) + ')</script>')
    return html.join('\n')
  }

  /** Runs in the page: sends the form through google.script.run and shows the answer's text in its place. */
  function pageScript(link, couldNotSend) {
    var form = document.getElementById('ask')
    var button = form.querySelector('button')
    var problem = document.getElementById('problem')
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var chosen = form.querySelector('input[name="reason"]:checked')
      button.disabled = true
      problem.textContent = ''
      google.script.run
        .withSuccessHandler(function (answer) {
          if (answer.retry) {
            button.disabled = false
            problem.textContent = answer.text
            return
          }
          var shownAnswer = document.createElement('p')
          shownAnswer.id = 'answer'
          shownAnswer.setAttribute('role', 'status')
          shownAnswer.textContent = answer.text
          form.replaceWith(shownAnswer)
        })
        .withFailureHandler(function () {
          button.disabled = false
          problem.textContent = couldNotSend
        })
        .askFromLink({
          action: link.action,
          id: link.id,
          t: link.t,
          reason: chosen ? chosen.value : '',
          note: document.getElementById('note').value,
        })
    })
  }

  /**
   * The pages' button, through google.script.run: checks the link, the window, the reason and the note again,
   * under the lock, at the row that holds the Booking ID; answers {ok, text} (`retry` when the form may be fixed).
   */
  function askFromLink(request) {
    var asked = request && typeof request === 'object' ? request : {}
    var action = asked.action === 'refund' || asked.action === 'noshow' ? asked.action : ''
    if (!action || !linkIsValid(action, asked.id, asked.t)) return { ok: false, text: LINK_NOT_VALID }
    if (action === 'refund' && !isRefundReason(asked.reason)) return { ok: false, retry: true, text: CHOOSE_A_REASON }
    var note = asked.note === undefined || asked.note === null ? '' : asked.note
    if (typeof note !== 'string' || note.length > MAX_NOTE_LENGTH)
      return { ok: false, retry: true, text: NOTE_TOO_LONG }
    var spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
    if (!spreadsheet) return { ok: false, text: LINK_NOT_VALID }
    var answered = withLock(function () {
      var ledger = openLedger(spreadsheet)
      ledger.byId = rowsById(ledger)
      var item = { id: asked.id, row: ledger.byId[':' + asked.id] || 0 }
      var cells = item.row ? readRowOf(ledger, item) : null
      if (!cells) return { ok: false, text: LINK_NOT_VALID }
      var now = Date.now()
      var zone = agencyTimeZone()
      var refused = linkStateText(action, fieldsOf(ledger.columns, cells), now, zone)
      if (refused) return { ok: false, text: refused }
      var at = new Date(now).toISOString()
      var values =
        action === 'refund'
          ? { refundReason: asked.reason, refundNote: note.trim(), refundAskedAt: at }
          : { noShowReportedAt: at, noShowNote: note.trim() }
      if (!writeToRow(ledger, item, values)) return { ok: false, text: LINK_NOT_VALID }
      if (action === 'noshow') return { ok: true, text: 'Thank you. The agency will call the homeowner.' }
      return { ok: true, text: 'Thank you. The agency will answer by email by ' + refundAnswerDay(now, zone) + '.' }
    })
    return answered === null ? { ok: false, retry: true, text: LEDGER_BUSY } : answered
  }

  // ---- refunds and decide (owner-only) ----

  var NO_SHOW_PERIOD_MS = 28 * DAY_MS
  var REFUND_FIELDS = [
    'id',
    'partner',
    'zip',
    'service',
    'appointment',
    'appointmentLabel',
    'emailStatus',
    'refundReason',
    'refundNote',
    'refundAskedAt',
    'noShowReportedAt',
    'refundDecision',
    'refundDecidedAt',
    'refundWhy',
    'refundEmailStatus',
  ]

  /** `Approved`, `Declined` or '': the cell as the answers name it. */
  function refundDecisionOf(text) {
    var key = headerKey(text)
    return key === 'approved' ? 'Approved' : key === 'declined' ? 'Declined' : ''
  }

  /** The open requests with their notes, the decisions of the weeks asked, and the appointments of the last 28 days. */
  function refunds(spreadsheet, since, until) {
    var from = typeof since === 'string' ? new Date(since).getTime() : NaN
    var upTo =
      until === undefined || until === null ? Infinity : typeof until === 'string' ? new Date(until).getTime() : NaN
    if (isNaN(from) || isNaN(upTo)) return { ok: false, error: 'bad-request' }
    var result = { ok: true, version: LEDGER_SCRIPT_VERSION, open: [], decided: [], appointments: [] }
    var sheet = spreadsheet.getSheetByName(LEDGER_TAB)
    if (!sheet) return result
    var c = columnsOf(sheet, LEDGER_COLUMNS).columns
    var count = sheet.getLastRow() - 1
    if (!c.id || count < 1) return result
    var cells = {}
    for (var f = 0; f < REFUND_FIELDS.length; f++) {
      var column = c[REFUND_FIELDS[f]]
      cells[REFUND_FIELDS[f]] = column ? sheet.getRange(2, column, count, 1).getValues() : null
    }
    var now = Date.now()
    for (var r = 0; r < count; r++) {
      var row = {}
      for (var k = 0; k < REFUND_FIELDS.length; k++)
        row[REFUND_FIELDS[k]] = cells[REFUND_FIELDS[k]] ? cellText(cells[REFUND_FIELDS[k]][r][0]).trim() : ''
      if (row.id === '') continue
      var quote = {
        id: row.id,
        partner: row.partner,
        zip: row.zip,
        service: row.service,
        appointmentLabel: row.appointmentLabel,
        reason: row.refundReason,
        note: row.refundNote,
      }
      var askedAt = timeOf(row.refundAskedAt)
      var decision = refundDecisionOf(row.refundDecision)
      var decidedAt = timeOf(row.refundDecidedAt)
      if (!isNaN(askedAt) && decision === '') {
        quote.askedAt = new Date(askedAt).toISOString()
        result.open.push(quote)
      } else if (!isNaN(decidedAt) && decidedAt >= from && decidedAt < upTo) {
        quote.why = row.refundWhy
        quote.decision = decision
        quote.decidedAt = new Date(decidedAt).toISOString()
        quote.refundEmailStatus = shownStatus(row.refundEmailStatus)
        result.decided.push(quote)
      }
      var appointment = timeOf(row.appointment)
      if (!isNaN(appointment) && appointment >= now - NO_SHOW_PERIOD_MS && appointment < now) {
        var reported = timeOf(row.noShowReportedAt)
        result.appointments.push({
          partner: row.partner,
          appointment: row.appointment,
          emailStatus: shownStatus(row.emailStatus),
          noShowReportedAt: isNaN(reported) ? '' : new Date(reported).toISOString(),
        })
      }
    }
    result.open.sort(function (a, b) {
      return a.askedAt < b.askedAt ? -1 : a.askedAt > b.askedAt ? 1 : 0
    })
    return result
  }

  /** Why a decide request cannot be taken as it is, or ''. */
  function whyBadDecide(request) {
    if (typeof request.id !== 'string' || request.id.trim() === '' || request.id.length > MAX_FIELD_LENGTH)
      return 'id is not a Booking ID'
    if (request.decision !== 'approve' && request.decision !== 'decline') return 'decision is not approve or decline'
    if (request.why !== undefined && typeof request.why !== 'string') return 'why is not text'
    if (typeof request.why === 'string' && request.why.length > MAX_NOTE_LENGTH) return 'why is too long'
    return ''
  }

  /** Writes the owner's decision, then emails it to the quote's Emailed To and writes its fate. */
  function decide(spreadsheet, request) {
    var bad = whyBadDecide(request)
    if (bad) return { ok: false, error: 'bad-request', reason: bad }
    var id = request.id.trim()
    var decision = request.decision === 'approve' ? 'Approved' : 'Declined'
    var why = typeof request.why === 'string' ? request.why.trim() : ''
    var taken = withLock(function () {
      var ledger = openLedger(spreadsheet)
      ledger.byId = rowsById(ledger)
      var item = { id: id, row: ledger.byId[':' + id] || 0 }
      var cells = item.row ? readRowOf(ledger, item) : null
      if (!cells) return { error: 'not-found' }
      var fields = fieldsOf(ledger.columns, cells)
      if (refundDecisionOf(fields.refundDecision) !== '') return { error: 'already-decided' }
      if (isNaN(timeOf(fields.refundAskedAt))) return { error: 'no-request' }
      var recipients = partnerAddresses(fields.emailedTo)
      var blocked = recipients.addresses ? quotaProblem(recipients.addresses.length) : recipients.reason
      var values = {
        refundDecision: decision,
        refundDecidedAt: isoNow(),
        refundWhy: why,
        refundEmailStatus: blocked || SENDING_MARK + isoNow(),
      }
      if (decision === 'Approved') values.status = 'Refunded'
      if (!writeToRow(ledger, item, values)) return { error: 'not-found' }
      var email = { decision: decision, reason: fields.refundReason, why: why }
      for (var f = 0; f < BOOKING_FIELDS.length; f++) email[BOOKING_FIELDS[f]] = fields[BOOKING_FIELDS[f]]
      var mail = blocked
        ? null
        : { to: recipients.addresses.join(', '), subject: refundEmailSubject(email), body: refundEmailBody(email) }
      return { ledger: ledger, item: item, mail: mail, status: blocked }
    })
    if (taken === null) return { ok: false, error: 'busy' }
    if (taken.error) return { ok: false, error: taken.error }
    var status = taken.status
    if (taken.mail) {
      status = send(taken.mail)
      // Written even without the lock: the row is marked as this request's.
      var written = withLock(function () {
        return writeToBooking(taken.ledger, taken.item, { refundEmailStatus: status })
      })
      if (written === null) writeToBooking(taken.ledger, taken.item, { refundEmailStatus: status })
    }
    return { ok: true, decision: decision, refundEmailStatus: shownStatus(status) }
  }

  // ---- The decision email (the same text as src/ledger/refund-email.ts) ----

  function refundEmailSubject(b) {
    return fitMailSubject('Refund ' + (b.decision === 'Approved' ? 'approved' : 'declined') + ': ' + quoteSummary(b))
  }

  function refundEmailBody(b) {
    return [
      'The agency ' + (b.decision === 'Approved' ? 'approved' : 'declined') + ' your refund request for this quote.',
      '',
      'Quote: ' + quoteSummary(b),
      'Reason: ' + shown(b.reason),
      'Why: ' + shown(b.why),
      'Booking ID: ' + shown(b.id),
    ].join('\n')
  }

  // ---- Version 5: the lead queue (issue 45; the same rules as src/lead-queue/, one table runs both) ----

  var LEADS_TAB = 'Leads'
  var ATTEMPTS_TAB = 'Attempts'
  var DO_NOT_CALL_TAB = 'Do Not Call'
  /** The sources fill the first ten; the script keeps the rest. */
  var LEAD_COLUMNS = [
    ['receivedAt', 'Received At'],
    ['name', 'Name'],
    ['phone', 'Phone'],
    ['email', 'Email'],
    ['address', 'Address'],
    ['zip', 'ZIP'],
    ['service', 'Service'],
    ['garageSize', 'Garage Size'],
    ['source', 'Source'],
    ['notes', 'Notes'],
    ['leadId', 'Lead ID'],
    ['claimedBy', 'Claimed By'],
    ['claimedUntil', 'Claimed Until'],
    ['attempts', 'Attempts'],
    ['firstCallAt', 'First Call At'],
    ['lastAttemptAt', 'Last Attempt At'],
    ['lastOutcome', 'Last Outcome'],
    ['nextCallAt', 'Next Call At'],
    ['closed', 'Closed'],
    ['bookingId', 'Booking ID'],
  ]
  var ATTEMPT_COLUMNS = [
    ['attemptId', 'Attempt ID'],
    ['leadId', 'Lead ID'],
    ['at', 'At'],
    ['setter', 'Setter'],
    ['outcome', 'Outcome'],
    ['callbackAt', 'Callback At'],
  ]
  var DO_NOT_CALL_COLUMNS = [
    ['phone', 'Phone'],
    ['addedAt', 'Added At'],
    ['leadId', 'Lead ID'],
  ]
  /** What `queue` reads of every open row to know whether it may be offered. */
  var QUEUE_ROW_FIELDS = ['receivedAt', 'phone', 'zip']
  /** What `queue` reads of each lead it answers, besides the above. */
  var QUEUE_LEAD_FIELDS = ['leadId', 'service', 'source', 'attempts', 'nextCallAt', 'claimedBy', 'claimedUntil']
  /** The budget's cells: 4 a lead row (Closed and QUEUE_ROW_FIELDS), and one per field of a lead answered. */
  var QUEUE_CELLS_PER_ROW = 4
  var QUEUE_CELLS_PER_LEAD = 9
  var CALL_OUTCOMES = [
    'No answer',
    'Left voicemail',
    'Call back',
    'Bad number',
    'Not interested',
    'Do not call',
    'Booked',
  ]
  var OWNER_AS_SETTER = 'Owner'
  var MINUTE_MS = 60 * 1000
  var HOUR_MS = 60 * MINUTE_MS
  var CLAIM_MS = 15 * MINUTE_MS
  var RETRY_AFTER_MS = 2 * HOUR_MS
  var NO_CONTACT_CALLS_A_DAY = 3
  var NO_CONTACT_CALLS_IN_ALL = 6
  var NO_CONTACT_CLOSURE = 'No contact after 6 attempts'
  var FIRST_CALL_HOUR = 9
  var CALLBACK_DAYS_AHEAD = 60
  var MAX_ATTEMPT_ID_LENGTH = 100
  var MAX_STATS_WEEKS = 12
  var OUTCOME_REFUSALS = {
    unknownOutcome: 'unknown outcome',
    noCallbackAt: 'Call back needs a callbackAt',
    callbackAtNotADate: 'callbackAt is not a date-time with its zone',
    callbackAtPast: 'callbackAt is in the past',
    callbackAtTooFar: 'callbackAt is more than 60 days ahead',
    noBookingId: 'Booked needs a bookingId',
  }
  var DATE_TIME_TEXT =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i
  var PLUS_FOUR = '\\s*[-–]\\s*\\d{4}'
  var CLOSING_ZIP = new RegExp(
    '[A-Za-z][^0-9]*(?<![0-9A-Za-z])(\\d{5})(?:' +
      PLUS_FOUR +
      ')?(?:,?\\s*(?:USA?|United States(?: of America)?))?[\\s.]*$',
    'i',
  )
  var ZIP_PLUS_FOUR = new RegExp('^\\s*(\\d{5})' + PLUS_FOUR + '\\s*$')

  // ---- Reading what the lead sources wrote (src/lead-queue/lead-row.ts) ----

  function isDateCell(value) {
    return Object.prototype.toString.call(value) === '[object Date]'
  }

  /** Local minus UTC at `time`, in ms. */
  function offsetAt(time, zone) {
    var whole = Math.floor(time / MINUTE_MS) * MINUTE_MS
    return wallClock(whole, zone) - whole
  }

  /** The earlier instant at which the zone's clock shows `wall` (ms, as if UTC); null in an hour the clocks skip. */
  function instantOfWallClock(wall, zone) {
    var offsets = [offsetAt(wall - DAY_MS, zone), offsetAt(wall + DAY_MS, zone)]
    var found = null
    for (var i = 0; i < offsets.length; i++) {
      var instant = wall - offsets[i]
      if (wallClock(instant, zone) === wall && (found === null || instant < found)) found = instant
    }
    return found
  }

  /** Minutes east of UTC for `Z`, `+05`, `-0600` or `-06:00`; null for an offset no zone has. */
  function offsetMinutes(zone) {
    if (zone.toUpperCase() === 'Z') return 0
    var digits = zone.slice(1).replace(':', '')
    var hours = Number(digits.slice(0, 2))
    var minutes = Number(digits.slice(2) || '0')
    if (hours > 14 || minutes > 59) return null
    return (zone.charAt(0) === '-' ? -1 : 1) * (hours * 60 + minutes)
  }

  /** The instant an ISO date-time text names; without a zone, on `unzonedZone`'s clock (or null when that is null). */
  function instantOfDateTimeText(text, unzonedZone) {
    var match = DATE_TIME_TEXT.exec(String(text).trim())
    if (!match) return null
    var parts = []
    for (var i = 1; i <= 6; i++) parts.push(Number(match[i] || '0'))
    var milliseconds = Math.floor(Number('0.' + (match[7] || '0')) * 1000)
    var wall = Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5])
    var read = new Date(wall)
    var exists =
      read.getUTCFullYear() === parts[0] &&
      read.getUTCMonth() === parts[1] - 1 &&
      read.getUTCDate() === parts[2] &&
      read.getUTCHours() === parts[3] &&
      read.getUTCMinutes() === parts[4] &&
      read.getUTCSeconds() === parts[5]
    if (!exists) return null
    if (match[8] === undefined) {
      var instant = unzonedZone === null ? null : instantOfWallClock(wall, unzonedZone)
      return instant === null ? null : instant + milliseconds
    }
    var offset = offsetMinutes(match[8])
    return offset === null ? null : wall - offset * MINUTE_MS + milliseconds
  }

  /** A date cell or a date-time text is that instant; a bare number is unreadable (days, seconds or ms?). */
  function readReceivedAt(cell, zone) {
    if (cell === null || cell === undefined || (typeof cell === 'string' && cellText(cell).trim() === ''))
      return { kind: 'missing' }
    var at = isDateCell(cell)
      ? cell.getTime()
      : typeof cell === 'string'
        ? instantOfDateTimeText(cellText(cell), zone)
        : null
    return at === null || isNaN(at) ? { kind: 'unreadable' } : { kind: 'instant', at: at }
  }

  /** Five digits from `54016`, `54016-1234`, an address line, or a number Sheets stripped of its leading zero. */
  function readLeadZip(cell) {
    if (typeof cell === 'number') return cell % 1 === 0 && cell > 0 && cell < 100000 ? ('0000' + cell).slice(-5) : ''
    if (typeof cell !== 'string') return ''
    var text = cellText(cell).trim()
    if (/^\d{5}$/.test(text)) return text
    var match = CLOSING_ZIP.exec(text) || ZIP_PLUS_FOUR.exec(text)
    return match ? match[1] : ''
  }

  /** A US phone's 10 digits (an optional leading 1, a `+` only as `+1`, an extension ignored), else ''. */
  function leadPhoneDigits(cell) {
    if (typeof cell !== 'string' && typeof cell !== 'number') return ''
    var text = cellText(cell)
    if (/^\s*\+\s*[02-9]/.test(text)) return ''
    var digits = text.replace(/\s*(?:ext\.?|extension|x|#)\s*\d+\s*$/i, '').replace(/\D/g, '')
    if (digits.length === 11 && digits.charAt(0) === '1') return digits.slice(1)
    return digits.length === 10 ? digits : ''
  }

  /** Offered only with a readable (or missing) Received At, and a readable phone or ZIP. */
  function readLeadRow(row, zone) {
    var receivedAt = readReceivedAt(row.receivedAt, zone)
    var zip = readLeadZip(row.zip)
    if (receivedAt.kind === 'unreadable' || (zip === '' && leadPhoneDigits(row.phone) === ''))
      return { readable: false }
    return { readable: true, receivedAt: receivedAt, zip: zip }
  }

  /** A row the sources left empty (a deleted lead): neither counted nor offered. */
  function isBlankLeadRow(row) {
    return (
      cellText(row.receivedAt).trim() === '' && cellText(row.phone).trim() === '' && cellText(row.zip).trim() === ''
    )
  }

  // ---- The cadence (src/lead-queue/cadence.ts) ----

  function isNoContact(outcome) {
    return outcome === 'No answer' || outcome === 'Left voicemail'
  }

  function nextDayAtNine(time, zone) {
    var wall = localDay(time, zone) + DAY_MS + FIRST_CALL_HOUR * HOUR_MS
    var instant = instantOfWallClock(wall, zone)
    // A zone whose clocks skip 9:00 that day gets the instant its offset before the change gives.
    return instant !== null ? instant : wall - (wallClock(wall, zone) - wall)
  }

  /** The lead's cells after `call` ({at, outcome, callbackAt?, bookingId?}), given its `earlier` calls ({at, outcome}). */
  function leadAfterCall(earlier, call, zone) {
    var firstCallAt = call.at
    for (var i = 0; i < earlier.length; i++) if (earlier[i].at < firstCallAt) firstCallAt = earlier[i].at
    var after = {
      attempts: earlier.length + 1,
      firstCallAt: firstCallAt,
      lastAttemptAt: call.at,
      lastOutcome: call.outcome,
      nextCallAt: null,
      closed: '',
      bookingId: '',
    }
    if (isNoContact(call.outcome)) {
      var today = localDay(call.at, zone)
      var noContact = 1
      var todays = 1
      for (var e = 0; e < earlier.length; e++) {
        if (!isNoContact(earlier[e].outcome)) continue
        noContact++
        if (!isNaN(earlier[e].at) && localDay(earlier[e].at, zone) === today) todays++
      }
      if (noContact >= NO_CONTACT_CALLS_IN_ALL) after.closed = NO_CONTACT_CLOSURE
      else after.nextCallAt = todays >= NO_CONTACT_CALLS_A_DAY ? nextDayAtNine(call.at, zone) : call.at + RETRY_AFTER_MS
    } else if (call.outcome === 'Call back') after.nextCallAt = call.callbackAt
    else if (call.outcome === 'Booked') {
      after.closed = 'Booked'
      after.bookingId = call.bookingId
    } else after.closed = call.outcome
    return after
  }

  function isFilledText(value) {
    return typeof value === 'string' && value.trim() !== ''
  }

  /** {call} to record at `now`, or {refused: reason} (src/lead-queue/outcome-request.ts). */
  function readOutcomeRequest(request, now) {
    var outcome = request.outcome
    if (CALL_OUTCOMES.indexOf(outcome) < 0) return { refused: OUTCOME_REFUSALS.unknownOutcome }
    if (outcome === 'Call back') {
      if (!isFilledText(request.callbackAt)) return { refused: OUTCOME_REFUSALS.noCallbackAt }
      var callbackAt = instantOfDateTimeText(request.callbackAt, null)
      if (callbackAt === null) return { refused: OUTCOME_REFUSALS.callbackAtNotADate }
      if (callbackAt < now) return { refused: OUTCOME_REFUSALS.callbackAtPast }
      if (callbackAt - now > CALLBACK_DAYS_AHEAD * DAY_MS) return { refused: OUTCOME_REFUSALS.callbackAtTooFar }
      return { call: { at: now, outcome: outcome, callbackAt: callbackAt } }
    }
    if (outcome === 'Booked') {
      if (!isFilledText(request.bookingId)) return { refused: OUTCOME_REFUSALS.noBookingId }
      return { call: { at: now, outcome: outcome, bookingId: request.bookingId.trim() } }
    }
    return { call: { at: now, outcome: outcome } }
  }

  /** The lead's zone the tool found by its ZIP, when it names one; else the agency's. */
  function leadTimeZone(given) {
    if (typeof given === 'string' && /^(UTC|[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(given)) {
      try {
        Utilities.formatDate(new Date(0), given, 'HH')
        return given
      } catch (error) {
        return agencyTimeZone()
      }
    }
    return agencyTimeZone()
  }

  // ---- Tabs read without the lock, and rows read by windows ----

  /** A tab's columns by field, or null when there is no such tab; reads the header only. */
  function findTab(spreadsheet, name, definitions) {
    var sheet = spreadsheet.getSheetByName(name)
    if (!sheet) return null
    var found = columnsOf(sheet, definitions)
    return { sheet: sheet, columns: found.columns, width: found.width }
  }

  /** Opens or completes a tab found by findTab, only when a column is missing (inside the lock only). */
  function completeTab(spreadsheet, tab, name, definitions) {
    for (var i = 0; i < definitions.length; i++)
      if (!tab || !tab.columns[definitions[i][0]]) return openTab(spreadsheet, name, definitions)
    return tab
  }

  /** Rows (ascending) grouped into windows [first, last], the smallest gaps filled while the windows hold ≤ maxRows. */
  function windowsOf(rows, maxRows) {
    if (rows.length === 0) return []
    var gaps = []
    for (var i = 1; i < rows.length; i++) if (rows[i] - rows[i - 1] > 1) gaps.push([rows[i] - rows[i - 1] - 1, i])
    gaps.sort(function (a, b) {
      return a[0] - b[0]
    })
    var total = rows.length
    var filled = {}
    for (var g = 0; g < gaps.length && total + gaps[g][0] <= maxRows; g++) {
      total += gaps[g][0]
      filled[gaps[g][1]] = true
    }
    var windows = [[rows[0], rows[0]]]
    for (var r = 1; r < rows.length; r++) {
      if (rows[r] === rows[r - 1] + 1 || filled[r]) windows[windows.length - 1][1] = rows[r]
      else windows.push([rows[r], rows[r]])
    }
    return windows
  }

  /** row → {field: cell} for `fields` over `windows`; adjacent columns are read in one call. */
  function readWindows(tab, fields, windows) {
    var columns = []
    for (var f = 0; f < fields.length; f++)
      if (tab.columns[fields[f]]) columns.push([tab.columns[fields[f]], fields[f]])
    columns.sort(function (a, b) {
      return a[0] - b[0]
    })
    var out = {}
    for (var w = 0; w < windows.length; w++) {
      var first = windows[w][0]
      var count = windows[w][1] - first + 1
      for (var r = 0; r < count; r++) out[first + r] = {}
      for (var i = 0; i < columns.length;) {
        var j = i + 1
        while (j < columns.length && columns[j][0] === columns[j - 1][0] + 1) j++
        var cells = tab.sheet.getRange(first, columns[i][0], count, j - i).getValues()
        for (var row = 0; row < count; row++)
          for (var c = i; c < j; c++) out[first + row][columns[c][1]] = cells[row][c - i]
        i = j
      }
    }
    return out
  }

  /** One column's cells under the header, as an array; null when the tab lacks it. */
  function columnCells(tab, field) {
    var last = tab.sheet.getLastRow()
    if (!tab.columns[field]) return null
    if (last < 2) return []
    var cells = tab.sheet.getRange(2, tab.columns[field], last - 1, 1).getValues()
    var out = []
    for (var i = 0; i < cells.length; i++) out.push(cells[i][0])
    return out
  }

  /** A time cell the script wrote (ISO text) or the owner typed (a date); NaN otherwise. */
  function timeCell(value) {
    if (isDateCell(value)) return value.getTime()
    var text = typeof value === 'string' ? cellText(value).trim() : ''
    return text === '' ? NaN : new Date(text).getTime()
  }

  function isoOrEmpty(time) {
    return time === null || isNaN(time) ? '' : new Date(time).toISOString()
  }

  function attemptsCount(value) {
    var count = typeof value === 'number' ? value : Number(cellText(value).trim() || '0')
    return isNaN(count) || count < 0 ? 0 : Math.floor(count)
  }

  /** The Do Not Call tab's phones, as 10 digits, each a key `:{digits}`. */
  function doNotCallPhones(spreadsheet) {
    var tab = findTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
    var phones = {}
    var cells = tab ? columnCells(tab, 'phone') : null
    if (!cells) return phones
    for (var i = 0; i < cells.length; i++) {
      var digits = leadPhoneDigits(cells[i])
      if (digits) phones[':' + digits] = true
    }
    return phones
  }

  function setterOf(caller) {
    return caller.role === 'owner' ? OWNER_AS_SETTER : caller.setter
  }

  // ---- queue ----

  function queue(spreadsheet) {
    var result = { ok: true, leads: [], waiting: 0, due: 0, unreadable: 0 }
    var leads = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
    if (!leads) return result
    var last = leads.sheet.getLastRow()
    var rowCount = last - 1
    if (rowCount < 1) return result
    var closed = columnCells(leads, 'closed')
    var open = []
    for (var i = 0; i < rowCount; i++) if (!closed || cellText(closed[i]).trim() === '') open.push(i + 2)
    if (open.length === 0) return result
    var spent = rowCount + 3 * (open[open.length - 1] - open[0] + 1)
    var rowCells = readWindows(leads, QUEUE_ROW_FIELDS, [[open[0], open[open.length - 1]]])
    var blocked = doNotCallPhones(spreadsheet)
    var zone = agencyTimeZone()
    var offered = []
    var readings = {}
    for (var o = 0; o < open.length; o++) {
      var cells = rowCells[open[o]]
      if (isBlankLeadRow(cells)) continue
      var reading = readLeadRow(cells, zone)
      if (!reading.readable) result.unreadable++
      else if (!blocked[':' + leadPhoneDigits(cells.phone)]) {
        offered.push(open[o])
        readings[open[o]] = reading
      }
    }
    // What the budget leaves for the leads' own fields decides how far apart two rows may be read in one window.
    var budget = QUEUE_CELLS_PER_ROW * rowCount + QUEUE_CELLS_PER_LEAD * offered.length - spent
    var leadCells = readWindows(leads, QUEUE_LEAD_FIELDS, windowsOf(offered, budget / QUEUE_LEAD_FIELDS.length))
    var now = Date.now()
    for (var q = 0; q < offered.length; q++) {
      var row = offered[q]
      var lead = leadCells[row]
      var attempts = attemptsCount(lead.attempts)
      var nextCallAt = timeCell(lead.nextCallAt)
      var receivedAt = readings[row].receivedAt
      if (attempts === 0) result.waiting++
      else if (nextCallAt <= now) result.due++
      // Never the lead's name, phone, email, address or notes.
      result.leads.push({
        leadId: cellText(lead.leadId).trim(),
        row: row,
        receivedAt: receivedAt.kind === 'instant' ? new Date(receivedAt.at).toISOString() : '',
        zip: readings[row].zip,
        service: cellText(lead.service).trim(),
        source: cellText(lead.source).trim(),
        attempts: attempts,
        nextCallAt: isoOrEmpty(nextCallAt),
        claimedBy: cellText(lead.claimedBy).trim(),
        claimedUntil: isoOrEmpty(timeCell(lead.claimedUntil)),
      })
    }
    return result
  }

  // ---- claim and outcome: one lead row, found by its Lead ID (or its row, before it has one) ----

  /** {row, fields} of the lead, or null; reads the Lead ID column (not for a row), then the row. */
  function findLead(leads, leadId, row) {
    if (leadId) {
      var ids = columnCells(leads, 'leadId')
      row = 0
      for (var i = 0; ids && i < ids.length; i++)
        if (cellText(ids[i]).trim() === leadId) {
          row = i + 2
          break
        }
    }
    if (!row || row > leads.sheet.getLastRow()) return null
    var cells = leads.sheet.getRange(row, 1, 1, leads.width).getValues()[0]
    var fields = {}
    for (var c = 0; c < LEAD_COLUMNS.length; c++) {
      var column = leads.columns[LEAD_COLUMNS[c][0]]
      fields[LEAD_COLUMNS[c][0]] = column ? cells[column - 1] : ''
    }
    return { row: row, fields: fields }
  }

  /** The lead's calls on the Attempts tab, oldest first; reads its Lead ID column, then the lead's rows. */
  function callsOf(spreadsheet, leadId) {
    var tab = findTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS)
    var ids = tab && leadId ? columnCells(tab, 'leadId') : null
    if (!ids) return { tab: tab, calls: [] }
    var rows = []
    for (var i = 0; i < ids.length; i++) if (cellText(ids[i]).trim() === leadId) rows.push(i + 2)
    var fields = ['attemptId', 'leadId', 'at', 'setter', 'outcome', 'callbackAt']
    var cells = readWindows(tab, fields, windowsOf(rows, rows.length))
    var calls = []
    for (var r = 0; r < rows.length; r++) {
      var call = cells[rows[r]]
      calls.push({
        attemptId: cellText(call.attemptId).trim(),
        leadId: leadId,
        at: isoOrEmpty(timeCell(call.at)),
        setter: cellText(call.setter).trim(),
        outcome: cellText(call.outcome).trim(),
        callbackAt: isoOrEmpty(timeCell(call.callbackAt)),
      })
    }
    calls.sort(function (a, b) {
      return (timeCell(a.at) || 0) - (timeCell(b.at) || 0)
    })
    return { tab: tab, calls: calls }
  }

  /** Why the lead cannot be claimed or worked by `setter` now, as the answer says it; null when it can. */
  function leadRefusal(fields, setter, now, blocked) {
    if (cellText(fields.closed).trim() !== '') return { ok: false, error: 'closed' }
    if (blocked[':' + leadPhoneDigits(fields.phone)]) return { ok: false, error: 'closed' }
    var holder = cellText(fields.claimedBy).trim()
    if (holder !== '' && holder !== setter && timeCell(fields.claimedUntil) > now)
      return { ok: false, error: 'claimed', by: holder }
    return null
  }

  /** The request's lead: {leadId} or {row}; null when it names none. */
  function leadAsked(request) {
    var leadId = typeof request.leadId === 'string' ? request.leadId.trim() : ''
    if (leadId && leadId.length <= MAX_FIELD_LENGTH) return { leadId: leadId, row: 0 }
    var row = request.row
    if ((request.leadId === undefined || request.leadId === '') && typeof row === 'number' && row >= 2 && row % 1 === 0)
      return { leadId: '', row: row }
    return null
  }

  /** The Lead ID and Received At a row lacks, to be written with the rest. */
  function stampsFor(fields, now) {
    var stamps = {}
    if (cellText(fields.leadId).trim() === '') stamps.leadId = Utilities.getUuid()
    if (readReceivedAt(fields.receivedAt, agencyTimeZone()).kind === 'missing')
      stamps.receivedAt = new Date(now).toISOString()
    return stamps
  }

  function claimLead(spreadsheet, caller, request) {
    var asked = leadAsked(request)
    if (!asked) return { ok: false, error: 'bad-request', reason: 'leadId is missing' }
    var setter = setterOf(caller)
    var answer = withLock(function () {
      var now = Date.now()
      var leads = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
      var lead = leads ? findLead(leads, asked.leadId, asked.row) : null
      var zone = agencyTimeZone()
      if (!lead || isBlankLeadRow(lead.fields) || !readLeadRow(lead.fields, zone).readable)
        return { ok: false, error: 'not-found' }
      var refusal = leadRefusal(lead.fields, setter, now, doNotCallPhones(spreadsheet))
      if (refusal) return refusal
      var values = stampsFor(lead.fields, now)
      values.claimedBy = setter
      values.claimedUntil = new Date(now + CLAIM_MS).toISOString()
      leads = completeTab(spreadsheet, leads, LEADS_TAB, LEAD_COLUMNS)
      writeCells(leads, lead.row, values)
      var fields = lead.fields
      for (var field in values) fields[field] = values[field]
      var leadId = cellText(fields.leadId).trim()
      return { ok: true, lead: claimedLead(fields, lead.row, callsOf(spreadsheet, leadId).calls, zone) }
    })
    return answer === null ? { ok: false, error: 'busy' } : answer
  }

  /** The whole lead, as the setter who claimed it sees it. */
  function claimedLead(fields, row, calls, zone) {
    var text = function (field) {
      return cellText(fields[field]).trim()
    }
    var reading = readLeadRow(fields, zone)
    var lastOutcome = text('lastOutcome')
    return {
      leadId: text('leadId'),
      row: row,
      receivedAt: reading.receivedAt.kind === 'instant' ? new Date(reading.receivedAt.at).toISOString() : '',
      zip: reading.zip,
      service: text('service'),
      source: text('source'),
      attempts: attemptsCount(fields.attempts),
      nextCallAt: isoOrEmpty(timeCell(fields.nextCallAt)),
      claimedBy: text('claimedBy'),
      claimedUntil: isoOrEmpty(timeCell(fields.claimedUntil)),
      name: text('name'),
      phone: text('phone'),
      email: text('email'),
      address: text('address'),
      garageSize: text('garageSize'),
      notes: text('notes'),
      firstCallAt: isoOrEmpty(timeCell(fields.firstCallAt)),
      lastAttemptAt: isoOrEmpty(timeCell(fields.lastAttemptAt)),
      lastOutcome: CALL_OUTCOMES.indexOf(lastOutcome) >= 0 ? lastOutcome : '',
      calls: calls,
    }
  }

  function leadAfterOutcome(fields) {
    return {
      leadId: cellText(fields.leadId).trim(),
      attempts: attemptsCount(fields.attempts),
      nextCallAt: isoOrEmpty(timeCell(fields.nextCallAt)),
      closed: cellText(fields.closed).trim(),
      bookingId: cellText(fields.bookingId).trim(),
    }
  }

  /** Appends one row to a tab, each value in its column (text with the apostrophe). */
  function appendTabRow(tab, values) {
    var row = []
    for (var c = 0; c < tab.width; c++) row.push('')
    for (var field in values) row[tab.columns[field] - 1] = asText(values[field])
    tab.sheet.appendRow(row)
  }

  function recordOutcome(spreadsheet, caller, request) {
    var leadId = typeof request.leadId === 'string' ? request.leadId.trim() : ''
    var attemptId = typeof request.attemptId === 'string' ? request.attemptId.trim() : ''
    if (!leadId || leadId.length > MAX_FIELD_LENGTH)
      return { ok: false, error: 'bad-request', reason: 'leadId is missing' }
    if (!attemptId || attemptId.length > MAX_ATTEMPT_ID_LENGTH)
      return { ok: false, error: 'bad-request', reason: 'attemptId is missing' }
    var setter = setterOf(caller)
    var zone = leadTimeZone(request.timeZone)
    var answer = withLock(function () {
      var now = Date.now()
      var leads = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
      var lead = leads ? findLead(leads, leadId, 0) : null
      if (!lead) return { ok: false, error: 'not-found' }
      var recorded = callsOf(spreadsheet, leadId)
      // A resend is answered before its checks: its callbackAt may have passed since it was first sent.
      for (var i = 0; i < recorded.calls.length; i++)
        if (recorded.calls[i].attemptId === attemptId)
          return { ok: true, duplicate: true, lead: leadAfterOutcome(lead.fields) }
      var read = readOutcomeRequest(request, now)
      if (read.refused) return { ok: false, error: 'bad-request', reason: read.refused }
      var refusal = leadRefusal(lead.fields, setter, now, {})
      if (refusal) return refusal
      var earlier = []
      for (var e = 0; e < recorded.calls.length; e++)
        earlier.push({ at: timeCell(recorded.calls[e].at), outcome: recorded.calls[e].outcome })
      var call = read.call
      var after = leadAfterCall(earlier, call, zone)
      var values = stampsFor(lead.fields, now)
      values.claimedBy = ''
      values.claimedUntil = ''
      values.attempts = after.attempts
      values.firstCallAt = new Date(after.firstCallAt).toISOString()
      values.lastAttemptAt = new Date(after.lastAttemptAt).toISOString()
      values.lastOutcome = after.lastOutcome
      values.nextCallAt = isoOrEmpty(after.nextCallAt)
      values.closed = after.closed
      values.bookingId = after.bookingId
      // The lead row first: a resend after a stop between the two writes finds no attempt and writes both again.
      leads = completeTab(spreadsheet, leads, LEADS_TAB, LEAD_COLUMNS)
      writeCells(leads, lead.row, values)
      var attempts = completeTab(spreadsheet, recorded.tab, ATTEMPTS_TAB, ATTEMPT_COLUMNS)
      appendTabRow(attempts, {
        attemptId: attemptId,
        leadId: leadId,
        at: new Date(call.at).toISOString(),
        setter: setter,
        outcome: call.outcome,
        callbackAt: call.outcome === 'Call back' ? new Date(call.callbackAt).toISOString() : '',
      })
      var phone = leadPhoneDigits(lead.fields.phone)
      if (call.outcome === 'Do not call' && phone && !doNotCallPhones(spreadsheet)[':' + phone]) {
        var doNotCall = findTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
        doNotCall = completeTab(spreadsheet, doNotCall, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
        appendTabRow(doNotCall, { phone: phone, addedAt: new Date(now).toISOString(), leadId: leadId })
      }
      for (var field in values) lead.fields[field] = values[field]
      return { ok: true, duplicate: false, lead: leadAfterOutcome(lead.fields) }
    })
    return answer === null ? { ok: false, error: 'busy' } : answer
  }

  // ---- leadStats (src/lead-queue/speed-to-lead.ts) ----

  var NO_CONTACT_OUTCOMES = ['No answer', 'Left voicemail', 'Bad number']

  function median(sorted) {
    if (sorted.length === 0) return null
    var middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /** The week's figures over the leads ({leadId, receivedAt, firstCallAt}) received in [from, to). */
  function weekLeadStats(leads, attempts, week) {
    var ids = {}
    var waits = []
    var received = 0
    for (var i = 0; i < leads.length; i++) {
      var lead = leads[i]
      if (!(lead.receivedAt >= week.from && lead.receivedAt < week.to)) continue
      received++
      ids[':' + lead.leadId] = true
      if (lead.firstCallAt !== null) waits.push(Math.max(0, lead.firstCallAt - lead.receivedAt))
    }
    waits.sort(function (a, b) {
      return a - b
    })
    var within = function (minutes) {
      return waits.filter(function (wait) {
        return wait <= minutes * MINUTE_MS
      }).length
    }
    var bySetter = {}
    var names = []
    for (var a = 0; a < attempts.length; a++) {
      var attempt = attempts[a]
      if (!ids[':' + attempt.leadId]) continue
      var figures = bySetter[':' + attempt.setter]
      if (!figures) {
        figures = bySetter[':' + attempt.setter] = { worked: {}, contacted: {}, calls: 0, booked: 0 }
        names.push(attempt.setter)
      }
      figures.worked[':' + attempt.leadId] = true
      if (NO_CONTACT_OUTCOMES.indexOf(attempt.outcome) < 0) figures.contacted[':' + attempt.leadId] = true
      figures.calls++
      if (attempt.outcome === 'Booked') figures.booked++
    }
    names.sort(function (x, y) {
      return x.localeCompare(y, 'en', { sensitivity: 'base' })
    })
    var setters = names.map(function (setter) {
      var figures = bySetter[':' + setter]
      var worked = Object.keys(figures.worked).length
      return {
        setter: setter,
        leadsWorked: worked,
        calls: figures.calls,
        booked: figures.booked,
        contactRate: Object.keys(figures.contacted).length / worked,
      }
    })
    return {
      speed: {
        leads: received,
        medianToFirstCallMs: median(waits),
        within5Minutes: within(5),
        within15Minutes: within(15),
      },
      setters: setters,
    }
  }

  /** [{from, to}] in ms, or null when `weeks` is not 1 to 12 ISO windows. */
  function statsWeeks(weeks) {
    if (!Array.isArray(weeks) || weeks.length === 0 || weeks.length > MAX_STATS_WEEKS) return null
    var out = []
    for (var i = 0; i < weeks.length; i++) {
      var week = weeks[i]
      var from = week && typeof week.from === 'string' ? instantOfDateTimeText(week.from, null) : null
      var to = week && typeof week.to === 'string' ? instantOfDateTimeText(week.to, null) : null
      if (from === null || to === null || from >= to) return null
      out.push({ from: from, to: to })
    }
    return out
  }

  /** Rows (1-based) of `times` at or after `from` and before `to`: the first and the last, or null. */
  function spanOf(times, from, to) {
    var first = -1
    var last = -1
    for (var i = 0; i < times.length; i++)
      if (times[i] >= from && times[i] < to) {
        if (first < 0) first = i
        last = i
      }
    return first < 0 ? null : [first + 2, last + 2]
  }

  function leadStats(spreadsheet, requested) {
    var weeks = statsWeeks(requested)
    if (!weeks) return { ok: false, error: 'bad-request', reason: 'weeks is not a list of 1 to 12 {from, to}' }
    var from = Infinity
    var to = -Infinity
    for (var w = 0; w < weeks.length; w++) {
      from = Math.min(from, weeks[w].from)
      to = Math.max(to, weeks[w].to)
    }
    var zone = agencyTimeZone()
    var leadsTab = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
    var receivedCells = leadsTab ? columnCells(leadsTab, 'receivedAt') || [] : []
    var receivedTimes = receivedCells.map(function (cell) {
      var reading = readReceivedAt(cell, zone)
      return reading.kind === 'instant' ? reading.at : NaN
    })
    var leads = []
    var leadSpan = spanOf(receivedTimes, from, to)
    if (leadSpan) {
      var leadCells = readWindows(leadsTab, ['leadId', 'firstCallAt', 'phone', 'zip'], [leadSpan])
      for (var row = leadSpan[0]; row <= leadSpan[1]; row++) {
        // A row never offered (neither phone nor ZIP) is no lead the setters could answer.
        if (readLeadZip(leadCells[row].zip) === '' && leadPhoneDigits(leadCells[row].phone) === '') continue
        var firstCallAt = timeCell(leadCells[row].firstCallAt)
        leads.push({
          leadId: cellText(leadCells[row].leadId).trim() || 'row ' + row,
          receivedAt: receivedTimes[row - 2],
          firstCallAt: isNaN(firstCallAt) ? null : firstCallAt,
        })
      }
    }
    var attempts = []
    var attemptsTab = leads.length > 0 ? findTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS) : null
    var atCells = attemptsTab ? columnCells(attemptsTab, 'at') : null
    // A call on a lead received in the weeks comes after the first week's start.
    var attemptSpan = atCells ? spanOf(atCells.map(timeCell), from, Infinity) : null
    if (attemptSpan) {
      var attemptCells = readWindows(attemptsTab, ['leadId', 'setter', 'outcome'], [attemptSpan])
      for (var r = attemptSpan[0]; r <= attemptSpan[1]; r++)
        attempts.push({
          leadId: cellText(attemptCells[r].leadId).trim(),
          setter: cellText(attemptCells[r].setter).trim(),
          outcome: cellText(attemptCells[r].outcome).trim(),
        })
    }
    return {
      ok: true,
      weeks: weeks.map(function (week, i) {
        var figures = weekLeadStats(leads, attempts, week)
        return { from: requested[i].from, to: requested[i].to, speed: figures.speed, setters: figures.setters }
      }),
    }
  }

  return {
    doGet: doGet,
    doPost: doPost,
    authorize: authorize,
    askFromLink: askFromLink,
    /** For the project's tests only: no page, trigger or menu can reach this object. */
    forTests: {
      consent: consent,
      refundDeadline: refundDeadline,
      noShowTiming: noShowTiming,
      refundAnswerDay: refundAnswerDay,
      linkToken: linkToken,
      leadAfterCall: leadAfterCall,
      readOutcomeRequest: readOutcomeRequest,
      readReceivedAt: readReceivedAt,
      readLeadZip: readLeadZip,
      readLeadRow: readLeadRow,
      weekLeadStats: weekLeadStats,
      storedOutcome: storedOutcome,
      recipientFor: recipientFor,
      readPartnerSheet: readPartnerSheet,
      quoteEmailSubject: quoteEmailSubject,
      quoteEmailBody: quoteEmailBody,
      partnerAddresses: partnerAddresses,
    },
  }
})()
