/** @OnlyCurrentDoc */
// The agency's booking ledger: a Google Apps Script web app bound to its private ledger spreadsheet.
// Built file: do not edit. Built from apps-script/src/ and the tool's rules in src/ by `npm run build:script`.
// Contract and the owner's setup: docs/ledger-contract.md, and Admin → Booking ledger in the tool.

"use strict";
var Ledger_ = (() => {
  var __defProp = Object.defineProperty;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __export = (target, all) => {
    for (var name in all)
      __defProp(target, name, { get: all[name], enumerable: true });
  };
  var __copyProps = (to, from, except, desc) => {
    if (from && typeof from === "object" || typeof from === "function") {
      for (let key2 of __getOwnPropNames(from))
        if (!__hasOwnProp.call(to, key2) && key2 !== except)
          __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
    }
    return to;
  };
  var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

  // apps-script/src/doors.ts
  var doors_exports = {};
  __export(doors_exports, {
    LEDGER_SCRIPT_VERSION: () => LEDGER_SCRIPT_VERSION,
    askFromLink: () => askFromLink2,
    authorize: () => authorize,
    doGet: () => doGet2,
    doPost: () => doPost,
    everyFiveMinutes: () => everyFiveMinutes2
  });

  // src/leads/lead-intake-contract.ts
  var NOT_ALLOWED = "not-allowed";
  var RESERVED_SOURCE_NAMES = ["Reschedule", "No-show"];
  var MIN_SOURCE_KEY_LENGTH = 20;
  var SOURCE_PROBLEMS = {
    reserved: "reserved name",
    shortKey: "key shorter than 20 characters",
    sameKey: "key equal to another source’s",
    staffKey: "key equal to a setter’s or the owner’s"
  };
  var INTAKE_CLOSED = { noPhone: "No phone", doNotCall: "Do not call", test: "Test lead" };

  // src/ledger-api/ledger-answer.ts
  var ERROR_CODES = [
    "bad-key",
    "weak-key",
    "bad-request",
    "busy",
    "no-spreadsheet",
    "owner-only",
    "not-allowed"
  ];
  var NOT_THE_LEDGER = "the answer was not the ledger’s (is the URL a web app?)";
  var isText = (value) => typeof value === "string";
  var isRecord = (value) => !!value && typeof value === "object" && !Array.isArray(value);
  var isTimeOrEmpty = (value) => isText(value) && (value === "" || !Number.isNaN(Date.parse(value)));
  var isTime = (value) => isTimeOrEmpty(value) && value !== "";
  var isTextList = (value) => Array.isArray(value) && value.every(isText);
  var isIdReasonList = (value) => Array.isArray(value) && value.every((item) => item && typeof item === "object" && isText(item.id) && isText(item.reason));
  function parsed(text2) {
    try {
      const value = JSON.parse(text2);
      return value && typeof value === "object" && !Array.isArray(value) ? value : null;
    } catch {
      return null;
    }
  }
  function reply(text2, read) {
    const body = parsed(text2);
    if (!body) return { kind: "unreachable", detail: NOT_THE_LEDGER };
    if (body.ok === false && ERROR_CODES.includes(body.error))
      return { kind: "refused", error: body.error };
    const answer2 = body.ok === true ? read(body) : null;
    return answer2 ? { kind: "answer", body: answer2 } : { kind: "unreachable", detail: "the ledger’s answer was malformed" };
  }
  var isCount = (value) => typeof value === "number" && Number.isInteger(value) && value >= 0;
  function fields(item, names, is = isText) {
    if (!isRecord(item) || !names.every((name) => is(item[name]))) return null;
    return Object.fromEntries(names.map((name) => [name, item[name]]));
  }
  function every(value, read) {
    if (!Array.isArray(value)) return null;
    const items = value.map(read);
    return items.every((item) => item !== null) ? items : null;
  }
  function readPartnerSheet(value) {
    if (value === void 0) return null;
    if (!value || typeof value !== "object") return void 0;
    const state = value;
    if (state.ok === true && isCount(state.partners)) return { ok: true, partners: state.partners };
    if (state.ok === false && isText(state.reason)) return { ok: false, reason: state.reason };
    return void 0;
  }
  function readCheckAdditions(body) {
    var _a, _b;
    const roles = ["owner", "setter"];
    const consents = ["complete", "missing"];
    if (body.role !== void 0 && !roles.includes(body.role)) return null;
    if (body.consent !== void 0 && !consents.includes(body.consent)) return null;
    const role = (_a = body.role) != null ? _a : null;
    if (role === "setter" ? !isText(body.setter) || body.setter.trim() === "" : body.setter !== void 0) return null;
    const partnerSheet2 = readPartnerSheet(body.partnerSheet);
    if (partnerSheet2 === void 0) return null;
    return {
      role,
      setter: role === "setter" ? body.setter : null,
      consent: (_b = body.consent) != null ? _b : null,
      partnerSheet: partnerSheet2
    };
  }
  function readCheckZones(body) {
    const zone = body.timeZone;
    const zoneState = zone === void 0 ? null : zone && zone.ok === true ? { ok: true } : zone && zone.ok === false && isText(zone.reason) ? { ok: false, reason: zone.reason } : void 0;
    const named = (value) => value === void 0 ? null : isText(value) && value.trim() !== "" ? value : void 0;
    const agencyTimeZone2 = named(body.agencyTimeZone);
    const spreadsheetTimeZone = named(body.spreadsheetTimeZone);
    if (zoneState === void 0 || agencyTimeZone2 === void 0 || spreadsheetTimeZone === void 0) return null;
    return { timeZone: zoneState, agencyTimeZone: agencyTimeZone2, spreadsheetTimeZone };
  }
  var readCheckReply = (text2) => reply(text2, (body) => {
    const additions = readCheckAdditions(body);
    if (!additions) return null;
    if (body.refundLinks !== void 0 && typeof body.refundLinks !== "boolean") return null;
    if (body.sweeper !== void 0 && typeof body.sweeper !== "boolean") return null;
    const setup = readCheckSetup(body);
    if (!setup) return null;
    const zones = readCheckZones(body);
    if (!zones) return null;
    return {
      ok: true,
      spreadsheet: isText(body.spreadsheet) ? body.spreadsheet : null,
      bookings: typeof body.bookings === "number" && Number.isInteger(body.bookings) ? body.bookings : null,
      version: typeof body.version === "number" && Number.isInteger(body.version) ? body.version : 1,
      ...additions,
      refundLinks: typeof body.refundLinks === "boolean" ? body.refundLinks : null,
      sweeper: typeof body.sweeper === "boolean" ? body.sweeper : null,
      ...zones,
      ...setup
    };
  });
  function readCheckSetup(body) {
    const flag = (value) => value === void 0 ? null : typeof value === "boolean" ? value : void 0;
    const agencyName = flag(body.agencyName);
    const replyTo = flag(body.replyTo);
    const counted = body.setterKeys;
    const setterKeys = counted === void 0 ? null : typeof counted === "number" && Number.isInteger(counted) && counted >= 0 ? counted : void 0;
    if (agencyName === void 0 || replyTo === void 0 || setterKeys === void 0) return null;
    return { agencyName, replyTo, setterKeys };
  }
  function readDelivery(body) {
    var _a;
    if (body.emailed === void 0) return null;
    if (!isTextList(body.emailed) || !isIdReasonList(body.notEmailed)) return void 0;
    const held = (_a = body.held) != null ? _a : [];
    if (!isIdReasonList(held)) return void 0;
    const idReason = ({ id, reason }) => ({ id, reason });
    return { emailed: body.emailed, notEmailed: body.notEmailed.map(idReason), held: held.map(idReason) };
  }
  var readBookReply = (text2) => reply(text2, (body) => {
    const delivery = readDelivery(body);
    if (!isTextList(body.saved) || !isTextList(body.duplicates) || !isIdReasonList(body.rejected)) return null;
    if (delivery === void 0) return null;
    const rejected = body.rejected.map(({ id, reason }) => ({ id, reason }));
    return { ok: true, saved: body.saved, duplicates: body.duplicates, rejected, delivery };
  });
  var readDeliverReply = (text2) => reply(text2, (body) => {
    var _a;
    return (_a = readDelivery(body)) != null ? _a : null;
  });
  var LISTED_FIELDS = ["id", "bookedAt", "partner", "service", "zip", "garageSize", "status"];
  var OPTIONAL_LISTED_FIELDS = [
    "appointment",
    "appointmentLabel",
    "emailStatus",
    "emailedAt",
    "refundDecision",
    "refundDecidedAt",
    "refundReason",
    "ledgerNote",
    "held",
    "homeownerEmailStatus",
    "confirmedAt",
    "rescheduleAskedAt",
    "rebookOf",
    "newTimeOf",
    "reminderSentAt"
  ];
  function readListedBooking(item) {
    if (!item || typeof item !== "object") return null;
    const row = item;
    if (!LISTED_FIELDS.every((field) => isText(row[field])) || Number.isNaN(Date.parse(row.bookedAt)))
      return null;
    const booking = Object.fromEntries(LISTED_FIELDS.map((field) => [field, row[field]]));
    for (const field of OPTIONAL_LISTED_FIELDS) if (isText(row[field])) booking[field] = row[field];
    if (typeof row.onDoNotCall === "boolean") booking.onDoNotCall = row.onDoNotCall;
    return booking;
  }
  function readHeldBooking(item) {
    const booking = readListedBooking(item);
    const reason = booking ? item.reason : null;
    return booking && isText(reason) && reason.trim() !== "" ? { ...booking, held: reason } : null;
  }
  var readListReply = (text2) => reply(text2, (body) => {
    var _a;
    if (!Array.isArray(body.bookings)) return null;
    if (body.held !== void 0 && !Array.isArray(body.held)) return null;
    const bookings = body.bookings.flatMap((item) => {
      const booking = readListedBooking(item);
      if (!booking) return [];
      delete booking.held;
      return [booking];
    });
    return [...bookings, ...((_a = body.held) != null ? _a : []).flatMap((item) => {
      var _a2;
      return (_a2 = readHeldBooking(item)) != null ? _a2 : [];
    })];
  });
  function readHeldBookingReply(text2) {
    const body = parsed(text2);
    if ((body == null ? void 0 : body.ok) === false && (body.error === "not-found" || body.error === "not-held"))
      return { kind: "answer", body: { done: false, error: body.error } };
    return reply(text2, (answer2) => {
      const delivery = readDelivery(answer2);
      return delivery === void 0 ? null : { done: true, delivery };
    });
  }

  // src/ledger-api/lead-intake-answer.ts
  var PROBLEMS = Object.values(SOURCE_PROBLEMS);
  var isProblem = (value) => value === "" || isText(value) && PROBLEMS.includes(value);
  function readEmailOnly(item) {
    const texts = fields(item, ["leadId"]);
    return texts && isRecord(item) && isTimeOrEmpty(item.arrivedAt) ? { ...texts, arrivedAt: item.arrivedAt } : null;
  }
  function readSource(item) {
    const texts = fields(item, ["source", "maskedKey"]);
    const times = fields(item, ["lastLeadAt", "lastTestLeadAt"], isTimeOrEmpty);
    if (!texts || !times || !isRecord(item) || typeof item.active !== "boolean") return null;
    if (!isProblem(item.problem) || !isCount(item.leadsThisWeek)) return null;
    const emailOnly = every(item.emailOnly, readEmailOnly);
    if (!emailOnly) return null;
    return {
      ...texts,
      ...times,
      active: item.active,
      problem: item.problem,
      leadsThisWeek: item.leadsThisWeek,
      emailOnly
    };
  }
  function readAlertFailed(value) {
    if (value === null) return null;
    if (!isRecord(value) || !isCount(value.status) || !isTimeOrEmpty(value.at)) return void 0;
    return { status: value.status, at: value.at };
  }
  var readLeadSourcesReply = (text2) => reply(text2, (body) => {
    var _a;
    const sources = every(body.sources, readSource);
    const refused2 = isRecord(body.refused) ? body.refused : null;
    const alertFailed = readAlertFailed(body.alertFailed);
    if (!sources || !isText(body.webAppUrl) || alertFailed === void 0) return null;
    if (!refused2 || !isCount(refused2.count) || !isText(refused2.reason) || !isTimeOrEmpty(refused2.at)) return null;
    const since = (_a = refused2.since) != null ? _a : "";
    if (!isTimeOrEmpty(since)) return null;
    const shown2 = { count: refused2.count, reason: refused2.reason, at: refused2.at, since };
    return { ok: true, sources, webAppUrl: body.webAppUrl, refused: shown2, alertFailed };
  });
  function readSourceKeyReply(text2) {
    var _a;
    if (((_a = parsed(text2)) == null ? void 0 : _a.error) === "not-found") return { kind: "not-found" };
    return reply(text2, (body) => isText(body.key) && body.key !== "" ? { key: body.key } : null);
  }
  var readLeadReply = (text2) => reply(
    text2,
    (body) => body.queued === true || isText(body.leadId) && body.leadId !== "" || body.leadId === void 0 ? { received: true } : null
  );

  // src/bookings/booking.ts
  var MAX_FIELD_LENGTH = 500;
  var SENT = { sent: "always", limit: MAX_FIELD_LENGTH };
  var MAY_SEND = { sent: "optional", limit: MAX_FIELD_LENGTH };
  var BOOKING_COLUMNS = [
    { field: "id", header: "Booking ID", ...SENT },
    { field: "bookedAt", header: "Booked At", ...SENT },
    { field: "setter", header: "Setter", ...SENT },
    { field: "partner", header: "Partner", ...SENT },
    { field: "service", header: "Service", ...SENT },
    { field: "zip", header: "ZIP", ...SENT },
    { field: "garageSize", header: "Garage Size", ...SENT },
    { field: "leadName", header: "Lead Name", ...SENT, leadDetail: true },
    { field: "leadPhone", header: "Lead Phone", ...SENT, leadDetail: true },
    { field: "status", header: "Status" },
    { field: "appointment", header: "Appointment", ...MAY_SEND },
    { field: "appointmentLabel", header: "Appointment Label", ...MAY_SEND },
    { field: "leadEmail", header: "Lead Email", ...MAY_SEND, leadDetail: true },
    { field: "leadAddress", header: "Lead Address", ...MAY_SEND, leadDetail: true },
    { field: "notes", header: "Notes", ...MAY_SEND, leadDetail: true },
    { field: "partnerEmail", header: "Partner Email", sent: "ignored", limit: MAX_FIELD_LENGTH },
    { field: "emailedTo", header: "Emailed To" },
    { field: "emailedAt", header: "Emailed At" },
    { field: "emailStatus", header: "Email Status" },
    { field: "refundReason", header: "Refund Reason" },
    { field: "refundNote", header: "Refund Note" },
    { field: "refundAskedAt", header: "Refund Asked At" },
    { field: "noShowReportedAt", header: "No-show Reported At" },
    { field: "noShowNote", header: "No-show Note" },
    { field: "refundDecision", header: "Refund Decision" },
    { field: "refundDecidedAt", header: "Refund Decided At" },
    { field: "refundWhy", header: "Refund Why" },
    { field: "refundEmailStatus", header: "Refund Email Status" },
    { field: "savedAt", header: "Saved At" },
    { field: "ledgerNote", header: "Ledger Note" },
    { field: "leadId", header: "Lead ID", ...MAY_SEND },
    { field: "lastTry", header: "Last Try" },
    { field: "timeZone", header: "Time Zone", ...MAY_SEND },
    { field: "homeownerEmailStatus", header: "Homeowner Email Status" },
    { field: "homeownerEmailedAt", header: "Homeowner Emailed At" },
    { field: "confirmedAt", header: "Confirmed At" },
    { field: "rescheduleAskedAt", header: "Reschedule Asked At" },
    { field: "rescheduleNote", header: "Reschedule Note" },
    { field: "rescheduleEmailStatus", header: "Reschedule Email Status" },
    { field: "reminderSentAt", header: "Reminder Sent At" },
    { field: "rebookOf", header: "Rebook Of" },
    { field: "calendarSequence", header: "Calendar Sequence" }
  ];
  var BOOKING_FIELDS = BOOKING_COLUMNS.flatMap(
    (column) => "sent" in column && column.sent !== "ignored" ? [column.field] : []
  );
  var REQUEST_FIELDS = [
    ...BOOKING_FIELDS,
    ...BOOKING_COLUMNS.flatMap((column) => "sent" in column && column.sent === "ignored" ? [column.field] : [])
  ];
  var LEDGER_LEAD_FIELDS = BOOKING_COLUMNS.flatMap(
    (column) => "leadDetail" in column ? [column.field] : []
  );
  var BEING_SENT = "being sent";
  var MAY_HAVE_BEEN_SENT = "may have been sent: check the Sent folder";
  var PARTNER_NOT_IN_SHEET = "partner not in the partner sheet";
  var PARTNER_SHEET_UNREADABLE = "could not read the partner sheet";
  var NO_PARTNER_SHEET_URL = "the script has no PARTNER_SHEET_URL";

  // src/leads/lead.ts
  var SENT2 = { intake: true, limit: MAX_FIELD_LENGTH };
  var LEAD_COLUMNS_TABLE = [
    { field: "receivedAt", header: "Received At", answered: "queue", as: "time", strip: true },
    {
      field: "name",
      header: "Name",
      answered: "claim",
      as: "text",
      ...SENT2,
      googleColumn: "FULL_NAME",
      booking: "leadName",
      strip: true
    },
    {
      field: "phone",
      header: "Phone",
      answered: "claim",
      as: "text",
      ...SENT2,
      googleColumn: "PHONE_NUMBER",
      booking: "leadPhone",
      strip: true
    },
    {
      field: "email",
      header: "Email",
      answered: "claim",
      as: "text",
      ...SENT2,
      googleColumn: "EMAIL",
      booking: "leadEmail"
    },
    { field: "address", header: "Address", answered: "claim", as: "text", ...SENT2, booking: "leadAddress" },
    { field: "zip", header: "ZIP", answered: "queue", as: "text", ...SENT2, googleColumn: "POSTAL_CODE", strip: true },
    { field: "service", header: "Service", answered: "queue", as: "text", ...SENT2 },
    { field: "garageSize", header: "Garage Size", answered: "claim", as: "text", ...SENT2 },
    { field: "source", header: "Source", answered: "queue", as: "text", strip: true },
    { field: "notes", header: "Notes", answered: "claim", as: "text", ...SENT2, booking: "notes" },
    { field: "leadId", header: "Lead ID", answered: "queue", as: "text" },
    { field: "claimedBy", header: "Claimed By", answered: "queue", as: "text" },
    { field: "claimedUntil", header: "Claimed Until", answered: "queue", as: "time" },
    { field: "claims", header: "Claims" },
    { field: "attempts", header: "Attempts", answered: "queue", as: "count", strip: true },
    { field: "firstCallAt", header: "First Call At", answered: "claim", as: "time" },
    { field: "lastAttemptAt", header: "Last Attempt At", answered: "claim", as: "time" },
    { field: "lastOutcome", header: "Last Outcome", answered: "claim", as: "outcome" },
    { field: "nextCallAt", header: "Next Call At", answered: "queue", as: "time" },
    { field: "closed", header: "Closed" },
    { field: "bookingId", header: "Booking ID" },
    { field: "previousClaim", header: "Previous Claim" },
    { field: "ledgerNote", header: "Ledger Note" },
    /** The booking whose homeowner asked for another time, or whose partner reported a no-show. */
    { field: "rebookOf", header: "Rebook Of" },
    // `queue` answers Arrived At apart: a script before version 9 answers without it.
    { field: "arrivedAt", header: "Arrived At", intakeColumn: true },
    { field: "externalId", header: "External ID", intakeColumn: true, limit: MAX_FIELD_LENGTH },
    { field: "alsoFrom", header: "Also From", intakeColumn: true }
  ];
  var fieldsWhere = (holds2) => LEAD_COLUMNS_TABLE.flatMap((row) => holds2(row) ? [row.field] : []);
  var LEAD_TAB_COLUMNS = LEAD_COLUMNS_TABLE.filter(
    (row) => !("intakeColumn" in row)
  );
  var INTAKE_TAB_COLUMNS = LEAD_COLUMNS_TABLE.filter((row) => "intakeColumn" in row);
  var LEAD_FIELDS = fieldsWhere((row) => row.booking !== void 0);
  var EMPTY_LEAD = Object.fromEntries(LEAD_FIELDS.map((field) => [field, ""]));
  var QUEUED_TEXTS = fieldsWhere(
    (row) => row.answered === "queue" && row.as === "text"
  );
  var QUEUED_TIMES = fieldsWhere(
    (row) => row.answered === "queue" && row.as === "time"
  );
  var CLAIMED_TEXTS = fieldsWhere(
    (row) => row.answered === "claim" && row.as === "text"
  );
  var CLAIMED_TIMES = fieldsWhere(
    (row) => row.answered === "claim" && row.as === "time"
  );
  var INTAKE_FIELDS = fieldsWhere((row) => row.intake === true);
  var CUT_FIELDS = fieldsWhere((row) => row.limit !== void 0);
  var LIMIT_OF = Object.fromEntries(
    LEAD_COLUMNS_TABLE.flatMap((row) => row.limit === void 0 ? [] : [[row.field, row.limit]])
  );
  var FIELD_OF_GOOGLE_COLUMN = Object.fromEntries(
    LEAD_COLUMNS_TABLE.flatMap((row) => row.googleColumn ? [[row.googleColumn, row.field]] : [])
  );
  var STRIP_DETAILS = fieldsWhere(
    (row) => row.answered === "claim" && row.strip === true
  );

  // src/one-of.ts
  var isOneOf = (words) => (value) => words.includes(value);

  // src/leads/queued-lead.ts
  var CALL_OUTCOMES = [
    "No answer",
    "Left voicemail",
    "Call back",
    "Bad number",
    "Not interested",
    "Do not call",
    "Booked"
  ];
  var isCallOutcome = isOneOf(CALL_OUTCOMES);

  // src/ledger-api/lead-queue-answer.ts
  var ATTEMPT_TEXTS = ["attemptId", "leadId", "setter"];
  function readQueuedLead(item) {
    if (!isRecord(item) || !isCount(item.row) || !isCount(item.attempts)) return null;
    const texts = fields(item, QUEUED_TEXTS);
    const times = fields(item, QUEUED_TIMES, isTimeOrEmpty);
    if (!texts || !times || texts.leadId === "" && item.row < 2) return null;
    const phoneEnd = item.phoneEnd === void 0 ? "" : item.phoneEnd;
    if (!isText(phoneEnd)) return null;
    const { arrivedAt } = item;
    if (arrivedAt !== void 0 && !isTimeOrEmpty(arrivedAt)) return null;
    const lead = { ...texts, ...times, row: item.row, phoneEnd, attempts: item.attempts };
    return arrivedAt === void 0 ? lead : { ...lead, arrivedAt };
  }
  var readQueueReply = (text2) => reply(text2, (body) => {
    const leads = every(body.leads, readQueuedLead);
    if (!leads || !isCount(body.waiting) || !isCount(body.due) || !isCount(body.unreadable)) return null;
    return { ok: true, leads, waiting: body.waiting, due: body.due, unreadable: body.unreadable };
  });
  function readAttempt(item) {
    if (!isRecord(item) || !isTime(item.at) || !isCallOutcome(item.outcome) || !isTimeOrEmpty(item.callbackAt))
      return null;
    const texts = fields(item, ATTEMPT_TEXTS);
    return texts ? { ...texts, at: item.at, outcome: item.outcome, callbackAt: item.callbackAt } : null;
  }
  var REBOOK_TEXTS = ["rebookOf", "rebookPartner", "rebookLabel"];
  var rebookBookedAtOf = (item) => isTime(item.rebookBookedAt) ? { rebookBookedAt: item.rebookBookedAt } : {};
  function readClaimedLead(item) {
    const queued = readQueuedLead(item);
    if (!queued || queued.leadId === "" || !isRecord(item)) return null;
    const details = fields(item, CLAIMED_TEXTS);
    const times = fields(item, CLAIMED_TIMES, isTimeOrEmpty);
    const calls = every(item.calls, readAttempt);
    const lastOutcome = item.lastOutcome;
    if (!details || !times || !calls || lastOutcome !== "" && !isCallOutcome(lastOutcome)) return null;
    const rebook = isText(item.rebookOf) && item.rebookOf !== "" ? fields(item, REBOOK_TEXTS) : null;
    return { ...queued, ...details, ...times, lastOutcome, calls, ...rebook, ...rebook ? rebookBookedAtOf(item) : {} };
  }
  function readLeadRefusal(text2) {
    const body = parsed(text2);
    if ((body == null ? void 0 : body.ok) !== false) return null;
    if (body.error === "claimed" && isText(body.by)) return { ok: false, error: "claimed", by: body.by };
    if (body.error === "closed" && body.closedBy !== void 0) {
      const closedBy = fields(body.closedBy, ["setter", "outcome"]);
      return closedBy ? { ok: false, error: "closed", closedBy } : null;
    }
    if (body.error === "closed" || body.error === "not-found") return { ok: false, error: body.error };
    return null;
  }
  function readClaimReply(text2) {
    var _a, _b;
    const refusal = readLeadRefusal(text2);
    if (refusal) return { kind: "answer", body: refusal };
    if (((_a = parsed(text2)) == null ? void 0 : _a.ok) === false && ((_b = parsed(text2)) == null ? void 0 : _b.error) === "released")
      return { kind: "answer", body: { ok: false, error: "released" } };
    return reply(text2, (answer2) => {
      const lead = readClaimedLead(answer2.lead);
      return lead ? { ok: true, lead } : null;
    });
  }
  function readLeadAfter(item) {
    if (!isRecord(item) || !isCount(item.attempts) || !isTimeOrEmpty(item.nextCallAt)) return null;
    const texts = fields(item, ["leadId", "closed", "bookingId"]);
    return texts ? { ...texts, attempts: item.attempts, nextCallAt: item.nextCallAt } : null;
  }
  function readOutcomeReply(text2) {
    const refusal = readLeadRefusal(text2);
    if (refusal) return { kind: "answer", body: refusal };
    const body = parsed(text2);
    if ((body == null ? void 0 : body.ok) === false && body.error === "not-yours")
      return { kind: "answer", body: { ok: false, error: "not-yours" } };
    if ((body == null ? void 0 : body.ok) === false && body.error === "bad-request" && isText(body.reason))
      return { kind: "answer", body: { ok: false, error: "bad-request", reason: body.reason } };
    return reply(text2, (answer2) => {
      const lead = readLeadAfter(answer2.lead);
      return lead && typeof answer2.duplicate === "boolean" ? { ok: true, duplicate: answer2.duplicate, lead } : null;
    });
  }
  function readSpeed(value) {
    if (!isRecord(value) || !isCount(value.leads) || !isCount(value.within5Minutes) || !isCount(value.within15Minutes))
      return null;
    const median2 = value.medianToFirstCallMs;
    if (median2 !== null && !(typeof median2 === "number" && Number.isFinite(median2) && median2 >= 0)) return null;
    if (value.within5Minutes > value.within15Minutes || value.within15Minutes > value.leads) return null;
    return {
      leads: value.leads,
      medianToFirstCallMs: median2,
      within5Minutes: value.within5Minutes,
      within15Minutes: value.within15Minutes
    };
  }
  function readSetter(value) {
    if (!isRecord(value) || !isText(value.setter)) return null;
    const { leadsWorked, calls, booked, contactRate } = value;
    if (!isCount(leadsWorked) || !isCount(calls) || !isCount(booked)) return null;
    if (typeof contactRate !== "number" || !(contactRate >= 0 && contactRate <= 1)) return null;
    return { setter: value.setter, leadsWorked, calls, booked, contactRate };
  }
  function readWeek(value) {
    if (!isRecord(value) || !isTime(value.from) || !isTime(value.to)) return null;
    const speed = readSpeed(value.speed);
    const setters = every(value.setters, readSetter);
    return speed && setters ? { from: value.from, to: value.to, speed, setters } : null;
  }
  var readNotedLead = (item) => fields(item, ["leadId", "ledgerNote"]);
  function readLateCall(item) {
    const texts = fields(item, ["leadId", "name", "setter"]);
    if (!texts || !isRecord(item) || !isCallOutcome(item.outcome) || !isTime(item.at)) return null;
    return { ...texts, outcome: item.outcome, at: item.at };
  }
  var readLeadStatsReply = (text2) => reply(text2, (body) => {
    const weeks = every(body.weeks, readWeek);
    const notedLeads3 = body.notedLeads === void 0 ? [] : every(body.notedLeads, readNotedLead);
    const lateCalls = body.lateCalls === void 0 ? [] : every(body.lateCalls, readLateCall);
    return weeks && notedLeads3 && lateCalls ? { ok: true, weeks, notedLeads: notedLeads3, lateCalls } : null;
  });

  // src/ledger-api/refunds-answer.ts
  var DECIDE_REFUSALS = [
    "already-decided",
    "no-request",
    "not-found",
    "bad-request"
  ];
  var DECISIONS = ["Approved", "Declined"];
  var REQUEST_FIELDS2 = ["id", "partner", "zip", "service", "appointmentLabel", "reason", "note"];
  var APPOINTMENT_FIELDS = ["partner", "appointment", "emailStatus", "noShowReportedAt"];
  function namesOf(item) {
    const { leadName, setter } = item;
    return { ...isText(leadName) ? { leadName } : {}, ...isText(setter) ? { setter } : {} };
  }
  function readOpen(item) {
    const texts = fields(item, REQUEST_FIELDS2);
    const { askedAt, ledgerNote } = item != null ? item : {};
    if (!texts || !isTime(askedAt)) return null;
    const read = { ...texts, ...namesOf(item), askedAt };
    return isText(ledgerNote) && ledgerNote.trim() !== "" ? { ...read, ledgerNote } : read;
  }
  function readDecided(item) {
    const texts = fields(item, [...REQUEST_FIELDS2, "why", "refundEmailStatus"]);
    if (!texts) return null;
    const { decision, decidedAt } = item;
    if (!DECISIONS.includes(decision) || !isTime(decidedAt)) return null;
    return { ...texts, ...namesOf(item), decision, decidedAt };
  }
  function readAppointment(item) {
    const texts = fields(item, APPOINTMENT_FIELDS);
    const { id } = item != null ? item : {};
    return texts && isText(id) ? { id, ...texts } : texts;
  }
  var readRefundsReply = (text2) => reply(text2, (body) => {
    const open = every(body.open, readOpen);
    const decided = every(body.decided, readDecided);
    const appointments = every(body.appointments, readAppointment);
    return open && decided && appointments ? { open, decided, appointments } : null;
  });
  function readDecideReply(text2) {
    const body = parsed(text2);
    if ((body == null ? void 0 : body.ok) === false && DECIDE_REFUSALS.includes(body.error)) {
      const reason = isText(body.reason) ? body.reason : "";
      return { kind: "answer", body: { decided: false, error: body.error, reason } };
    }
    return reply(
      text2,
      (answer2) => DECISIONS.includes(answer2.decision) && isText(answer2.refundEmailStatus) ? { decided: true, decision: answer2.decision, refundEmailStatus: answer2.refundEmailStatus } : null
    );
  }
  function readResendDecisionReply(text2) {
    const body = parsed(text2);
    if ((body == null ? void 0 : body.ok) === false && (body.error === "not-found" || body.error === "no-decision"))
      return { kind: "answer", body: { sent: false, error: body.error } };
    return reply(
      text2,
      (answer2) => isText(answer2.refundEmailStatus) ? { sent: true, refundEmailStatus: answer2.refundEmailStatus } : null
    );
  }

  // src/ledger-api/actions.ts
  var action = () => (row) => row;
  var LEDGER_ACTIONS = {
    check: action()({ roles: ["owner", "setter"], since: 1, read: readCheckReply }),
    book: action()({ roles: ["owner", "setter"], since: 1, read: readBookReply }),
    list: action()({ roles: ["owner", "setter"], since: 1, read: readListReply }),
    deliver: action()({ roles: ["owner"], since: 2, read: readDeliverReply }),
    refunds: action()({ roles: ["owner"], since: 4, read: readRefundsReply }),
    decide: action()({ roles: ["owner"], since: 4, read: readDecideReply }),
    queue: action()({ roles: ["owner", "setter"], since: 5, read: readQueueReply }),
    claim: action()({ roles: ["owner", "setter"], since: 5, read: readClaimReply }),
    outcome: action()({ roles: ["owner", "setter"], since: 5, read: readOutcomeReply }),
    leadStats: action()({ roles: ["owner"], since: 5, read: readLeadStatsReply }),
    resendDecision: action()({ roles: ["owner"], since: 8, read: readResendDecisionReply }),
    leadSources: action()({ roles: ["owner"], since: 9, read: readLeadSourcesReply }),
    sourceKey: action()({ roles: ["owner"], since: 9, read: readSourceKeyReply }),
    lead: action()({ roles: ["source"], since: 9, read: readLeadReply }),
    googleAdsLead: action()({
      roles: ["source"],
      since: 9,
      namedBy: "google_key",
      read: readLeadReply
    }),
    release: action()({ roles: ["owner"], since: 10, read: readHeldBookingReply }),
    withdraw: action()({ roles: ["owner"], since: 10, read: readHeldBookingReply })
  };
  var actionNames = () => Object.keys(LEDGER_ACTIONS);
  var actionsFor = (caller) => actionNames().filter((name) => LEDGER_ACTIONS[name].roles.indexOf(caller) >= 0);
  var isKeyedAction = (name) => typeof name === "string" && Object.prototype.hasOwnProperty.call(LEDGER_ACTIONS, name) && actionsFor("source").indexOf(name) < 0;

  // apps-script/src/platform/wall-clock.ts
  var wallClockAsUtc = (instant, timeZone) => (/* @__PURE__ */ new Date(`${Utilities.formatDate(new Date(instant), timeZone, "yyyy-MM-dd'T'HH:mm:ss")}Z`)).getTime();
  var dayLabel = (instant, timeZone) => Utilities.formatDate(new Date(instant), timeZone, "EEE MMM d");

  // src/partner-time/agency-week.ts
  var DAY_MS = 24 * 60 * 60 * 1e3;
  function localDate(time, timeZone) {
    const wall = new Date(wallClockAsUtc(time, timeZone));
    return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
  }
  function startOfLocalDate({ year, month, day }, timeZone) {
    const wall = Date.UTC(year, month - 1, day);
    let time = wall - (wallClockAsUtc(wall, timeZone) - wall);
    time = wall - (wallClockAsUtc(time, timeZone) - time);
    return time;
  }
  function weekStart(time, timeZone) {
    const date = localDate(time, timeZone);
    const daysSinceMonday = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
    const monday = new Date(Date.UTC(date.year, date.month - 1, date.day - daysSinceMonday));
    return startOfLocalDate(
      { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate() },
      timeZone
    );
  }
  var nextWeekStart = (time, timeZone) => weekStart(weekStart(time, timeZone) + 7.5 * DAY_MS, timeZone);
  function endOfDayAfter(time, days, timeZone) {
    const date = localDate(time, timeZone);
    const later = new Date(Date.UTC(date.year, date.month - 1, date.day + days + 1));
    return startOfLocalDate(
      { year: later.getUTCFullYear(), month: later.getUTCMonth() + 1, day: later.getUTCDate() },
      timeZone
    );
  }
  var agencyDayLabel = (time, timeZone) => dayLabel(time, timeZone);

  // src/bookings/partner-bookings.ts
  function isWithdrawn(status) {
    return ["refunded", "cancelled", "canceled"].includes(status.replace(/\s+/g, "").toLowerCase());
  }
  var partnerKey = (name) => name.trim().toLowerCase().replace(/\s+/g, " ");

  // src/bookings/email-lines.ts
  var BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
  var NOTE_LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
  var URL_START = /(h)tt(ps?):\/\/([^\s/?#\\]*)/gi;
  var HOST_DOT = /[.\u3002\uff0e\uff61]/g;
  var oneLine = (text2) => text2.replace(BREAKS_AND_TABS, " ");
  var defanged = (text2) => text2.replace(
    URL_START,
    (_url, h, ps, host) => `${h}xx${ps}://${host.replace(HOST_DOT, "[.]")}`
  );
  var NOTE_INDENT = "  ";
  function emailText(lines, notes = []) {
    const written = lines.map(oneLine);
    for (const note of notes) {
      const noteLines = linesOf(typeof note.text === "string" ? defanged(note.text) : "");
      if (noteLines.length === 0) continue;
      written.push("", oneLine(note.heading), ...noteLines.map((line) => NOTE_INDENT + line));
    }
    return written.join("\n");
  }
  function linesOf(text2) {
    const lines = text2.split(NOTE_LINE_BREAK).map((line) => oneLine(line).trimEnd());
    let first = 0;
    let end = lines.length;
    while (first < end && lines[first] === "") first++;
    while (end > first && lines[end - 1] === "") end--;
    return lines.slice(first, end);
  }

  // src/bookings/quote-email.ts
  var quoteEmailTermsLine = (refundRule) => `Charges apply weekly for the quotes delivered the prior week. ${refundRule}`;
  var MAX_PARTNER_ADDRESSES = 5;
  var EMPTY = "—";
  function shown(value) {
    const text2 = typeof value === "string" ? defanged(oneLine(value)).trim() : "";
    return text2 === "" ? EMPTY : text2;
  }
  var LEAD_NOTES_HEADING = "Notes from the lead (not from the agency):";
  function quoteSummary(b) {
    const service = typeof b.service === "string" ? oneLine(b.service).trim() : "";
    return `${service ? `${shown(service)} · ` : ""}${shown(b.zip)} · ${shown(b.appointmentLabel)}`;
  }
  var MAIL_SUBJECT_LIMIT = 250;
  function fitMailSubject(text2) {
    if (text2.length <= MAIL_SUBJECT_LIMIT) return text2;
    let end = MAIL_SUBJECT_LIMIT - 1;
    const last = text2.charCodeAt(end - 1);
    if (last >= 55296 && last <= 56319) end--;
    return `${text2.slice(0, end)}…`;
  }
  var quoteEmailSubject = (b, newTime = null) => fitMailSubject(`${newTime ? "New time" : "New estimate"}: ${quoteSummary(b)}`);
  var newTimeLines = (newTime) => [
    `New time for Booking ID: ${shown(newTime.id)}`,
    "",
    "This new time is not charged.",
    `Not charged while the quote of ${newTime.bookedOn} stands.`
  ];
  function quoteEmailBody(b, refundRule, linkLines = null, newTime = null) {
    const lines = [
      `Lead: ${shown(b.leadName)}`,
      `Phone: ${shown(b.leadPhone)}`,
      `Email: ${shown(b.leadEmail)}`,
      `Address: ${shown(b.leadAddress)}`,
      `Appointment: ${shown(b.appointmentLabel)}`,
      `Service: ${shown(b.service)}`,
      `Garage size: ${shown(b.garageSize)}`,
      `Booking ID: ${shown(b.id)}`,
      `Booked by: ${shown(b.setter)}`,
      ...newTime ? newTimeLines(newTime) : [],
      "",
      ...linkLines ? [...linkLines, ""] : [],
      quoteEmailTermsLine(refundRule)
    ];
    return emailText(lines, [{ heading: LEAD_NOTES_HEADING, text: b.notes }]);
  }
  var PLAIN_ADDRESS = /^[^\s@<>()[\]\\",;:]+@[^\s@<>()[\]\\",;:]+\.[^\s@<>()[\]\\",;:.]+$/;
  var isPlainAddress = (text2) => PLAIN_ADDRESS.test(text2);
  function partnerAddresses(text2) {
    const addresses = [];
    const seen = /* @__PURE__ */ new Set();
    for (const piece of (typeof text2 === "string" ? text2 : "").split(/[,;]/)) {
      if (piece.trim() === "") continue;
      if (/[\r\n]/.test(piece) || !isPlainAddress(piece.trim()))
        return { reason: `not an email address: ${piece.replace(/\s+/g, " ").trim()}` };
      const address = piece.trim();
      if (seen.has(address.toLowerCase())) continue;
      seen.add(address.toLowerCase());
      addresses.push(address);
    }
    if (addresses.length === 0) return { reason: "no partner email" };
    if (addresses.length > MAX_PARTNER_ADDRESSES) return { reason: "too many addresses" };
    return { addresses };
  }

  // src/bookings/lead-fields.ts
  function leadPhoneDigits(text2) {
    if (/^\s*\+\s*[02-9]/.test(text2)) return "";
    const digits = withoutExtension(text2).replace(/\D/g, "");
    if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
    return digits.length === 10 ? digits : "";
  }
  var EXTENSION_MARK = /(?:ext\.?|extension|x|#)$/i;
  var EXTENSION_MARK_LENGTH = "extension".length;
  function withoutExtension(text2) {
    const trimmed2 = text2.trimEnd();
    let digitsStart = trimmed2.length;
    while (digitsStart > 0 && isDigit(trimmed2.charCodeAt(digitsStart - 1))) digitsStart--;
    if (digitsStart === trimmed2.length) return text2;
    const beforeDigits = trimmed2.slice(0, digitsStart).trimEnd();
    return EXTENSION_MARK.test(beforeDigits.slice(-EXTENSION_MARK_LENGTH)) ? beforeDigits : text2;
  }
  var isDigit = (code) => code >= 48 && code <= 57;
  var quoteAddress = (company) => company.quote_email.trim() || company.email.trim();

  // src/sheet-cell.ts
  var isDateCell = (value) => Object.prototype.toString.call(value) === "[object Date]";
  function cellText(value) {
    if (isDateCell(value)) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
    if (value === null || value === void 0) return "";
    const text2 = String(value);
    return typeof value === "string" && text2.startsWith("'") ? text2.slice(1) : text2;
  }

  // apps-script/src/platform/script-lock.ts
  var LOCK_WAIT_MS = 1e4;
  function withLock(work) {
    const lock = LockService.getScriptLock();
    try {
      lock.waitLock(LOCK_WAIT_MS);
    } catch {
      return null;
    }
    try {
      const result = work();
      SpreadsheetApp.flush();
      return result;
    } finally {
      lock.releaseLock();
    }
  }
  var isoNow = () => (/* @__PURE__ */ new Date()).toISOString();

  // apps-script/src/platform/tabs.ts
  var headerKey = (text2) => String(text2).toLowerCase().replace(/\s+/g, "");
  function columnsOf(sheet, definitions) {
    const columns = {};
    const width = sheet.getLastColumn();
    if (sheet.getLastRow() === 0 || width === 0) return { sheet, columns, width: 0 };
    const header = sheet.getRange(1, 1, 1, width).getValues()[0];
    const byKey = {};
    header.forEach((cell, c) => {
      const key2 = `:${headerKey(cellText(cell))}`;
      if (key2 !== ":" && !byKey[key2]) byKey[key2] = c + 1;
    });
    for (const [field, name] of definitions) {
      const column = byKey[`:${headerKey(name)}`];
      if (column) columns[field] = column;
    }
    return { sheet, columns, width };
  }
  function findTab(spreadsheet, name, definitions) {
    const sheet = spreadsheet.getSheetByName(name);
    return sheet ? columnsOf(sheet, definitions) : null;
  }
  function openTab(spreadsheet, name, definitions) {
    var _a;
    const sheet = (_a = spreadsheet.getSheetByName(name)) != null ? _a : spreadsheet.insertSheet(name);
    const found = columnsOf(sheet, definitions);
    const missing = definitions.filter(([field]) => !found.columns[field]);
    let width = found.width;
    if (missing.length > 0) {
      const first = width + 1;
      const needed = first + missing.length - 1 - sheet.getMaxColumns();
      if (needed > 0) sheet.insertColumnsAfter(sheet.getMaxColumns(), needed);
      missing.forEach(([field], m) => found.columns[field] = first + m);
      sheet.getRange(1, first, 1, missing.length).setValues([missing.map(([, header]) => header)]);
      width = first + missing.length - 1;
      if (width === missing.length) sheet.setFrozenRows(1);
    }
    return { sheet, columns: found.columns, width };
  }
  function completeTab(spreadsheet, tab, name, definitions) {
    return tab !== null && hasEveryColumn(tab, definitions) ? tab : openTab(spreadsheet, name, definitions);
  }
  var hasEveryColumn = (tab, definitions) => definitions.every(([field]) => tab.columns[field]);
  function asText(value) {
    if (typeof value === "number") return value;
    return typeof value === "string" && value !== "" ? `'${value}` : "";
  }
  function writeCells(tab, row, values) {
    const columns = Object.keys(values).map((field) => [tab.columns[field], asText(values[field])]).sort((a, b) => a[0] - b[0]);
    for (let i = 0; i < columns.length; ) {
      const run = [columns[i][1]];
      let j = i + 1;
      while (j < columns.length && columns[j][0] === columns[j - 1][0] + 1) run.push(columns[j++][1]);
      tab.sheet.getRange(row, columns[i][0], 1, run.length).setValues([run]);
      i = j;
    }
  }
  function appendTabRow(tab, values) {
    const row = [];
    for (let c = 0; c < tab.width; c++) row.push("");
    for (const field of Object.keys(values)) row[tab.columns[field] - 1] = asText(values[field]);
    tab.sheet.appendRow(row);
  }
  function columnCells(tab, field) {
    const column = tab.columns[field];
    if (!column) return null;
    const last = tab.sheet.getLastRow();
    if (last < 2) return [];
    return tab.sheet.getRange(2, column, last - 1, 1).getValues().map((cells) => cells[0]);
  }
  function windowsOf(rows, maxRows) {
    if (rows.length === 0) return [];
    const gaps = [];
    for (let i = 1; i < rows.length; i++) if (rows[i] - rows[i - 1] > 1) gaps.push([rows[i] - rows[i - 1] - 1, i]);
    gaps.sort((a, b) => a[0] - b[0]);
    let total = rows.length;
    const filled = /* @__PURE__ */ new Set();
    for (const [gap, at] of gaps) {
      if (total + gap > maxRows) break;
      total += gap;
      filled.add(at);
    }
    const windows = [[rows[0], rows[0]]];
    for (let r = 1; r < rows.length; r++) {
      if (rows[r] === rows[r - 1] + 1 || filled.has(r)) windows[windows.length - 1][1] = rows[r];
      else windows.push([rows[r], rows[r]]);
    }
    return windows;
  }
  function readWindows(tab, fields2, windows) {
    const columns = fields2.filter((field) => tab.columns[field]).map((field) => [tab.columns[field], field]).sort((a, b) => a[0] - b[0]);
    const out = {};
    for (const [first, last] of windows) {
      const count = last - first + 1;
      for (let r = 0; r < count; r++) out[first + r] = {};
      for (let i = 0; i < columns.length; ) {
        let j = i + 1;
        while (j < columns.length && columns[j][0] === columns[j - 1][0] + 1) j++;
        const cells = tab.sheet.getRange(first, columns[i][0], count, j - i).getValues();
        for (let row = 0; row < count; row++)
          for (let c = i; c < j; c++) out[first + row][columns[c][1]] = cells[row][c - i];
        i = j;
      }
    }
    return out;
  }
  function timeCell(value) {
    if (isDateCell(value)) return value.getTime();
    const text2 = typeof value === "string" ? cellText(value).trim() : "";
    return text2 === "" ? NaN : new Date(text2).getTime();
  }
  var isoOrEmpty = (time) => time === null || Number.isNaN(time) ? "" : new Date(time).toISOString();

  // apps-script/src/bookings/email-status.ts
  var WAITING = "Waiting to send";
  var SENDING_MARK = "Sending since ";
  var DAILY_LIMIT = "daily email limit reached";
  var SENDING_STALE_MS = 10 * 60 * 1e3;
  var heldStatus = (setter, limit) => `held: ${setter}'s daily limit of ${limit} reached`;
  var sameHomeownerStatus = (bookedDay, bookingId) => `held: same homeowner booked ${bookedDay} (${bookingId})`;
  var isPassingFault = (reason) => reason === PARTNER_SHEET_UNREADABLE;
  var lastTryText = (reason, at) => `${reason} at ${at}`;
  var lastTryReason = (text2) => text2.trim().replace(/ at \S+$/, "");
  function statusKind(text2) {
    const status = text2.trim();
    const key2 = headerKey(status);
    if (key2 === "sent" || key2 === "sentbyhand") return "sent";
    if (key2 === headerKey(WAITING)) return "waiting";
    if (key2 === headerKey(MAY_HAVE_BEEN_SENT)) return "stale";
    if (/^held:/i.test(status)) return "held";
    const mark = /^sending since (.+)$/i.exec(status);
    if (!mark) return "other";
    const since = new Date(mark[1]).getTime();
    return Number.isNaN(since) || Date.now() - since > SENDING_STALE_MS ? "stale" : "sending";
  }
  var WAITING_TOO_LONG_MS = 30 * 60 * 1e3;
  var NOT_SENT_YET = "waiting: the script has not sent it yet";
  function shownStatus(text2, savedAt = NaN) {
    const kind = statusKind(text2);
    if (kind === "waiting" && Date.now() - savedAt > WAITING_TOO_LONG_MS) return NOT_SENT_YET;
    if (kind === "waiting" || kind === "sending") return BEING_SENT;
    if (kind === "stale") return MAY_HAVE_BEEN_SENT;
    return text2;
  }
  function storedOutcome(text2) {
    const status = text2.trim();
    if (statusKind(status) === "sent") return "Sent";
    if (status === "") return "not sent";
    return shownStatus(status);
  }
  var isHeld = (emailStatus, status) => statusKind(emailStatus) === "held" && !isWithdrawn(status);

  // apps-script/src/platform/id-rows.ts
  function idRowsOf(tab, idField, noteField, action2) {
    const rows = { ...tab, idField, noteField, action: action2, byId: {} };
    rows.byId = rowsById(rows);
    return rows;
  }
  function rowsById(tab) {
    const byId = {};
    const last = tab.sheet.getLastRow();
    const column = tab.columns[tab.idField];
    if (last < 2 || !column) return byId;
    const cells = tab.sheet.getRange(2, column, last - 1, 1).getValues();
    cells.forEach((cell, i) => {
      const id = cellText(cell[0]).trim();
      if (id !== "" && !byId[`:${id}`]) byId[`:${id}`] = i + 2;
    });
    return byId;
  }
  function idsByRow(rows) {
    const ids = {};
    for (const [key2, row] of Object.entries(rows.byId)) ids[row] = key2.slice(1);
    return ids;
  }
  function idAt(rows, row) {
    if (row < 2 || row > rows.sheet.getMaxRows()) return "";
    return cellText(rows.sheet.getRange(row, rows.columns[rows.idField]).getValue()).trim();
  }
  function findAgain(rows, item) {
    const known2 = rows.byId[`:${item.id}`];
    if (known2 && known2 !== item.row) {
      item.row = known2;
      return true;
    }
    rows.byId = rowsById(rows);
    const row = rows.byId[`:${item.id}`];
    if (!row) return false;
    item.row = row;
    return true;
  }
  function readRowOf(rows, item) {
    for (let attempt = 0; attempt < 4; attempt++) {
      if (item.row >= 2 && item.row <= rows.sheet.getMaxRows()) {
        const cells = rows.sheet.getRange(item.row, 1, 1, rows.width).getValues()[0];
        if (cellText(cells[rows.columns[rows.idField] - 1]).trim() === item.id) return cells;
      }
      if (!findAgain(rows, item)) return null;
    }
    return null;
  }
  function holds(rows, row, values) {
    const fields2 = Object.keys(values);
    const cells = readWindows(rows, fields2, [[row, row]])[row];
    return fields2.every((field) => cellText(cells[field]).trim() === cellText(asText(values[field])).trim());
  }
  function writeToRow(rows, item, values, inDoubt = {}) {
    if (idAt(rows, item.row) !== item.id && !findAgain(rows, item)) return false;
    for (let attempt = 0; attempt < 4; attempt++) {
      const row = item.row;
      writeCells(rows, row, values);
      const there = idAt(rows, row);
      if (there === item.id) return true;
      const found = findAgain(rows, item);
      if (found && holds(rows, item.row, values)) return true;
      undoStrayWrite(rows, row, there, values, inDoubt);
      if (!found) return false;
    }
    return false;
  }
  var textOf = (value) => cellText(asText(value)).trim();
  function rowHolds(rows, row, expected) {
    if (row < 2 || row > rows.sheet.getMaxRows()) return false;
    const cells = rows.sheet.getRange(row, 1, 1, rows.width).getValues()[0];
    const fields2 = Object.keys(expected);
    return fields2.every((field) => cellText(cells[rows.columns[field] - 1]).trim() === textOf(expected[field]));
  }
  function writeByRowNumber(rows, at, values) {
    const before = { [rows.idField]: at.id, [at.field]: at.holds };
    if (!rowHolds(rows, at.row, before)) return false;
    writeCells(rows, at.row, values);
    if (rowHolds(rows, at.row, { ...before, ...values })) return true;
    if (rowHolds(rows, at.row, values)) noteStrayWrite(rows, at.row, values);
    return false;
  }
  function noteStrayWrite(rows, row, values, inDoubt = {}) {
    const headers = Object.keys(values).map((field) => headerOf(rows, field)).join(", ");
    const line = `${headers} written here by mistake by ${rows.action} at ${isoNow()}`;
    const note = cellText(rows.sheet.getRange(row, rows.columns[rows.noteField]).getValue()).trim();
    writeCells(rows, row, { ...inDoubt, [rows.noteField]: note ? `${note}; ${line}` : line });
  }
  function undoStrayWrite(rows, row, there, values, inDoubt) {
    const fields2 = Object.keys(values);
    if (there === "") {
      writeCells(rows, row, Object.fromEntries(fields2.map((field) => [field, ""])));
      return;
    }
    noteStrayWrite(rows, row, values, inDoubt);
  }
  var headerOf = (rows, field) => cellText(rows.sheet.getRange(1, rows.columns[field]).getValue()).trim();

  // apps-script/src/bookings/bookings-tab.ts
  var LEDGER_TAB = "Bookings";
  var LEDGER_COLUMNS = BOOKING_COLUMNS.map(
    ({ field, header }) => [field, header]
  );
  function openLedger(spreadsheet, action2) {
    return idRowsOf(openTab(spreadsheet, LEDGER_TAB, LEDGER_COLUMNS), "id", "ledgerNote", action2);
  }
  function writeToRow2(ledger, item, values) {
    const inDoubt = values.emailStatus === void 0 ? {} : { emailStatus: SENDING_MARK + isoNow() };
    return writeToRow(ledger, item, values, inDoubt);
  }
  function fieldsOf(columns, cells) {
    const fields2 = {};
    for (const [field] of LEDGER_COLUMNS) {
      const column = columns[field];
      fields2[field] = column ? cellText(cells[column - 1]).trim() : "";
    }
    return fields2;
  }
  function bookingFields(spreadsheet, id) {
    const sheet = spreadsheet ? spreadsheet.getSheetByName(LEDGER_TAB) : null;
    if (!sheet) return null;
    const found = columnsOf(sheet, LEDGER_COLUMNS);
    const row = rowsById({ ...found, idField: "id" })[`:${id}`];
    if (!row) return null;
    return fieldsOf(found.columns, sheet.getRange(row, 1, 1, found.width).getValues()[0]);
  }
  function refundDecisionOf(text2) {
    const key2 = headerKey(text2);
    return key2 === "approved" ? "Approved" : key2 === "declined" ? "Declined" : "";
  }
  function reminderSentTimeOf(cell) {
    const text2 = cell.trim();
    const time = /^\d{4}-\d{2}-\d{2}T/.test(text2) ? Date.parse(text2) : NaN;
    return Number.isNaN(time) ? "" : new Date(time).toISOString();
  }
  function markOnDoNotCall(sheet, leadPhoneColumn, asked, phonesOnDoNotCall) {
    if (asked.length === 0 || !leadPhoneColumn) return;
    const top = Math.min(...asked.map(({ row }) => row));
    const bottom = Math.max(...asked.map(({ row }) => row));
    const phones = sheet.getRange(top, leadPhoneColumn, bottom - top + 1, 1).getValues();
    const blocked = phonesOnDoNotCall();
    for (const { booking, row } of asked) {
      const digits = leadPhoneDigits(cellText(phones[row - top][0]));
      booking.onDoNotCall = digits !== "" && blocked[`:${digits}`] === true;
    }
  }

  // src/bookings/policy.ts
  var DEFAULT_DAILY_LIMIT = 40;
  var bookingPolicyText = {
    /** Admin's held quotes: `40 a day`. */
    defaultDailyLimit: `${DEFAULT_DAILY_LIMIT} a day`,
    /** The setup checklist's Setters tab: `40 new bookings a day`. */
    defaultDailyBookings: `${DEFAULT_DAILY_LIMIT} new bookings a day`
  };

  // src/partner-time/known-zones.ts
  var US_ZIP_TIME_ZONES = [
    "America/Adak",
    "America/Anchorage",
    "America/Chicago",
    "America/Denver",
    "America/Los_Angeles",
    "America/New_York",
    "America/Phoenix",
    "Pacific/Fiji",
    "Pacific/Honolulu"
  ];
  var UTC_ALIASES = ["UTC", "GMT", "Etc/UTC", "Etc/GMT"];
  var isKnownTimeZone = (zone) => typeof zone === "string" && (US_ZIP_TIME_ZONES.includes(zone) || UTC_ALIASES.includes(zone));

  // apps-script/src/platform/script-properties.ts
  var CACHED_PROPERTIES = "script-properties";
  var PROPERTIES_GENERATION = "script-properties-generation";
  var CACHED_PROPERTIES_SECONDS = 10 * 60;
  var GENERATION_SECONDS = 6 * 60 * 60;
  var known = null;
  function startExecution() {
    known = null;
  }
  function scriptProperty(name) {
    var _a;
    known != null ? known : known = cachedOrRead();
    return (_a = known[name]) != null ? _a : "";
  }
  function cachedOrRead() {
    var _a;
    const cache = CacheService.getScriptCache();
    const items = cache.getAll([CACHED_PROPERTIES, PROPERTIES_GENERATION]);
    const generation = (_a = items[PROPERTIES_GENERATION]) != null ? _a : "";
    const cached = parsedCopy(items[CACHED_PROPERTIES]);
    if (cached && cached.generation === generation) return cached.properties;
    return readUnder(generation);
  }
  function parsedCopy(text2) {
    try {
      const copy = JSON.parse(text2 != null ? text2 : "null");
      return copy && typeof copy.generation === "string" && copy.properties && typeof copy.properties === "object" ? copy : null;
    } catch {
      return null;
    }
  }
  function readUnder(generation) {
    const properties = PropertiesService.getScriptProperties().getProperties();
    const copy = { generation, properties };
    CacheService.getScriptCache().put(CACHED_PROPERTIES, JSON.stringify(copy), CACHED_PROPERTIES_SECONDS);
    known = properties;
    return properties;
  }
  function newGeneration() {
    const generation = Utilities.getUuid();
    const cache = CacheService.getScriptCache();
    cache.put(PROPERTIES_GENERATION, generation, GENERATION_SECONDS);
    cache.remove(CACHED_PROPERTIES);
    return generation;
  }
  var readPropertiesAfresh = () => readUnder(newGeneration());
  function setScriptProperty(name, value) {
    PropertiesService.getScriptProperties().setProperty(name, value);
    if (known) known[name] = value;
    newGeneration();
  }
  function deleteScriptProperty(name) {
    PropertiesService.getScriptProperties().deleteProperty(name);
    if (known) delete known[name];
    newGeneration();
  }
  function agencyTimeZone() {
    const zone = scriptProperty("AGENCY_TIME_ZONE").trim();
    return isKnownTimeZone(zone) ? zone : Session.getScriptTimeZone();
  }
  function agencyZoneState() {
    const zone = scriptProperty("AGENCY_TIME_ZONE").trim();
    return zone === "" || isKnownTimeZone(zone) ? { ok: true } : { ok: false, reason: `unknown time zone ${zone}` };
  }
  var leadTimeZone = (given) => isKnownTimeZone(given) ? given : agencyTimeZone();

  // apps-script/src/platform/keys.ts
  var SETTERS_TAB = "Setters";
  var SETTER_COLUMNS = [
    ["setter", "Setter"],
    ["key", "Key"],
    ["active", "Active"],
    ["dailyLimit", "Daily Limit"]
  ];
  var MIN_KEY_LENGTH = 20;
  var WEAK_OWNER_KEY = "weak-key";
  var SETTER_ACTIONS = actionsFor("setter");
  var mayAsk = (caller, action2) => caller.role === "owner" || SETTER_ACTIONS.indexOf(String(action2)) >= 0;
  function callerOf(given, spreadsheet) {
    const ownerKey = scriptProperty("LEDGER_KEY");
    if (!ownerKey || typeof given !== "string") return null;
    if (sameKey(given, ownerKey))
      return ownerKey.length >= MIN_KEY_LENGTH ? { role: "owner", setter: "" } : WEAK_OWNER_KEY;
    if (given.length < MIN_KEY_LENGTH || !spreadsheet) return null;
    const sheet = spreadsheet.getSheetByName(SETTERS_TAB);
    const setter = sheet ? setterWithKey(sheet, given) : "";
    return setter ? { role: "setter", setter } : null;
  }
  function sameKey(given, key2) {
    let difference = given.length ^ key2.length;
    for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ (key2.charCodeAt(i) | 0);
    return difference === 0 && key2.length > 0;
  }
  function setterWithKey(sheet, given) {
    const c = columnsOf(sheet, SETTER_COLUMNS).columns;
    const count = sheet.getLastRow() - 1;
    if (!c.setter || !c.key || !c.active || count < 1) return "";
    const column = (at) => sheet.getRange(2, at, count, 1).getValues().map((cells) => cells[0]);
    const names = column(c.setter);
    const keys = column(c.key);
    const active = column(c.active);
    let found = "";
    for (let i = 0; i < count; i++) {
      const key2 = cellText(keys[i]).trim();
      const matches = sameKey(given, key2);
      const name = cellText(names[i]).trim();
      if (matches && !found && key2.length >= MIN_KEY_LENGTH && isActive(active[i]) && name) found = name;
    }
    return found;
  }
  function isActive(value) {
    if (value === true) return true;
    const text2 = cellText(value).trim().toLowerCase();
    return text2 === "yes" || text2 === "true";
  }

  // src/bookings/quote-recipient.ts
  function quoteRecipient(rows, partner) {
    const key2 = partnerKey(partner);
    let firstReason = null;
    if (key2 !== "")
      for (const row of rows) {
        if (partnerKey(row.company_name) !== key2) continue;
        const parsed2 = partnerAddresses(quoteAddress(row));
        if ("addresses" in parsed2) return parsed2;
        firstReason != null ? firstReason : firstReason = parsed2;
      }
    return firstReason != null ? firstReason : { reason: PARTNER_NOT_IN_SHEET };
  }

  // src/partners/headers.ts
  var HEADER_ALIASES = {
    company_name: ["company_name", "company name"],
    display_name: ["display_name", "display name"],
    status_badge: ["status_badge", "status", "active", "status badge"],
    note_banner: ["note_banner", "note", "note banner"],
    schedule_label: ["schedule_label", "schedule label"],
    schedule_url: ["schedule_url", "schedule url", "schedule_link"],
    calendar_label: ["calendar_label", "calendar label"],
    calendar_url: ["calendar_url", "calendar url"],
    time_zone: ["time_zone", "time zone"],
    target_area: [
      "target_area",
      "target area",
      "target area with radius",
      "target_area_with_radius",
      "target area (with radius)"
    ],
    target_radius_miles: ["target_radius_mile", "target_radius_miles"],
    state: ["state"],
    warranty: ["warranty"],
    pricing_1car: ["pricing_1car", "pricing - 1 car", "pricing 1 car"],
    pricing_2car: ["pricing_2car", "pricing - 2 car", "pricing 2 car"],
    pricing_3car: ["pricing_3car", "pricing - 3 car", "pricing 3 car"],
    estimator_name: ["estimator_name", "estimator", "estimator name"],
    email: ["email"],
    service_category: ["service category", "service_category"],
    services_offered: ["services offered", "services_offered"],
    service_types: ["service_types", "service types"],
    notes_label: ["notes_label", "notes"],
    extra_notes: ["extra_notes", "extra notes"],
    zip_codes: ["zip code", "zip codes", "zips", "zip_codes"],
    hours: ["hours", "business hours"],
    project_types: ["project types", "project_types"],
    booking_answers: ["booking answers", "booking_answers"],
    priority: ["priority", "rank"],
    weekly_cap: ["weekly cap", "weekly_cap", "cap"],
    price_per_quote: ["price per quote", "price_per_quote", "quote price"],
    quote_email: ["quote email", "quote_email"]
  };
  var SHEET_FIELDS = Object.keys(HEADER_ALIASES);
  var ALIAS_TO_FIELD = (() => {
    const m = /* @__PURE__ */ new Map();
    for (const field of SHEET_FIELDS) {
      for (const alias of HEADER_ALIASES[field]) {
        if (m.has(alias)) throw new Error(`Duplicate header alias ${alias}`);
        m.set(alias, field);
      }
    }
    return m;
  })();
  function normaliseHeader(header) {
    return header.trim().toLowerCase().replace(/\s+/g, " ");
  }
  function fieldForHeader(header) {
    return ALIAS_TO_FIELD.get(normaliseHeader(header));
  }
  function mapColumns(headerRow) {
    var _a;
    const columns = {};
    for (const f of SHEET_FIELDS) columns[f] = [];
    let recognised = 0;
    const unmatched = [];
    for (let i = 0; i < headerRow.length; i++) {
      const raw = (_a = headerRow[i]) != null ? _a : "";
      const field = fieldForHeader(raw);
      if (field) {
        columns[field].push(i);
        recognised++;
      } else if (raw.trim() !== "") {
        unmatched.push(raw.trim());
      }
    }
    return { columns, recognised, unmatched };
  }

  // src/partners/safe-email.ts
  var CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
  var EMAIL_SHAPE = /^[^\s@:?#<>"'`\\,;()[\]/]+@[^\s@:?#<>"'`\\,;()[\]/]+\.[^\s@:?#<>"'`\\,;()[\]/]+$/;
  function safeEmail(value) {
    let v = value.trim();
    if (/^mailto:/i.test(v)) v = v.slice(7).trim();
    if (v === "" || CONTROL_CHARS.test(v) || !EMAIL_SHAPE.test(v)) return null;
    return v;
  }

  // apps-script/src/partners/partner-sheet.ts
  var PARTNER_CACHE_KEY = "partner-sheet";
  var PARTNER_CACHE_SECONDS = 600;
  var CACHE_PIECE_LENGTH = 9e4;
  var MAX_CACHE_PIECES = 100;
  function partnerSheet(fresh) {
    const url = scriptProperty("PARTNER_SHEET_URL").trim();
    if (!url) return { reason: NO_PARTNER_SHEET_URL };
    if (!fresh) {
      const cached = cachedPartners(url);
      if (cached) return cached;
    }
    const read = fetchPartners(url);
    if ("rows" in read) cachePartners(url, read);
    return read;
  }
  function recipientFor(partners, name) {
    return "reason" in partners ? { reason: partners.reason } : quoteRecipient(partners.rows, name);
  }
  function partnerDisplayName(partners, name) {
    var _a;
    const key2 = partnerKey(name);
    const row = partners && "rows" in partners ? partners.rows.find((each) => partnerKey(each.company_name) === key2) : null;
    return ((_a = row == null ? void 0 : row.display_name) == null ? void 0 : _a.trim()) || name;
  }
  var partnerCategories = (partners) => "rows" in partners ? partners.rows.map((row) => {
    var _a;
    return ((_a = row.service_category) != null ? _a : "").trim();
  }).filter((c) => c !== "") : [];
  function fetchPartners(url) {
    let response;
    try {
      response = UrlFetchApp.fetch(withCacheBuster(url, Date.now()), { muteHttpExceptions: true });
    } catch {
      return { reason: PARTNER_SHEET_UNREADABLE };
    }
    if (response.getResponseCode() !== 200) return { reason: PARTNER_SHEET_UNREADABLE };
    return readPartnerSheet2(response.getContentText());
  }
  function withCacheBuster(url, now) {
    const base = url.split("#")[0];
    const at = base.indexOf("?");
    const query = at < 0 ? [] : base.slice(at + 1).split("&");
    const kept = query.filter((part) => part !== "" && part.split("=")[0] !== "cb");
    kept.push(`cb=${now}`);
    return `${at < 0 ? base : base.slice(0, at)}?${kept.join("&")}`;
  }
  var pick = (row, columns) => {
    var _a;
    return (_a = columns.map((column) => {
      var _a2;
      return ((_a2 = row[column]) != null ? _a2 : "").trim();
    }).find((value) => value !== "")) != null ? _a : "";
  };
  function readPartnerSheet2(text2) {
    var _a;
    const body = String(text2).replace(/^\uFEFF/, "");
    if (/^\s*</.test(body) || /<html/i.test(body.slice(0, 1024))) return { reason: PARTNER_SHEET_UNREADABLE };
    let csv;
    try {
      csv = Utilities.parseCsv(body);
    } catch {
      return { reason: PARTNER_SHEET_UNREADABLE };
    }
    const headerAt = csv.findIndex((row) => row.join("").trim() !== "");
    if (headerAt < 0) return { reason: PARTNER_SHEET_UNREADABLE };
    const { columns } = mapColumns(csv[headerAt]);
    if (columns.company_name.length === 0) return { reason: PARTNER_SHEET_UNREADABLE };
    const rows = [];
    const names = /* @__PURE__ */ new Set();
    for (const row of csv.slice(headerAt + 1)) {
      const name = pick(row, columns.company_name);
      if (partnerKey(name) === "") continue;
      names.add(partnerKey(name));
      rows.push({
        company_name: name,
        quote_email: pick(row, columns.quote_email),
        email: (_a = safeEmail(pick(row, columns.email))) != null ? _a : "",
        service_category: pick(row, columns.service_category),
        display_name: pick(row, columns.display_name)
      });
    }
    return { rows, partners: names.size };
  }
  function cachePartners(url, read) {
    const text2 = JSON.stringify(read.rows).replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${`000${c.charCodeAt(0).toString(16)}`.slice(-4)}`
    );
    const count = Math.ceil(text2.length / CACHE_PIECE_LENGTH);
    if (count > MAX_CACHE_PIECES) return;
    const stamp = Utilities.getUuid();
    const values = {};
    for (let i = 0; i < count; i++)
      values[`${PARTNER_CACHE_KEY}:${stamp}:${i}`] = text2.slice(i * CACHE_PIECE_LENGTH, (i + 1) * CACHE_PIECE_LENGTH);
    values[PARTNER_CACHE_KEY] = JSON.stringify({ url, stamp, pieces: count, partners: read.partners });
    try {
      CacheService.getScriptCache().putAll(values, PARTNER_CACHE_SECONDS);
    } catch {
    }
  }
  function cachedPartners(url) {
    var _a;
    try {
      const cache = CacheService.getScriptCache();
      const index = JSON.parse((_a = cache.get(PARTNER_CACHE_KEY)) != null ? _a : "null");
      if (!index || index.url !== url) return null;
      const keys = [];
      for (let i = 0; i < index.pieces; i++) keys.push(`${PARTNER_CACHE_KEY}:${index.stamp}:${i}`);
      const pieces = cache.getAll(keys);
      let text2 = "";
      for (const key2 of keys) {
        if (typeof pieces[key2] !== "string") return null;
        text2 += pieces[key2];
      }
      return { rows: JSON.parse(text2), partners: index.partners };
    } catch {
      return null;
    }
  }

  // src/refunds/policy.ts
  var REFUND_WINDOW_DAYS = 7;
  var NO_SHOW_WINDOW_DAYS = 7;
  var NO_SHOW_COUNT_WEEKS = 4;
  var MAX_NOTE_LENGTH = 500;
  var refundWindow = `${REFUND_WINDOW_DAYS} calendar days`;
  var refundPolicyText = {
    /** The Terms of Service's refund rule (section 4), which the link page quotes. */
    terms: `A refund request must be made in writing within ${refundWindow} of the disputed charge. Requests made after those ${refundWindow} are never honored.`,
    /** The quote email's terms line, after the weekly charge. */
    quoteEmail: `Refund requests must be in writing within ${refundWindow} of the disputed charge.`,
    /** Admin's Refunds asked. */
    askFromLink: `Partners ask from the link in their quote email, within ${refundWindow} of the charge.`,
    noteTooLong: `The note is longer than ${MAX_NOTE_LENGTH} characters.`,
    /** `No-shows reported: {n} of {m} appointments in the last 4 weeks ({p}%)` */
    noShowLine: (reported, appointments, percent) => `No-shows reported: ${reported} of ${appointments} appointments in the last ${NO_SHOW_COUNT_WEEKS} weeks (${percent}%)`
  };

  // src/bookings/new-times.ts
  var RESCHEDULED = "Rescheduled";
  var isRescheduled = (status) => status.replace(/\s+/g, "").toLowerCase() === "rescheduled";
  var movedText = (newLabel) => newLabel.trim() === "" ? "This appointment was moved." : `This appointment was moved to ${newLabel.trim()}.`;
  function standsBilled(earlier) {
    if (isWithdrawn(earlier.status)) return false;
    if (earlier.refundDecision.trim().toLowerCase() === "approved") return false;
    return !/^\s*held:/i.test(earlier.emailStatus);
  }
  var isNewTime = (partner, earlier) => earlier !== null && partnerKey(partner) === partnerKey(earlier.partner) && standsBilled(earlier);

  // apps-script/src/bookings/new-times.ts
  function earlierBookingAt(tab, id, row) {
    if (!row) return null;
    const fields2 = ["bookedAt", "partner", "status", "emailStatus", "refundDecision"];
    const cells = readWindows(tab, fields2, [[row, row]])[row];
    const bookedAt = timeCell(cells.bookedAt);
    return {
      id,
      row,
      bookedAt,
      // An owner's unreadable Booked At still names the booking the owner can find.
      bookedOn: Number.isNaN(bookedAt) ? "earlier" : agencyDayLabel(bookedAt, agencyTimeZone()),
      partner: cellText(cells.partner).trim(),
      status: cellText(cells.status).trim(),
      emailStatus: cellText(cells.emailStatus).trim(),
      refundDecision: cellText(cells.refundDecision).trim()
    };
  }
  function newTimeOf(tab, byId, rebookOf, partner) {
    if (rebookOf === "") return null;
    const earlier = earlierBookingAt(tab, rebookOf, byId[`:${rebookOf}`]);
    return earlier && isNewTime(partner, earlier) ? earlier : null;
  }
  function movedPageText(tab, id, status) {
    var _a;
    if (!isRescheduled(status)) return "";
    const rebookOf = (_a = columnCells(tab, "rebookOf")) != null ? _a : [];
    const rows = [];
    rebookOf.forEach((cell, i) => cellText(cell).trim() === id && rows.push(i + 2));
    const found = readWindows(
      tab,
      ["bookedAt", "appointmentLabel"],
      rows.map((row) => [row, row])
    );
    let label = "";
    let latest = -Infinity;
    for (const row of rows) {
      const bookedAt = timeCell(found[row].bookedAt);
      if (!(bookedAt < latest)) [latest, label] = [bookedAt, cellText(found[row].appointmentLabel).trim()];
    }
    return movedText(label);
  }
  function movedPageTextIn(spreadsheet, fields2) {
    const sheet = spreadsheet && isRescheduled(fields2.status) ? spreadsheet.getSheetByName(LEDGER_TAB) : null;
    return sheet ? movedPageText(columnsOf(sheet, LEDGER_COLUMNS), fields2.id, fields2.status) : "";
  }

  // src/refunds/refund-links.ts
  var linkTokenMessage = (action2, id) => `${action2}:${id}`;
  var LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
  var isLinkToken = (text2) => typeof text2 === "string" && LINK_TOKEN.test(text2);
  var BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  var isBookingId = (text2) => typeof text2 === "string" && BOOKING_ID.test(text2);
  var REFUND_REASONS = [
    "Wrong service or outside our area",
    "Duplicate of a lead we already had",
    "Contact details are wrong",
    "Charged twice",
    "Other"
  ];
  var isRefundReason = isOneOf(REFUND_REASONS);
  var linkUrl = (webAppUrl, action2, id, token) => `${webAppUrl}?${action2}=${id}&t=${token}`;
  function quoteEmailLinkLines(links) {
    return [
      `Ask for a refund by ${links.refundBy}: ${linkUrl(links.webAppUrl, "refund", links.id, links.refundToken)}`,
      `Homeowner did not show up? Tell the agency: ${linkUrl(links.webAppUrl, "noshow", links.id, links.noShowToken)}`
    ];
  }

  // src/refunds/refund-windows.ts
  var DAY_MS2 = 24 * 60 * 60 * 1e3;
  var ANSWER_BUSINESS_DAYS = 2;
  function refundDeadline(emailedAt, timeZone) {
    const chargedAt = nextWeekStart(emailedAt, timeZone);
    const closesAt = endOfDayAfter(chargedAt, REFUND_WINDOW_DAYS, timeZone);
    return { chargedAt, closesAt, lastDay: agencyDayLabel(closesAt - 1, timeZone) };
  }
  function noShowWindow(appointmentAt, timeZone) {
    return { opensAt: appointmentAt, closesAt: endOfDayAfter(appointmentAt, NO_SHOW_WINDOW_DAYS, timeZone) };
  }
  function noShowTiming(appointmentAt, now, timeZone) {
    const { opensAt, closesAt } = noShowWindow(appointmentAt, timeZone);
    if (now < opensAt) return "not-yet";
    return now < closesAt ? "open" : "closed";
  }
  function refundAnswerDay(askedAt, timeZone) {
    let businessDays = 0;
    let day = askedAt;
    for (let daysAfter = 1; businessDays < ANSWER_BUSINESS_DAYS; daysAfter++) {
      day = endOfDayAfter(askedAt, daysAfter - 1, timeZone);
      const sinceMonday = Math.round((day - weekStart(day, timeZone)) / DAY_MS2);
      if (sinceMonday < 5) businessDays++;
    }
    return agencyDayLabel(day, timeZone);
  }

  // apps-script/src/platform/signed-links.ts
  function isWebAppUrl(text2) {
    return typeof text2 === "string" && text2.length <= MAX_FIELD_LENGTH && /^(https:\/\/[^\s?#/]+|http:\/\/127\.0\.0\.1(:\d+)?)\/[^\s?#]*\/exec$/.test(text2);
  }
  function linkSettings() {
    const url = scriptProperty("WEB_APP_URL");
    const secret = scriptProperty("LINK_SECRET");
    return url && secret ? { url, secret } : null;
  }
  function linkToken(action2, id, secret) {
    const bytes = Utilities.computeHmacSha256Signature(linkTokenMessage(action2, id), secret);
    return Utilities.base64EncodeWebSafe(bytes).replace(/=+$/, "");
  }
  function linkIsValid(action2, id, token) {
    const settings = linkSettings();
    if (!settings || !isBookingId(id) || !isLinkToken(token)) return false;
    return sameKey(token, linkToken(action2, id, settings.secret));
  }

  // apps-script/src/bookings/quote-links.ts
  function quoteEmailLinks(id, emailedAt) {
    const settings = linkSettings();
    if (!settings || !isBookingId(id)) return null;
    return quoteEmailLinkLines({
      webAppUrl: settings.url,
      id,
      refundToken: linkToken("refund", id, settings.secret),
      noShowToken: linkToken("noshow", id, settings.secret),
      refundBy: refundDeadline(emailedAt, agencyTimeZone()).lastDay
    });
  }

  // apps-script/src/bookings/sending.ts
  var CLAIM_WINDOW_MS = 4 * 60 * 1e3;
  var MAX_IDS_PER_REQUEST = 200;
  function sendQueue(ledger, queue2, partners, started, claimable, givenUp2 = () => "") {
    const outcomes = {};
    let pending = null;
    let next = 0;
    for (; ; ) {
      const turn = withLock(() => {
        if (pending) writeFate(ledger, pending);
        pending = null;
        while (next < queue2.length && Date.now() - started <= CLAIM_WINDOW_MS) {
          const item = queue2[next++];
          const claimed = claimEmail(ledger, item, partners, claimable, givenUp2);
          if ("mail" in claimed) return claimed;
          outcomes[`:${item.id}`] = claimed.outcome;
        }
        return null;
      });
      if (turn === null && pending) {
        writeFate(ledger, pending);
        pending = null;
      }
      if (!turn) break;
      const status = send(turn.mail);
      pending = { item: turn.item, mail: turn.mail, status, at: isoNow() };
      outcomes[`:${turn.item.id}`] = status;
    }
    for (const item of queue2.slice(next)) outcomes[`:${item.id}`] = item.before;
    return outcomes;
  }
  function claimEmail(ledger, item, partners, claimable, givenUp2) {
    var _a, _b;
    const cells = readRowOf(ledger, item);
    if (!cells) return { outcome: "not in the ledger" };
    const c = ledger.columns;
    const status = cellText(cells[c.emailStatus - 1]).trim();
    if (!claimable(status, cellText(cells[c.status - 1]).trim())) return { outcome: storedOutcome(status) };
    const finalReason = givenUp2((field) => cells[c[field] - 1]);
    if (finalReason !== "")
      return writeToRow2(ledger, item, { emailStatus: finalReason }) ? { outcome: finalReason } : { outcome: "not in the ledger" };
    const fields2 = {};
    for (const field of BOOKING_FIELDS) fields2[field] = cellText(cells[c[field] - 1]).trim();
    const recipient = partners ? recipientFor(partners, (_a = fields2.partner) != null ? _a : "") : { reason: "not sent" };
    const values = {};
    const address = "addresses" in recipient ? recipient.addresses.join(", ") : "";
    if (cellText(cells[c.partnerEmail - 1]).trim() !== address) values.partnerEmail = address;
    const blocked = "addresses" in recipient ? quotaProblem(recipient.addresses.length) : recipient.reason;
    if (isPassingFault(blocked)) {
      values.lastTry = lastTryText(blocked, isoNow());
      if (statusKind(status) !== "waiting") values.emailStatus = WAITING;
      return writeToRow2(ledger, item, values) ? { outcome: blocked } : { outcome: "not in the ledger" };
    }
    if (!(blocked && blocked === status)) values.emailStatus = blocked || SENDING_MARK + isoNow();
    if (!writeToRow2(ledger, item, values)) return { outcome: "not in the ledger" };
    if (blocked || !("addresses" in recipient)) return { outcome: blocked };
    const newTime = newTimeOf(ledger, ledger.byId, cellText(cells[c.rebookOf - 1]).trim(), (_b = fields2.partner) != null ? _b : "");
    return { item, mail: mailOf(fields2, recipient.addresses, newTime) };
  }
  function quotaProblem(recipients) {
    try {
      return MailApp.getRemainingDailyQuota() < recipients ? DAILY_LIMIT : "";
    } catch (error) {
      return couldNotSend(error);
    }
  }
  function writeFate(ledger, pending) {
    const values = { emailStatus: pending.status };
    if (pending.status === "Sent") {
      values.emailedTo = pending.mail.to;
      values.emailedAt = pending.at;
    }
    writeToRow2(ledger, pending.item, values);
  }
  function send(mail) {
    var _a;
    try {
      const message = {
        to: mail.to,
        subject: mail.subject,
        body: mail.body
      };
      const replyTo = (_a = mail.replyTo) != null ? _a : scriptProperty("REPLY_TO");
      const name = scriptProperty("AGENCY_NAME");
      if (replyTo) message.replyTo = replyTo;
      if (name) message.name = name;
      if (mail.attachments) message.attachments = mail.attachments;
      MailApp.sendEmail(message);
      return "Sent";
    } catch (error) {
      return /too many times for one day: email/i.test(messageOf(error)) ? DAILY_LIMIT : MAY_HAVE_BEEN_SENT;
    }
  }
  function messageOf(error) {
    const message = error == null ? void 0 : error.message;
    return (message ? String(message) : String(error)).replace(/\s+/g, " ").trim();
  }
  var couldNotSend = (error) => `could not send: ${messageOf(error)}`.slice(0, MAX_FIELD_LENGTH);
  function mailOf(fields2, addresses, newTime) {
    var _a;
    const links = quoteEmailLinks((_a = fields2.id) != null ? _a : "", Date.now());
    const noShowLine = links ? [links[1]] : null;
    const linkLines = newTime ? noShowLine : links;
    return {
      to: addresses.join(", "),
      subject: quoteEmailSubject(fields2, newTime),
      body: quoteEmailBody(fields2, refundPolicyText.quoteEmail, linkLines, newTime)
    };
  }
  function reportFates(order, fateOf) {
    const emailed = [];
    const notEmailed = [];
    const held = [];
    for (const id of order) {
      const status = fateOf(id);
      if (status === "Sent") emailed.push(id);
      else if (statusKind(status) === "held") held.push({ id, reason: status });
      else notEmailed.push({ id, reason: status });
    }
    return held.length > 0 ? { emailed, notEmailed, held } : { emailed, notEmailed };
  }
  function deliver(spreadsheet, ids, resend, started) {
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS_PER_REQUEST)
      return { ok: false, error: "bad-request" };
    if (ids.some((id) => typeof id !== "string")) return { ok: false, error: "bad-request" };
    const claimable = (status) => {
      const kind = statusKind(status);
      return kind === "waiting" || kind === "other" || kind === "stale" && resend;
    };
    const decided = withLock(() => {
      const ledger = openLedger(spreadsheet, "deliver");
      const order = [];
      const outcomes2 = {};
      const queue2 = [];
      for (const asked of ids) {
        const id = asked.trim();
        if (`:${id}` in outcomes2) continue;
        order.push(id);
        const row = ledger.byId[`:${id}`];
        if (!row) {
          outcomes2[`:${id}`] = "not in the ledger";
          continue;
        }
        const status = cellText(ledger.sheet.getRange(row, ledger.columns.emailStatus).getValue()).trim();
        outcomes2[`:${id}`] = storedOutcome(status);
        if (claimable(status)) queue2.push({ id, row, before: storedOutcome(status) });
      }
      return { ledger, order, outcomes: outcomes2, queue: queue2 };
    });
    if (decided === null) return { ok: false, error: "busy" };
    const partners = decided.queue.length > 0 ? partnerSheet(true) : null;
    const outcomes = sendQueue(decided.ledger, decided.queue, partners, started, claimable);
    const fates = reportFates(decided.order, (id) => {
      var _a, _b;
      return (_b = (_a = outcomes[`:${id}`]) != null ? _a : decided.outcomes[`:${id}`]) != null ? _b : "";
    });
    return { ok: true, ...fates };
  }

  // apps-script/src/bookings/held-bookings.ts
  function dailyLimitOf(spreadsheet, setter) {
    var _a, _b;
    const tab = findTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS);
    if (!tab || !tab.columns.dailyLimit) return DEFAULT_DAILY_LIMIT;
    const names = (_a = columnCells(tab, "setter")) != null ? _a : [];
    const limits = (_b = columnCells(tab, "dailyLimit")) != null ? _b : [];
    const at = names.findIndex((name) => cellText(name).trim() === setter);
    const text2 = at < 0 ? "" : cellText(limits[at]).trim();
    return /^\d+$/.test(text2) ? Number(text2) : DEFAULT_DAILY_LIMIT;
  }
  function savedTodayBy(ledger, setter, now) {
    const last = ledger.sheet.getLastRow();
    if (last < 2) return 0;
    const zone = agencyTimeZone();
    const from = endOfDayAfter(now, -1, zone);
    const upTo = endOfDayAfter(now, 0, zone);
    const saved = ledger.sheet.getRange(2, ledger.columns.savedAt, last - 1, 1).getValues();
    const today = [];
    saved.forEach(([cell], i) => {
      const time = timeCell(cell);
      if (time >= from && time < upTo) today.push(i + 2);
    });
    const setters = readWindows(ledger, ["setter"], windowsOf(today, 2 * today.length));
    return today.filter((row) => cellText(setters[row].setter).trim() === setter).length;
  }
  function heldRow(ledger, id) {
    const row = ledger.byId[`:${id}`];
    if (!row) return { ok: false, error: "not-found" };
    const cells = readWindows(ledger, ["emailStatus", "status"], [[row, row]])[row];
    const emailStatus = cellText(cells.emailStatus).trim();
    if (!isHeld(emailStatus, cellText(cells.status).trim())) return { ok: false, error: "not-held" };
    return { row, emailStatus };
  }
  var askedId = (id) => typeof id === "string" ? id.trim() : "";
  function release(spreadsheet, id, started) {
    const asked = askedId(id);
    if (asked === "") return { ok: false, error: "bad-request" };
    const found = withLock(() => {
      const ledger = openLedger(spreadsheet, "release");
      return { ledger, held: heldRow(ledger, asked) };
    });
    if (found === null) return { ok: false, error: "busy" };
    const held = found.held;
    if ("error" in held) return held;
    const queue2 = [{ id: asked, row: held.row, before: held.emailStatus }];
    const outcomes = sendQueue(found.ledger, queue2, partnerSheet(true), started, isHeld);
    return { ok: true, ...reportFates([asked], (each) => {
      var _a;
      return (_a = outcomes[`:${each}`]) != null ? _a : held.emailStatus;
    }) };
  }
  function withdraw(spreadsheet, id) {
    const asked = askedId(id);
    if (asked === "") return { ok: false, error: "bad-request" };
    const answer2 = withLock(() => {
      const ledger = openLedger(spreadsheet, "withdraw");
      const held = heldRow(ledger, asked);
      if ("error" in held) return held;
      return writeToRow2(ledger, { id: asked, row: held.row }, { status: "Cancelled" }) ? { ok: true } : { ok: false, error: "not-found" };
    });
    return answer2 != null ? answer2 : { ok: false, error: "busy" };
  }

  // apps-script/src/platform/request-window.ts
  function requestWindow(since, until) {
    const from = typeof since === "string" ? new Date(since).getTime() : NaN;
    const upTo = until === void 0 || until === null ? Infinity : typeof until === "string" ? new Date(until).getTime() : NaN;
    return Number.isNaN(from) || Number.isNaN(upTo) ? null : { from, upTo };
  }

  // src/bookings/calendar-file.ts
  var CALENDAR_FILE_NAME = "estimate.ics";
  var CALENDAR_FILE_TYPE = "text/calendar; charset=UTF-8; method=PUBLISH";
  var MAX_LINE_OCTETS = 75;
  var utf8Octets = (codePoint) => codePoint < 128 ? 1 : codePoint < 2048 ? 2 : codePoint < 65536 ? 3 : 4;
  function foldedLine(line) {
    const pieces = [];
    let piece = "";
    let octets = 0;
    for (const character of line) {
      const size = utf8Octets(character.codePointAt(0));
      if (octets + size > MAX_LINE_OCTETS) {
        pieces.push(piece);
        piece = " ";
        octets = 1;
      }
      piece += character;
      octets += size;
    }
    pieces.push(piece);
    return pieces.join("\r\n");
  }
  var withoutControls = (text2) => [...text2].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join("");
  var escapedText = (text2) => withoutControls(oneLine(text2).trim()).replace(/[\\;,]/g, (c) => `\\${c}`);
  function parameterValue(text2) {
    const value = withoutControls(oneLine(text2).trim()).replace(/"/g, "'");
    return /[;:,]/.test(value) ? `"${value}"` : value;
  }
  function utcDateTime(instant) {
    return instant.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
  }
  function eventSummary(service, partner) {
    const named = oneLine(service).trim();
    return `Free estimate${named ? `: ${named}` : ""} with ${oneLine(partner).trim()}`;
  }
  function calendarFile(event) {
    var _a;
    const lines = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Home Service Leads//Ledger//EN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      `UID:${escapedText(event.bookingId)}@ledger`,
      `DTSTAMP:${utcDateTime(event.stampedAt)}`,
      `SEQUENCE:${(_a = event.sequence) != null ? _a : 0}`,
      `ORGANIZER;CN=${parameterValue(event.agencyName)}:mailto:${event.organizerAddress.trim()}`,
      `DTSTART:${utcDateTime(new Date(event.appointment))}`,
      "DURATION:PT1H",
      `SUMMARY:${escapedText(eventSummary(event.service, event.partner))}`,
      ...oneLine(event.address).trim() ? [`LOCATION:${escapedText(event.address)}`] : [],
      "END:VEVENT",
      "END:VCALENDAR"
    ];
    return lines.map(foldedLine).join("\r\n") + "\r\n";
  }

  // src/bookings/homeowner-confirmation.ts
  var HOMEOWNER_STATUS = {
    waitingForQuote: "waiting for the partner's quote",
    noEmail: "no homeowner email",
    notWanted: "not wanted",
    noAgencyName: "no agency name",
    noAppointment: "no appointment ahead"
  };
  var QUOTES_FIRST_RESERVE = 10;
  var homeownerQuotaAllows = (remainingRecipients) => remainingRecipients >= QUOTES_FIRST_RESERVE;
  function firstHomeownerStatus(choice, now) {
    if (typeof choice.emailHomeowner !== "boolean") return "";
    if (!choice.emailHomeowner) return HOMEOWNER_STATUS.notWanted;
    if (!isPlainAddress(choice.leadEmail.trim())) return HOMEOWNER_STATUS.noEmail;
    if (Number.isNaN(choice.appointment) || choice.appointment <= now) return HOMEOWNER_STATUS.noAppointment;
    return HOMEOWNER_STATUS.waitingForQuote;
  }
  var key = (text2) => text2.trim().toLowerCase().replace(/[\s’']+/g, "");
  var WAITING_KEYS = new Set(
    [HOMEOWNER_STATUS.waitingForQuote, "Waiting to send", "daily email limit reached", HOMEOWNER_STATUS.noAgencyName].map(
      key
    )
  );
  var homeownerEmailWaits = (homeownerStatus) => WAITING_KEYS.has(key(homeownerStatus));
  function homeownerEmailDue(homeownerStatus, quoteStatus, appointment, now) {
    const quote = key(quoteStatus);
    return homeownerEmailWaits(homeownerStatus) && (quote === "sent" || quote === "sentbyhand") && !Number.isNaN(appointment) && appointment > now;
  }

  // src/bookings/homeowner-email.ts
  var serviceOf = (service) => oneLine(service).trim();
  function confirmationSubject(b) {
    const service = serviceOf(b.service);
    return fitMailSubject(`Your free estimate${service ? `: ${shown(service)}` : ""} on ${shown(b.appointmentLabel)}`);
  }
  function visitSentence(b) {
    const service = serviceOf(b.service);
    return `${shown(b.partner)} will come to ${shown(b.address)} on ${shown(b.appointmentLabel)} for your free ${service ? `${shown(service)} ` : ""}estimate.`;
  }
  function homeownerEmailBody(opening, links, agencyName) {
    return emailText([
      ...typeof opening === "string" ? [opening] : opening,
      "",
      `Please confirm: ${links.confirm}`,
      `Need another time? ${links.reschedule}`,
      "",
      "Questions? Reply to this email.",
      "",
      shown(agencyName)
    ]);
  }
  var replacesLine = (earlierPartner) => `This replaces your appointment with ${shown(earlierPartner)}.`;
  var confirmationBody = (b, links, agencyName, earlierPartner = "") => homeownerEmailBody([visitSentence(b), ...earlierPartner ? [replacesLine(earlierPartner)] : []], links, agencyName);
  var rescheduleEmailSubject = (b) => fitMailSubject(`Homeowner asked for another time: ${quoteSummary(b)}`);
  var RESCHEDULE_NOTE_HEADING = "Note from the homeowner (not from the agency):";
  function rescheduleEmailBody(b, note) {
    return emailText(
      [
        "The homeowner asked for another time for this estimate. The agency will call them to find one.",
        "",
        `Appointment: ${shown(b.appointmentLabel)}`,
        `Service: ${shown(b.service)}`,
        `ZIP: ${shown(b.zip)}`,
        `Booking ID: ${shown(b.id)}`
      ],
      [{ heading: RESCHEDULE_NOTE_HEADING, text: note }]
    );
  }

  // src/bookings/homeowner-links.ts
  var isHomeownerLinkAction = (text2) => text2 === "confirm" || text2 === "reschedule";
  var MAX_RESCHEDULE_NOTE_LENGTH = 500;
  var homeownerLinkUrl = (webAppUrl, action2, id, token) => `${webAppUrl}?${action2}=${id}&t=${token}`;
  var homeownerPages = {
    confirm: { title: "Confirm your estimate", button: "Yes, I'll be there" },
    reschedule: { title: "Need another time?", button: "Ask for another time" },
    noteLabel: "When suits you best?",
    notValid: "This link is not valid.",
    passed: "This appointment has passed.",
    cancelled: "This appointment was cancelled.",
    noteTooLong: `The note is longer than ${MAX_RESCHEDULE_NOTE_LENGTH} characters.`,
    ledgerBusy: "The ledger is busy. Try again in a minute.",
    couldNotSend: "Could not send. Try again.",
    rescheduleThanks: "Thank you. We will call you to find another time."
  };
  var confirmThanks = (partner, appointmentLabel) => `Thank you. ${shown(partner)} will see you on ${shown(appointmentLabel)}.`;
  var confirmedOn = (day) => `You confirmed on ${day}.`;
  var rescheduleAskedOn = (day) => `You asked for another time on ${day}. We will call you.`;
  function homeownerLinkState(action2, booking, now, dayLabel2) {
    if (isWithdrawn(booking.status)) return homeownerPages.cancelled;
    if (Number.isNaN(booking.appointment)) return homeownerPages.notValid;
    if (booking.appointment <= now) return homeownerPages.passed;
    if (!Number.isNaN(booking.rescheduleAskedAt)) return rescheduleAskedOn(dayLabel2(booking.rescheduleAskedAt));
    if (action2 === "confirm" && !Number.isNaN(booking.confirmedAt)) return confirmedOn(dayLabel2(booking.confirmedAt));
    return "";
  }

  // src/bookings/calendar-chain.ts
  var MAX_CHAIN = 50;
  function writtenSequence(text2) {
    const trimmed2 = (text2 != null ? text2 : "").trim();
    return /^\d{1,9}$/.test(trimmed2) ? Number(trimmed2) : null;
  }
  function calendarChainOf(id, linkOf) {
    var _a, _b, _c, _d;
    const chain = [];
    const seen = /* @__PURE__ */ new Set();
    let current = id.trim();
    while (current !== "" && !seen.has(current) && chain.length < MAX_CHAIN) {
      seen.add(current);
      const link = linkOf(current);
      chain.push({ id: current, link });
      current = link ? link.rebookOf.trim() : "";
    }
    let sequence = -1;
    for (let i = chain.length - 1; i >= 0; i--)
      sequence = (_b = writtenSequence((_a = chain[i].link) == null ? void 0 : _a.calendarSequence)) != null ? _b : sequence + 1;
    return { firstBookingId: (_d = (_c = chain[chain.length - 1]) == null ? void 0 : _c.id) != null ? _d : id, sequence: Math.max(sequence, 0) };
  }

  // apps-script/src/bookings/new-time.ts
  function bookingById(ledger, id) {
    var _a;
    const cells = readRowOf(ledger, { id, row: (_a = ledger.byId[`:${id}`]) != null ? _a : 0 });
    return cells ? fieldsOf(ledger.columns, cells) : null;
  }
  function newTimeOf2(ledger, item, fields2, partners) {
    var _a, _b;
    if (fields2.rebookOf === "") return { firstBookingId: fields2.id, sequence: 0, replacedPartner: "" };
    const read = { [`:${fields2.id}`]: fields2 };
    const chain = calendarChainOf(fields2.id, (id) => {
      var _a2, _b2;
      return (_b2 = read[_a2 = `:${id}`]) != null ? _b2 : read[_a2] = bookingById(ledger, id);
    });
    if (fields2.calendarSequence === "" && !writeToRow2(ledger, item, { calendarSequence: String(chain.sequence) }))
      return null;
    const earlier = (_b = (_a = read[`:${fields2.rebookOf}`]) == null ? void 0 : _a.partner) != null ? _b : "";
    const another = earlier !== "" && partnerKey(earlier) !== partnerKey(fields2.partner);
    return { ...chain, replacedPartner: another ? partnerDisplayName(partners, earlier) : "" };
  }

  // apps-script/src/bookings/homeowner-emails.ts
  var CLAIM_WINDOW_MS2 = 4 * 60 * 1e3;
  var CONFIRMATION = {
    claim: (ledger, item, partners) => claimConfirmation(ledger, item, partners),
    fateOf: (status) => status === "Sent" ? { homeownerEmailStatus: status, homeownerEmailedAt: isoNow() } : { homeownerEmailStatus: status }
  };
  function sendHomeownerEmails(kind, ledger, items, partners, started) {
    for (const item of items) {
      if (Date.now() - started > CLAIM_WINDOW_MS2) return;
      const mail = withLock(() => kind.claim(ledger, item, partners));
      if (!mail) continue;
      const fate = kind.fateOf(send(mail));
      if (withLock(() => writeToRow2(ledger, item, fate)) === null) writeToRow2(ledger, item, fate);
    }
  }
  function homeownerLinks(links, id) {
    const link = (action2) => homeownerLinkUrl(links.url, action2, id, linkToken(action2, id, links.secret));
    return { confirm: link("confirm"), reschedule: link("reschedule") };
  }
  var homeownerReplyTo = () => scriptProperty("REPLY_TO").trim() || Session.getEffectiveUser().getEmail();
  function claimConfirmation(ledger, item, partners) {
    const cells = readRowOf(ledger, item);
    if (!cells) return null;
    const fields2 = fieldsOf(ledger.columns, cells);
    const now = Date.now();
    if (!homeownerEmailDue(fields2.homeownerEmailStatus, fields2.emailStatus, timeCell(fields2.appointment), now))
      return null;
    const hold = (reason) => {
      if (fields2.homeownerEmailStatus !== reason) writeToRow2(ledger, item, { homeownerEmailStatus: reason });
      return null;
    };
    if (isWithdrawn(fields2.status) || isRescheduled(fields2.status)) return hold(HOMEOWNER_STATUS.noAppointment);
    const agencyName = scriptProperty("AGENCY_NAME").trim();
    if (!agencyName) return hold(HOMEOWNER_STATUS.noAgencyName);
    const links = linkSettings();
    if (!links) return null;
    let remaining;
    try {
      remaining = MailApp.getRemainingDailyQuota();
    } catch (error) {
      return hold(couldNotSend(error));
    }
    if (!homeownerQuotaAllows(remaining)) return hold(DAILY_LIMIT);
    const replyTo = homeownerReplyTo();
    const newTime = newTimeOf2(ledger, item, fields2, partners);
    if (!newTime || !writeToRow2(ledger, item, { homeownerEmailStatus: SENDING_MARK + isoNow() })) return null;
    const partner = partnerDisplayName(partners, fields2.partner);
    const booking = {
      id: fields2.id,
      partner,
      service: fields2.service,
      zip: fields2.zip,
      address: fields2.leadAddress,
      appointmentLabel: fields2.appointmentLabel
    };
    const ics = calendarFile({
      bookingId: newTime.firstBookingId,
      sequence: newTime.sequence,
      stampedAt: new Date(now),
      appointment: fields2.appointment,
      agencyName,
      organizerAddress: replyTo,
      partner,
      service: fields2.service,
      address: fields2.leadAddress
    });
    return {
      to: fields2.leadEmail,
      subject: confirmationSubject(booking),
      body: confirmationBody(booking, homeownerLinks(links, fields2.id), agencyName, newTime.replacedPartner),
      replyTo,
      attachments: [Utilities.newBlob(ics, CALENDAR_FILE_TYPE, CALENDAR_FILE_NAME)]
    };
  }

  // apps-script/src/bookings/bookings.ts
  var MAX_BOOKINGS_PER_REQUEST = 200;
  var LISTED_FIELDS2 = [
    "id",
    "partner",
    "service",
    "zip",
    "garageSize",
    "status",
    "appointment",
    "appointmentLabel",
    "emailStatus",
    "refundDecision",
    "refundDecidedAt",
    "refundReason",
    "savedAt",
    "ledgerNote",
    "homeownerEmailStatus",
    "confirmedAt",
    "rescheduleAskedAt",
    "rebookOf",
    "reminderSentAt"
  ];
  function consent() {
    const status = ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL).getAuthorizationStatus();
    return status === ScriptApp.AuthorizationStatus.REQUIRED ? "missing" : "complete";
  }
  function whyRejected(booking) {
    if (!booking || typeof booking !== "object") return "not a booking";
    const b = booking;
    if (typeof b.id !== "string" || oneLine(b.id).trim() === "") return "missing id";
    if (typeof b.bookedAt !== "string" || b.bookedAt.trim() === "") return "missing bookedAt";
    if (Number.isNaN(new Date(b.bookedAt).getTime())) return "bookedAt is not a date";
    if (typeof b.partner !== "string" || oneLine(b.partner).trim() === "") return "missing partner";
    for (const field of REQUEST_FIELDS) {
      const value = b[field];
      if (value !== void 0 && typeof value !== "string") return `${field} is not text`;
      if (typeof value === "string" && value.length > MAX_FIELD_LENGTH) return `${field} is too long`;
    }
    return "";
  }
  function trimmed(booking) {
    const fields2 = {};
    for (const field of BOOKING_FIELDS) {
      const value = booking[field];
      const text2 = typeof value === "string" ? value : "";
      fields2[field] = (field === "notes" ? text2 : oneLine(text2)).trim();
    }
    fields2.timeZone = leadTimeZone(fields2.timeZone);
    return fields2;
  }
  function quoteCellsOf(recipient) {
    if ("addresses" in recipient)
      return { partnerEmail: recipient.addresses.join(", "), emailStatus: WAITING, lastTry: "" };
    if (isPassingFault(recipient.reason))
      return { partnerEmail: "", emailStatus: WAITING, lastTry: lastTryText(recipient.reason, isoNow()) };
    return { partnerEmail: "", emailStatus: recipient.reason, lastTry: "" };
  }
  function rowOf(ledger, fields2, quote, homeownerStatus, rebook) {
    const row = [];
    for (let i = 0; i < ledger.width; i++) row.push("");
    for (const field of BOOKING_FIELDS) row[ledger.columns[field] - 1] = asText(fields2[field]);
    row[ledger.columns.partnerEmail - 1] = asText(quote.partnerEmail);
    row[ledger.columns.emailStatus - 1] = asText(quote.emailStatus);
    row[ledger.columns.lastTry - 1] = asText(quote.lastTry);
    row[ledger.columns.savedAt - 1] = asText(isoNow());
    row[ledger.columns.homeownerEmailStatus - 1] = asText(homeownerStatus);
    if (rebook == null ? void 0 : rebook.rebookOf) row[ledger.columns.rebookOf - 1] = asText(rebook.rebookOf);
    if (rebook == null ? void 0 : rebook.ledgerNote) row[ledger.columns.ledgerNote - 1] = asText(rebook.ledgerNote);
    return row;
  }
  function rebookCells(ledger, earlierId, fields2) {
    var _a;
    if (earlierId === "") return null;
    const row = ledger.byId[`:${earlierId}`];
    const phone = row ? leadPhoneDigits(cellText(ledger.sheet.getRange(row, ledger.columns.leadPhone).getValue())) : "";
    if (phone !== "" && phone === leadPhoneDigits((_a = fields2.leadPhone) != null ? _a : "")) return { rebookOf: earlierId };
    return { ledgerNote: `Rebook Of ${earlierId} names no booking of this homeowner: saved as a plain quote` };
  }
  var sameName = (a, b) => partnerKey(a) === partnerKey(b);
  function standingBookingsOf(ledger, leadIds) {
    var _a, _b;
    const standing = {};
    const last = ledger.sheet.getLastRow();
    if (leadIds.size === 0 || last < 2) return standing;
    const cells = ledger.sheet.getRange(2, ledger.columns.leadId, last - 1, 1).getValues();
    const rows = [];
    cells.forEach(([cell], i) => leadIds.has(cellText(cell).trim()) && rows.push(i + 2));
    const found = readWindows(ledger, ["id", "bookedAt", "partner", "service", "status"], windowsOf(rows, rows.length));
    for (const row of rows) {
      const at = found[row];
      const id = cellText(at.id).trim();
      if (id === "" || isWithdrawn(cellText(at.status).trim())) continue;
      const leadId = cellText(cells[row - 2][0]).trim();
      const booking = {
        id,
        bookedAt: timeCell(at.bookedAt),
        partner: cellText(at.partner).trim(),
        service: cellText(at.service).trim()
      };
      ((_b = standing[_a = `:${leadId}`]) != null ? _b : standing[_a] = []).push(booking);
    }
    return standing;
  }
  function sameHomeownerHold(standing, fields2) {
    const earlier = standing.filter((each) => {
      var _a, _b;
      return sameName(each.partner, (_a = fields2.partner) != null ? _a : "") && sameName(each.service, (_b = fields2.service) != null ? _b : "");
    }).sort((a, b) => a.bookedAt - b.bookedAt)[0];
    if (!earlier) return "";
    const day = Number.isNaN(earlier.bookedAt) ? "earlier" : agencyDayLabel(earlier.bookedAt, agencyTimeZone());
    return sameHomeownerStatus(day, earlier.id);
  }
  function book(spreadsheet, caller, bookings, started, rebookOf = {}) {
    if (!Array.isArray(bookings) || bookings.length === 0 || bookings.length > MAX_BOOKINGS_PER_REQUEST)
      return { ok: false, error: "bad-request" };
    const checked = bookings.map((booking) => ({
      id: typeof (booking == null ? void 0 : booking.id) === "string" ? oneLine(booking.id).trim() : "",
      reason: whyRejected(booking)
    }));
    const partners = checked.some((each) => !each.reason) ? partnerSheet(false) : null;
    const limit = caller.role === "setter" ? dailyLimitOf(spreadsheet, caller.setter) : Infinity;
    const written = withLock(() => {
      const ledger = openLedger(spreadsheet, "book");
      let left = caller.role === "setter" ? limit - savedTodayBy(ledger, caller.setter, Date.now()) : Infinity;
      const saved = [];
      const duplicates = [];
      const rejected = [];
      const reasons = {};
      const stored = {};
      const queue2 = [];
      const rows = [];
      const inRequest = /* @__PURE__ */ new Set();
      const toSend = /* @__PURE__ */ new Set();
      const toConfirm = /* @__PURE__ */ new Set();
      const toReschedule = /* @__PURE__ */ new Map();
      const requested = checked.map(({ reason }, b) => reason ? null : trimmed(bookings[b]));
      const leadIds = new Set(requested.map((fields2) => {
        var _a;
        return (_a = fields2 == null ? void 0 : fields2.leadId) != null ? _a : "";
      }).filter((leadId) => leadId !== ""));
      const standing = standingBookingsOf(ledger, leadIds);
      checked.forEach(({ id, reason }, b) => {
        var _a, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m;
        const fields2 = requested[b];
        if (reason || !fields2) rejected.push({ id, reason });
        else if (ledger.byId[`:${id}`] || inRequest.has(id)) duplicates.push(id);
        else {
          inRequest.add(id);
          if (caller.role === "setter") fields2.setter = caller.setter;
          const leadId = (_a = fields2.leadId) != null ? _a : "";
          const rebook = leadId === "" ? null : rebookCells(ledger, (_b = rebookOf[`:${leadId}`]) != null ? _b : "", fields2);
          const newTime = newTimeOf(ledger, ledger.byId, (_c = rebook == null ? void 0 : rebook.rebookOf) != null ? _c : "", (_d = fields2.partner) != null ? _d : "");
          if ((newTime == null ? void 0 : newTime.status) === "") toReschedule.set(newTime.id, newTime.row);
          const others = ((_e = standing[`:${leadId}`]) != null ? _e : []).filter((each) => each.id !== (newTime == null ? void 0 : newTime.id));
          const sameHomeowner = leadId === "" ? "" : sameHomeownerHold(others, fields2);
          const overLimit = left <= 0;
          left--;
          const recipient = sameHomeowner ? { reason: sameHomeowner } : overLimit ? { reason: heldStatus(caller.setter, limit) } : partners ? recipientFor(partners, (_f = fields2.partner) != null ? _f : "") : { reason: "" };
          const quote = quoteCellsOf(recipient);
          saved.push(id);
          if ("addresses" in recipient) toSend.add(id);
          reasons[`:${id}`] = quote.emailStatus === WAITING ? BEING_SENT : quote.emailStatus;
          const homeownerStatus = firstHomeownerStatus(
            {
              emailHomeowner: bookings[b].emailHomeowner,
              leadEmail: (_g = fields2.leadEmail) != null ? _g : "",
              appointment: timeCell((_h = fields2.appointment) != null ? _h : "")
            },
            Date.now()
          );
          if (homeownerStatus === HOMEOWNER_STATUS.waitingForQuote) toConfirm.add(id);
          rows.push(rowOf(ledger, fields2, quote, homeownerStatus, rebook));
          if (leadId !== "") {
            const bookedAt = new Date((_i = fields2.bookedAt) != null ? _i : "").getTime();
            const booking = { id, bookedAt, partner: (_j = fields2.partner) != null ? _j : "", service: (_k = fields2.service) != null ? _k : "" };
            ((_m = standing[_l = `:${leadId}`]) != null ? _m : standing[_l] = []).push(booking);
          }
        }
      });
      for (const dup of duplicates) {
        const row = ledger.byId[`:${dup}`];
        if (row && !(`:${dup}` in stored)) {
          const status = cellText(ledger.sheet.getRange(row, ledger.columns.emailStatus).getValue()).trim();
          stored[`:${dup}`] = status;
          if (statusKind(status) === "waiting") queue2.push({ id: dup, row, before: BEING_SENT });
        }
      }
      for (const [earlierId, row] of toReschedule) writeToRow2(ledger, { id: earlierId, row }, { status: RESCHEDULED });
      if (rows.length > 0) {
        const sheet = ledger.sheet;
        const short = sheet.getLastRow() + rows.length - sheet.getMaxRows();
        if (short > 0) sheet.insertRowsAfter(sheet.getMaxRows(), short);
        const first = sheet.getLastRow() + 1;
        sheet.getRange(first, 1, rows.length, ledger.width).setValues(rows);
        saved.forEach((id, s) => {
          ledger.byId[`:${id}`] = first + s;
          if (toSend.has(id)) queue2.push({ id, row: first + s, before: BEING_SENT });
        });
      }
      return { ledger, saved, duplicates, rejected, reasons, stored, queue: queue2, toConfirm };
    });
    if (written === null) return { ok: false, error: "busy" };
    const outcomes = sendQueue(
      written.ledger,
      written.queue,
      partners,
      started,
      (status) => statusKind(status) === "waiting"
    );
    const quoted = written.queue.filter((item) => written.toConfirm.has(item.id) && outcomes[`:${item.id}`] === "Sent");
    if (quoted.length > 0) sendHomeownerEmails(CONFIRMATION, written.ledger, quoted, partners, started);
    const order = [.../* @__PURE__ */ new Set([...written.saved, ...written.duplicates])];
    const fateOf = (id) => {
      var _a;
      return outcomes[`:${id}`] || written.reasons[`:${id}`] || storedOutcome((_a = written.stored[`:${id}`]) != null ? _a : "");
    };
    const fates = reportFates(order, (id) => isPassingFault(fateOf(id)) ? BEING_SENT : fateOf(id));
    return { ok: true, saved: written.saved, duplicates: written.duplicates, rejected: written.rejected, ...fates };
  }
  function timesOf(cells) {
    return cells.map(([value]) => {
      if (isDateCell(value)) return value.getTime();
      if (typeof value === "string" && cellText(value) !== "") return new Date(cellText(value)).getTime();
      return NaN;
    });
  }
  function isoOf(text2) {
    const time = timeCell(text2);
    return Number.isNaN(time) ? "" : new Date(time).toISOString();
  }
  function list(spreadsheet, since, until, phonesOnDoNotCall) {
    var _a;
    const window = requestWindow(since, until);
    if (!window) return { ok: false, error: "bad-request" };
    const none = { ok: true, bookings: [] };
    const sheet = spreadsheet.getSheetByName(LEDGER_TAB);
    if (!sheet) return none;
    const tab = columnsOf(sheet, LEDGER_COLUMNS);
    const c = tab.columns;
    const last = sheet.getLastRow();
    if (!c.id || !c.bookedAt || last < 2) return none;
    const count = last - 1;
    const inWindow = (time) => !Number.isNaN(time) && time >= window.from && time < window.upTo;
    const column = (at) => at ? timesOf(sheet.getRange(2, at, count, 1).getValues()) : null;
    const booked = column(c.bookedAt);
    const emailed = column(c.emailedAt);
    const decided = column(c.refundDecidedAt);
    let first = -1;
    let lastIn = -1;
    for (let i = 0; i < count; i++) {
      if (inWindow(booked[i]) || emailed && inWindow(emailed[i]) || decided && inWindow(decided[i])) {
        if (first < 0) first = i;
        lastIn = i;
      }
    }
    if (first < 0) return none;
    const span = lastIn - first + 1;
    const cells = {};
    for (const field2 of LISTED_FIELDS2) {
      const at = c[field2];
      if (at) cells[field2] = sheet.getRange(first + 2, at, span, 1).getValues();
    }
    const field = (name, r) => {
      const read = cells[name];
      return read ? cellText(read[r][0]) : "";
    };
    const byId = ((_a = cells.rebookOf) == null ? void 0 : _a.some(([cell]) => cellText(cell).trim() !== "")) ? rowsById({ ...tab, idField: "id" }) : {};
    const bookings = [];
    const held = [];
    const asked = [];
    for (let r = 0; r < span; r++) {
      const at = booked[first + r];
      const sent = emailed ? emailed[first + r] : NaN;
      const decidedAt = decided ? decided[first + r] : NaN;
      const id = field("id", r);
      if (id === "" || Number.isNaN(at) || !(inWindow(at) || inWindow(sent) || inWindow(decidedAt))) continue;
      const newTime = newTimeOf(tab, byId, field("rebookOf", r).trim(), field("partner", r));
      const listed = {
        id,
        bookedAt: new Date(at).toISOString(),
        partner: field("partner", r),
        service: field("service", r),
        zip: field("zip", r),
        garageSize: field("garageSize", r),
        status: field("status", r),
        appointment: field("appointment", r),
        appointmentLabel: field("appointmentLabel", r),
        emailStatus: shownStatus(field("emailStatus", r), timeCell(field("savedAt", r))),
        emailedAt: Number.isNaN(sent) ? "" : new Date(sent).toISOString(),
        refundDecision: refundDecisionOf(field("refundDecision", r)),
        refundDecidedAt: Number.isNaN(decidedAt) ? "" : new Date(decidedAt).toISOString(),
        refundReason: field("refundReason", r),
        ledgerNote: field("ledgerNote", r).trim(),
        homeownerEmailStatus: shownStatus(field("homeownerEmailStatus", r)),
        confirmedAt: isoOf(field("confirmedAt", r)),
        rescheduleAskedAt: isoOf(field("rescheduleAskedAt", r)),
        rebookOf: field("rebookOf", r).trim(),
        reminderSentAt: reminderSentTimeOf(field("reminderSentAt", r)),
        onDoNotCall: false,
        ...newTime ? { newTimeOf: newTime.id } : {}
      };
      const isHeldQuote = isHeld(field("emailStatus", r), field("status", r));
      const answered = isHeldQuote ? { ...listed, reason: field("emailStatus", r).trim() } : listed;
      if (isHeldQuote) held.push(answered);
      else bookings.push(answered);
      if (answered.rescheduleAskedAt !== "") asked.push({ booking: answered, row: first + 2 + r });
    }
    markOnDoNotCall(sheet, c.leadPhone, asked, phonesOnDoNotCall);
    return held.length > 0 ? { ok: true, bookings, held } : { ok: true, bookings };
  }

  // src/ledger-api/ledger-contract.ts
  var OWNER_AS_SETTER = "Owner";

  // src/partners/zip-code.ts
  var FIVE_DIGITS = /^\d{5}$/;
  var isZip = (text2) => FIVE_DIGITS.test(text2);
  var zipText = (code) => String(code).padStart(5, "0");
  var PLUS_FOUR = String.raw`\s*[-–]\s*\d{4}`;
  var ZIP_PATTERN = String.raw`\d{5}(?:${PLUS_FOUR})?`;
  var ZIP_AT_END = new RegExp(
    String.raw`(?<![0-9A-Za-z])(\d{5})(?:${PLUS_FOUR})?(?:,?\s*(?:USA?|United States(?: of America)?))?[\s.]*$`,
    "i"
  );
  var ZIP_PLUS_FOUR = new RegExp(String.raw`^\s*(\d{5})${PLUS_FOUR}\s*$`);
  var ZIP_ALONE = new RegExp(String.raw`^\s*(\d{5})(?:${PLUS_FOUR})?\s*$`);
  function zipOfAddress(text2) {
    var _a, _b;
    const closing = ZIP_AT_END.exec(text2);
    if (closing && hasLetterAfterLastDigit(text2.slice(0, closing.index))) return closing[1];
    return (_b = (_a = ZIP_PLUS_FOUR.exec(text2)) == null ? void 0 : _a[1]) != null ? _b : null;
  }
  function hasLetterAfterLastDigit(text2) {
    for (let at = text2.length - 1; at >= 0; at--) {
      const char = text2.charAt(at);
      if (char >= "0" && char <= "9") return false;
      if (char >= "a" && char <= "z" || char >= "A" && char <= "Z") return true;
    }
    return false;
  }
  function zipOfZipField(text2) {
    var _a, _b;
    return (_b = (_a = ZIP_ALONE.exec(text2)) == null ? void 0 : _a[1]) != null ? _b : null;
  }

  // src/partner-time/wall-clock-instant.ts
  var DAY_MS3 = 864e5;
  var MINUTE_MS = 6e4;
  function offsetAt(instant, timeZone) {
    const whole = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
    return wallClockAsUtc(whole, timeZone) - whole;
  }
  function instantOfWallClock(wall, timeZone) {
    const offsets = /* @__PURE__ */ new Set([offsetAt(wall - DAY_MS3, timeZone), offsetAt(wall + DAY_MS3, timeZone)]);
    const instants = [...offsets].map((offset) => wall - offset).filter((instant) => wallClockAsUtc(instant, timeZone) === wall);
    return instants.length === 0 ? null : Math.min(...instants);
  }

  // src/leads/date-time-text.ts
  var DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
  var MINUTE_MS2 = 6e4;
  function offsetMinutes(zone) {
    if (zone.toUpperCase() === "Z") return 0;
    const digits = zone.slice(1).replace(":", "");
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || "0");
    if (hours > 14 || minutes > 59) return null;
    return (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
  }
  function instantOfDateTimeText(text2, unzonedTimeZone) {
    var _a;
    const match = DATE_TIME.exec(text2.trim());
    if (!match) return null;
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part != null ? part : "0"));
    const milliseconds = Math.floor(Number(`0.${(_a = match[7]) != null ? _a : "0"}`) * 1e3);
    const wall = Date.UTC(year, month - 1, day, hour, minute, second);
    const read = new Date(wall);
    const exists = read.getUTCFullYear() === year && read.getUTCMonth() === month - 1 && read.getUTCDate() === day && read.getUTCHours() === hour && read.getUTCMinutes() === minute && read.getUTCSeconds() === second;
    if (!exists) return null;
    const zone = match[8];
    if (zone === void 0) {
      const instant = unzonedTimeZone === null ? null : instantOfWallClock(wall, unzonedTimeZone);
      return instant === null ? null : instant + milliseconds;
    }
    const offset = offsetMinutes(zone);
    return offset === null ? null : wall - offset * MINUTE_MS2 + milliseconds;
  }

  // src/leads/lead-row.ts
  function readReceivedAt(cell, agencyTimeZone2) {
    if (cell === null || cell === void 0 || typeof cell === "string" && cellText(cell).trim() === "")
      return { kind: "missing" };
    const at = isDateCell(cell) ? cell.getTime() : typeof cell === "string" ? instantOfDateTimeText(cellText(cell), agencyTimeZone2) : null;
    return at === null || Number.isNaN(at) ? { kind: "unreadable" } : { kind: "instant", at };
  }
  function readLeadZip(cell) {
    var _a;
    if (typeof cell === "number") return Number.isInteger(cell) && cell > 0 && cell < 1e5 ? zipText(cell) : "";
    if (typeof cell !== "string") return "";
    const text2 = cellText(cell).trim();
    return isZip(text2) ? text2 : (_a = zipOfAddress(text2)) != null ? _a : "";
  }
  var leadPhoneOfCell = (cell) => typeof cell === "string" || typeof cell === "number" ? leadPhoneDigits(cellText(cell)) : "";
  function readLeadRow(row, agencyTimeZone2) {
    const receivedAt = readReceivedAt(row.receivedAt, agencyTimeZone2);
    const zip = readLeadZip(row.zip);
    if (receivedAt.kind === "unreadable" || zip === "" && leadPhoneOfCell(row.phone) === "") return { readable: false };
    return { readable: true, receivedAt, zip };
  }

  // apps-script/src/leads/lead-tabs.ts
  var LEADS_TAB = "Leads";
  var ATTEMPTS_TAB = "Attempts";
  var DO_NOT_CALL_TAB = "Do Not Call";
  var LEAD_COLUMNS = LEAD_TAB_COLUMNS.map(({ field, header }) => [field, header]);
  var ATTEMPT_COLUMNS = [
    ["attemptId", "Attempt ID"],
    ["leadId", "Lead ID"],
    ["at", "At"],
    ["setter", "Setter"],
    ["outcome", "Outcome"],
    ["callbackAt", "Callback At"]
  ];
  var DO_NOT_CALL_COLUMNS = [
    ["phone", "Phone"],
    ["addedAt", "Added At"],
    ["leadId", "Lead ID"]
  ];
  function doNotCallPhones(spreadsheet) {
    var _a;
    const tab = findTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS);
    const phones = {};
    for (const cell of (_a = tab && columnCells(tab, "phone")) != null ? _a : []) {
      const digits = leadPhoneOfCell(cell);
      if (digits) phones[`:${digits}`] = true;
    }
    return phones;
  }
  var phoneEndOf = (cell) => leadPhoneOfCell(cell).slice(-4);
  var setterOf = (caller) => caller.role === "owner" ? OWNER_AS_SETTER : caller.setter;
  var isBlankLeadRow = (row) => cellText(row.receivedAt).trim() === "" && cellText(row.phone).trim() === "" && cellText(row.zip).trim() === "";
  function attemptsCount(value) {
    const count = typeof value === "number" ? value : Number(cellText(value).trim() || "0");
    return Number.isNaN(count) || count < 0 ? 0 : Math.floor(count);
  }

  // apps-script/src/leads/lead-intake-tabs.ts
  var INTAKE_LEAD_COLUMNS = [
    ...LEAD_COLUMNS,
    ...INTAKE_TAB_COLUMNS.map(({ field, header }) => [field, header])
  ];
  var LEAD_INBOX_TAB = "Lead Inbox";
  var LEAD_INBOX_COLUMNS = [
    ["arrivedAt", "Arrived At"],
    ["source", "Source"],
    ["kind", "Kind"],
    ["body", "Body"],
    ["leadId", "Lead ID"],
    ["ledgerNote", "Ledger Note"]
  ];

  // src/partners/garage-size.ts
  var SIZE_OF = {
    "1": "1-car",
    one: "1-car",
    single: "1-car",
    "2": "2-car",
    two: "2-car",
    double: "2-car",
    "3": "3-car",
    three: "3-car",
    triple: "3-car"
  };
  var GARAGE = /(?<![\p{L}\p{N}.])(1|one|single|2|two|double|3|three|triple)(?:[\s-]*car(?![\p{L}])|[\s-]+(?:stall|bay)s?(?![\p{L}])|\s+(?:car\s+)?garage)/iu;
  function garageSizeIn(text2) {
    var _a, _b, _c;
    const word = (_b = (_a = GARAGE.exec(text2)) == null ? void 0 : _a[1]) == null ? void 0 : _b.toLowerCase();
    return word ? (_c = SIZE_OF[word]) != null ? _c : "" : "";
  }

  // src/partners/service-key.ts
  var NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
  var TRAILING_PLURAL = /^(.{3,}[^sui])s$/;
  function serviceKey(value) {
    const words = value.toLowerCase().replace(/&/g, " and ").replace(NOT_LETTER_OR_DIGIT, " ").trim().split(" ");
    const last = words.length - 1;
    words[last] = words[last].replace(TRAILING_PLURAL, "$1");
    return words.join(" ");
  }

  // src/leads/lead-intake.ts
  var MAX_LEAD_BODY_BYTES = 5e4;
  var DAY_MS4 = 24 * 60 * 60 * 1e3;
  var MAX_SUBMITTED_AGE_MS = 7 * DAY_MS4;
  var DEDUPE_WINDOW_MS = 30 * DAY_MS4;
  var text = (value) => typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
  function arrived(value, limit = MAX_FIELD_LENGTH) {
    const whole = text(value);
    return { text: cutAt(whole, limit), cut: whole.length > limit };
  }
  function googleKeyOf(body) {
    const name = Object.keys(body).find((each) => each.toLowerCase() === "google_key");
    return name === void 0 ? { found: false, key: "" } : { found: true, key: text(body[name]) };
  }
  var ADDRESS_COLUMNS = ["STREET_ADDRESS", "CITY", "REGION"];
  function readGoogleLead(body, categories) {
    const lead = emptyLead();
    const cut = /* @__PURE__ */ new Set();
    const answers = Array.isArray(body.user_column_data) ? body.user_column_data : [];
    const address = {};
    let first = { text: "", cut: false };
    let last = { text: "", cut: false };
    for (const entry of answers) {
      if (!entry || typeof entry !== "object") continue;
      const { column_id: id, column_name: asked, string_value: answer2 } = entry;
      const column = arrived(id);
      const question = arrived(asked);
      const given = arrived(answer2);
      const columnId = column.text.toUpperCase();
      const value = given.text;
      if (value === "") continue;
      const field = FIELD_OF_GOOGLE_COLUMN[columnId];
      const place = (into) => {
        if (given.cut) cut.add(into);
      };
      if (field && lead[field] === "") {
        lead[field] = value;
        place(field);
      } else if (columnId === "FIRST_NAME") first = given;
      else if (columnId === "LAST_NAME") last = given;
      else if (ADDRESS_COLUMNS.includes(columnId)) address[columnId] = given;
      else if (lead.service === "" && categoryOf(value, categories) !== "") {
        lead.service = value;
        place("service");
      } else if (lead.garageSize === "" && /garage/i.test(question.text) && garageSizeOf(value) !== "") {
        lead.garageSize = value;
        place("garageSize");
      } else {
        lead.notes.push(`${question.text || columnId}: ${value}`);
        place("notes");
        if (question.text !== "" ? question.cut : column.cut) cut.add("notes");
      }
    }
    if (lead.name === "") {
      lead.name = [first.text, last.text].filter((part) => part !== "").join(" ");
      if (first.cut || last.cut) cut.add("name");
    }
    const parts = ADDRESS_COLUMNS.flatMap((column) => address[column] ? [address[column]] : []);
    lead.address = parts.map((part) => part.text).join(", ");
    if (parts.some((part) => part.cut)) cut.add("address");
    const leadId = arrived(body.lead_id);
    lead.externalId = leadId.text;
    if (leadId.cut) cut.add("externalId");
    lead.submittedAt = arrived(body.lead_submit_time).text;
    lead.isTest = body.is_test === true;
    lead.cut = CUT_FIELDS.filter((field) => cut.has(field));
    return lead;
  }
  function readJsonLead(given) {
    const lead = emptyLead();
    const cut = /* @__PURE__ */ new Set();
    for (const field of INTAKE_FIELDS) {
      if (field === "notes") continue;
      const value = arrived(given[field], LIMIT_OF[field]);
      lead[field] = value.text;
      if (value.cut) cut.add(field);
    }
    const notes = arrived(given.notes, LIMIT_OF.notes);
    if (notes.text !== "") lead.notes.push(notes.text);
    if (notes.cut) cut.add("notes");
    const externalId = arrived(given.externalId, LIMIT_OF.externalId);
    lead.externalId = externalId.text;
    if (externalId.cut) cut.add("externalId");
    lead.submittedAt = arrived(given.submittedAt).text;
    lead.cut = CUT_FIELDS.filter((field) => cut.has(field));
    return lead;
  }
  var intakeFields = (of) => Object.fromEntries(INTAKE_FIELDS.map((field) => [field, of(field)]));
  function emptyLead() {
    return {
      ...intakeFields(() => ""),
      notes: [],
      externalId: "",
      submittedAt: "",
      isTest: false,
      cut: []
    };
  }
  function categoryOf(given, categories) {
    var _a, _b;
    const key2 = serviceKey(given);
    if (key2 === "") return "";
    return (_b = (_a = categories.find((category) => serviceKey(category) === key2)) == null ? void 0 : _a.trim()) != null ? _b : "";
  }
  var garageSizeOf = (given) => garageSizeIn(given) || garageSizeIn(`${given} car`);
  function intakeLead(sent, categories) {
    var _a;
    const notes = [];
    const phoneDigits = leadPhoneDigits(sent.phone);
    if (sent.phone !== "" && phoneDigits === "") notes.push(`Phone: ${sent.phone}`);
    const zipOfField = sent.zip === "" ? null : zipOfZipField(sent.zip);
    if (sent.zip !== "" && zipOfField === null) notes.push(`ZIP: ${sent.zip}`);
    const service = categoryOf(sent.service, categories);
    if (sent.service !== "" && service === "") notes.push(`Service: ${sent.service}`);
    const garageSize = sent.garageSize === "" ? "" : garageSizeOf(sent.garageSize);
    if (sent.garageSize !== "" && garageSize === "") notes.push(`Garage Size: ${sent.garageSize}`);
    const whole = {
      ...intakeFields((field) => field === "notes" ? "" : sent[field]),
      phone: phoneDigits === "" ? "" : sent.phone,
      zip: (_a = zipOfField != null ? zipOfField : zipOfAddress(sent.address)) != null ? _a : "",
      service,
      garageSize,
      notes: [...sent.notes, ...notes].join("\n")
    };
    const fields2 = { ...whole };
    const cutHere = /* @__PURE__ */ new Set();
    for (const field of INTAKE_FIELDS) {
      if (whole[field].length <= LIMIT_OF[field]) continue;
      fields2[field] = cutAt(whole[field], LIMIT_OF[field]);
      cutHere.add(field);
    }
    const cut = CUT_FIELDS.filter((field) => sent.cut.includes(field) || cutHere.has(field));
    return { fields: fields2, phoneDigits, cut };
  }
  function cutAt(value, length) {
    if (value.length <= length) return value;
    const end = /[\uD800-\uDBFF]/.test(value.charAt(length - 1)) ? length - 1 : length;
    return value.slice(0, end);
  }
  function leadRefusal(sent) {
    return sent.phone === "" && sent.email === "" ? "a lead needs a phone or an email" : null;
  }
  function receivedAtOf(submittedAt, arrivedAt, agencyTimeZone2) {
    const at = submittedAt === "" ? null : instantOfDateTimeText(submittedAt, agencyTimeZone2);
    if (at === null || Number.isNaN(at) || at > arrivedAt || arrivedAt - at >= MAX_SUBMITTED_AGE_MS) return arrivedAt;
    return at;
  }
  var externalIdOf = (source, id) => id === "" ? "" : cutAt(`${source}:${id}`, MAX_FIELD_LENGTH);
  var withinDedupeWindow = (receivedAt, arrivedAt, filedAt) => !Number.isNaN(receivedAt) && receivedAt <= filedAt && arrivedAt - receivedAt <= DEDUPE_WINDOW_MS;
  var emailKey = (email) => email.trim().toLowerCase();
  function alsoFromWith(cell, source, day) {
    const entry = `${source} ${day}`;
    return cutAt(cell.trim() === "" ? entry : `${cell.trim()}, ${entry}`, MAX_FIELD_LENGTH);
  }
  function utf8Bytes(body) {
    let bytes = 0;
    for (let i = 0; i < body.length; i++) {
      const code = body.charCodeAt(i);
      if (code < 128) bytes += 1;
      else if (code < 2048) bytes += 2;
      else if (code >= 55296 && code <= 56319 && i + 1 < body.length) {
        bytes += 4;
        i++;
      } else bytes += 3;
    }
    return bytes;
  }
  function sourceProblem(source, otherSourceKeys, staffKeys) {
    const name = source.name.trim().toLowerCase();
    if (RESERVED_SOURCE_NAMES.some((reserved) => reserved.toLowerCase() === name)) return SOURCE_PROBLEMS.reserved;
    if (source.key.length < MIN_SOURCE_KEY_LENGTH) return SOURCE_PROBLEMS.shortKey;
    if (otherSourceKeys.includes(source.key)) return SOURCE_PROBLEMS.sameKey;
    if (staffKeys.includes(source.key)) return SOURCE_PROBLEMS.staffKey;
    return null;
  }
  var chatEscaped = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  function leadAlertText(source, service, zip, waiting) {
    return chatEscaped(`New lead from ${source}: ${service || "—"} · ${zip || "—"}. Leads waiting: ${waiting}.`);
  }

  // apps-script/src/leads/lead-sources.ts
  var SOURCES_TAB = "Sources";
  var SOURCE_COLUMNS = [
    ["source", "Source"],
    ["key", "Key"],
    ["active", "Active"]
  ];
  function readSources(spreadsheet) {
    var _a, _b, _c, _d;
    const tab = findTab(spreadsheet, SOURCES_TAB, SOURCE_COLUMNS);
    if (!tab) return [];
    const names = (_a = columnCells(tab, "source")) != null ? _a : [];
    const keys = ((_b = columnCells(tab, "key")) != null ? _b : []).map((cell) => cellText(cell).trim());
    const active = (_c = columnCells(tab, "active")) != null ? _c : [];
    const setters = findTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS);
    const staffKeys = [scriptProperty("LEDGER_KEY"), ...(_d = setters && columnCells(setters, "key")) != null ? _d : []].map((key2) => cellText(key2).trim()).filter((key2) => key2 !== "");
    const rows = [];
    names.forEach((cell, i) => {
      var _a2;
      const source = cellText(cell).trim();
      if (source === "") return;
      const key2 = (_a2 = keys[i]) != null ? _a2 : "";
      const others = keys.filter((other, j) => j !== i && other !== "" && cellText(names[j]).trim() !== "");
      rows.push({
        source,
        key: key2,
        active: isActive(active[i]),
        problem: sourceProblem({ name: source, key: key2 }, others, staffKeys)
      });
    });
    return rows;
  }
  function sourceWithKey(sources, given) {
    let found = null;
    for (const row of sources) {
      const matches = sameKey(given, row.key);
      if (matches && !found && row.active && row.problem === null) found = row;
    }
    return found;
  }
  var isSourceKey = (sources, given) => sources.some((row) => row.key !== "" && sameKey(given, row.key));
  var sourceProblems = (sources) => sources.flatMap((row) => row.problem ? [{ source: row.source, problem: row.problem }] : []);

  // apps-script/src/leads/lead-alert.ts
  var ALERT_FAILED_PROPERTY = "LEAD_ALERT_FAILED";
  var NO_ANSWER = 0;
  var isAlertUrl = (url) => /^https:\/\/[^\s/]+\//.test(url) || /^http:\/\/127\.0\.0\.1:\d+\//.test(url);
  function alertLeadOffered(lead) {
    const url = scriptProperty("LEAD_ALERT_URL").trim();
    if (!isAlertUrl(url)) return;
    let status = NO_ANSWER;
    try {
      const response = UrlFetchApp.fetch(url, {
        method: "post",
        contentType: "application/json",
        payload: JSON.stringify({ text: leadAlertText(lead.source, lead.service, lead.zip, lead.waiting) }),
        muteHttpExceptions: true
      });
      status = response.getResponseCode();
    } catch {
      status = NO_ANSWER;
    }
    const stored = scriptProperty(ALERT_FAILED_PROPERTY);
    if (status >= 200 && status <= 299) {
      if (stored !== "") keepNote(ALERT_FAILED_PROPERTY, "");
    } else if (storedStatus(stored) !== status) keepNote(ALERT_FAILED_PROPERTY, JSON.stringify({ status, at: isoNow() }));
  }
  function storedStatus(stored) {
    try {
      const failed = JSON.parse(stored || "null");
      return failed && typeof failed.status === "number" ? failed.status : null;
    } catch {
      return null;
    }
  }
  function keepNote(name, value) {
    try {
      setScriptProperty(name, value);
    } catch {
    }
  }

  // apps-script/src/leads/lead-intake.ts
  var INTAKE_LOCK_WAIT_MS = 3e4;
  var LEGACY_REFUSED_PROPERTY = "LEAD_REFUSED";
  var REFUSED_CACHE_KEY = "lead-refused";
  var REFUSED_CACHE_SECONDS = 6 * 60 * 60;
  var DEDUPE_FIELDS = ["externalId", "phone", "email", "closed"];
  function leadKindOf(request) {
    if (googleKeyOf(request).found) return "google";
    return request.action === "lead" ? "json" : null;
  }
  function refusalCount() {
    var _a, _b, _c, _d;
    try {
      const stored = JSON.parse((_a = CacheService.getScriptCache().get(REFUSED_CACHE_KEY)) != null ? _a : "null");
      if (stored && typeof stored === "object")
        return {
          count: Number(stored.count) || 0,
          reason: String((_b = stored.reason) != null ? _b : ""),
          at: String((_c = stored.at) != null ? _c : ""),
          since: String((_d = stored.since) != null ? _d : "")
        };
    } catch {
    }
    return { count: 0, reason: "", at: "", since: "" };
  }
  function refused(answer2, reason) {
    try {
      const before = refusalCount();
      const at = isoNow();
      const counted = { count: before.count + 1, reason, at, since: before.since || at };
      CacheService.getScriptCache().put(REFUSED_CACHE_KEY, JSON.stringify(counted), REFUSED_CACHE_SECONDS);
    } catch {
    }
    return answer2;
  }
  function refusalOfKey(spreadsheet, key2) {
    const sourceKey2 = spreadsheet !== null && typeof key2 === "string" && isSourceKey(readSources(spreadsheet), key2);
    return { ok: false, error: sourceKey2 ? NOT_ALLOWED : "bad-key" };
  }
  function receiveLead(spreadsheet, request, kind, contents) {
    if (utf8Bytes(contents) > MAX_LEAD_BODY_BYTES)
      return refused({ ok: false, error: "bad-request", reason: "body over 50 KB" }, "body over 50 KB");
    const key2 = kind === "google" ? googleKeyOf(request).key : typeof request.key === "string" ? request.key : "";
    if (key2 === "") return refused({ ok: false, error: "bad-request", reason: "no key" }, "no key");
    if (!spreadsheet) return { ok: false, error: "no-spreadsheet" };
    const source = sourceWithKey(readSources(spreadsheet), key2);
    if (!source) {
      if (callerOf(key2, spreadsheet)) return refused({ ok: false, error: NOT_ALLOWED }, "a setter’s or the owner’s key");
      return refused({ ok: false, error: "bad-key" }, "unknown or turned-off key");
    }
    const arrivedAt = Date.now();
    const keep = (leadId2) => keepInInbox(spreadsheet, source.source, kind, request, arrivedAt, leadId2);
    let reading;
    try {
      reading = readLead(kind, request);
    } catch {
      keep("");
      return { ok: true };
    }
    if ("ok" in reading) return reading;
    const { sent, read } = reading;
    const accepted = read.cut.length > 0 ? { ok: true, cut: read.cut } : { ok: true };
    const lock = LockService.getScriptLock();
    try {
      lock.waitLock(INTAKE_LOCK_WAIT_MS);
    } catch {
      keep("");
      return accepted;
    }
    let leadId = "";
    let filed = null;
    try {
      leadId = Utilities.getUuid();
      filed = fileLead(spreadsheet, source.source, sent, read, arrivedAt, leadId);
      SpreadsheetApp.flush();
    } catch {
      filed = null;
    } finally {
      lock.releaseLock();
    }
    if (!filed) keep(leadId);
    else if (filed.offered) alertLeadOffered(filed.offered);
    return accepted;
  }
  function readLead(kind, request) {
    const lead = kind === "json" ? request.lead : request;
    if (!lead || typeof lead !== "object" || Array.isArray(lead))
      return refused({ ok: false, error: "bad-request", reason: "no lead" }, "no lead");
    const categories = partnerCategories(partnerSheet(false));
    const sent = sentLeadOf(kind, lead, categories);
    const refusal = leadRefusal(sent);
    if (refusal) return refused({ ok: false, error: "bad-request", reason: refusal }, refusal);
    return { sent, read: intakeLead(sent, categories) };
  }
  var sentLeadOf = (kind, lead, categories) => kind === "google" ? readGoogleLead(lead, categories) : readJsonLead(lead);
  function keepInInbox(spreadsheet, source, kind, request, arrivedAt, leadId) {
    const body = {};
    for (const name of Object.keys(request))
      if (name !== "key" && name.toLowerCase() !== "google_key") body[name] = request[name];
    const inbox = completeTab(
      spreadsheet,
      findTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS),
      LEAD_INBOX_TAB,
      LEAD_INBOX_COLUMNS
    );
    appendTabRow(inbox, {
      arrivedAt: new Date(arrivedAt).toISOString(),
      source,
      kind,
      body: JSON.stringify(body),
      leadId
    });
  }
  var FILING_TRIES = 3;
  function fileLead(spreadsheet, source, sent, lead, arrivedAt, leadId, maybeFiled = false) {
    const leads = completeTab(
      spreadsheet,
      findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS),
      LEADS_TAB,
      INTAKE_LEAD_COLUMNS
    );
    for (let attempt = 0; attempt < FILING_TRIES; attempt++) {
      const filed = fileOnce(spreadsheet, leads, source, sent, lead, arrivedAt, leadId, maybeFiled);
      if (filed) return filed;
    }
    return { leadId: "" };
  }
  function fileOnce(spreadsheet, leads, source, sent, lead, arrivedAt, leadId, maybeFiled) {
    const externalId = externalIdOf(source, sent.externalId);
    const zone = agencyTimeZone();
    const last = leads.sheet.getLastRow();
    const fields2 = maybeFiled ? [...DEDUPE_FIELDS, "leadId"] : [...DEDUPE_FIELDS];
    const rows = last < 2 || sent.isTest && !maybeFiled ? {} : readWindows(leads, fields2, [[2, last]]);
    if (maybeFiled && Object.values(rows).some((cells) => cellText(cells.leadId).trim() === leadId)) return { leadId };
    const blocked = doNotCallPhones(spreadsheet);
    const receivedAt = receivedAtOf(sent.submittedAt, arrivedAt, zone);
    let closed = sent.isTest ? INTAKE_CLOSED.test : "";
    if (!sent.isTest) {
      const same = sameLead(leads, rows, externalId, lead.phoneDigits, emailKey(lead.fields.email), arrivedAt, zone);
      if (same) {
        const sameId = sameLeadId(leads, same.row, rows[same.row]);
        if (sameId === null) return null;
        if (same.open)
          joinOpenLead(leads, { id: sameId, row: same.row }, source, dayLabel(arrivedAt, zone), receivedAt, zone);
        return { leadId: sameId };
      }
      if (lead.phoneDigits !== "" && blocked[`:${lead.phoneDigits}`]) closed = INTAKE_CLOSED.doNotCall;
      else if (lead.phoneDigits === "") closed = INTAKE_CLOSED.noPhone;
    }
    appendTabRow(leads, {
      ...lead.fields,
      receivedAt: new Date(receivedAt).toISOString(),
      source,
      leadId,
      arrivedAt: new Date(arrivedAt).toISOString(),
      externalId,
      closed
    });
    if (closed !== "") return { leadId };
    const waiting = 1 + waitingBefore(leads, rows, blocked);
    return { leadId, offered: { source, service: lead.fields.service, zip: lead.fields.zip, waiting } };
  }
  function sameLead(leads, rows, externalId, phone, email, arrivedAt, zone) {
    const candidates = [];
    for (const [at, cells] of Object.entries(rows)) {
      if (externalId !== "" && cellText(cells.externalId).trim() === externalId) return { row: Number(at), open: false };
      if (cellText(cells.closed).trim() !== "") continue;
      const samePhone = phone !== "" && leadPhoneOfCell(cells.phone) === phone;
      const sameEmail = email !== "" && emailKey(cellText(cells.email)) === email;
      if (samePhone || sameEmail) candidates.push(Number(at));
    }
    const received = readWindows(leads, ["receivedAt"], windowsOf(candidates, candidates.length));
    const filedAt = Date.now();
    for (const row of candidates) {
      const reading = readReceivedAt(received[row].receivedAt, zone);
      if (reading.kind === "instant" && withinDedupeWindow(reading.at, arrivedAt, filedAt)) return { row, open: true };
    }
    return null;
  }
  function waitingBefore(leads, rows, blocked) {
    const open = [];
    for (const [at, cells] of Object.entries(rows)) {
      const phone = leadPhoneOfCell(cells.phone);
      const blank = cellText(cells.phone).trim() === "" && cellText(cells.email).trim() === "";
      if (cellText(cells.closed).trim() === "" && !blank && !blocked[`:${phone}`]) open.push(Number(at));
    }
    const attempts = readWindows(leads, ["attempts"], windowsOf(open, open.length));
    return open.filter((row) => attemptsCount(attempts[row].attempts) === 0).length;
  }
  var notedLeads = (leads) => ({
    ...leads,
    idField: "leadId",
    noteField: "ledgerNote",
    action: "lead",
    byId: {}
  });
  function joinOpenLead(leads, item, source, day, receivedAt, zone) {
    const rows = notedLeads(leads);
    const cells = readRowOf(rows, item);
    if (!cells) return;
    const alsoFrom = alsoFromWith(cellText(cells[leads.columns.alsoFrom - 1]), source, day);
    const received = readReceivedAt(cells[leads.columns.receivedAt - 1], zone);
    const earlier = received.kind === "instant" && receivedAt < received.at;
    writeToRow(rows, item, earlier ? { alsoFrom, receivedAt: new Date(receivedAt).toISOString() } : { alsoFrom });
  }
  function sameLeadId(leads, row, read) {
    var _a;
    const cells = leads.sheet.getRange(row, 1, 1, leads.width).getValues()[0];
    const now = (field2) => cellText(cells[leads.columns[field2] - 1]).trim();
    if (DEDUPE_FIELDS.some((field2) => now(field2) !== cellText(read[field2]).trim())) return null;
    const leadId = now("leadId");
    if (leadId !== "") return leadId;
    const field = (_a = CHECKED_FIELDS.find((each) => cellText(read[each]).trim() !== "")) != null ? _a : "phone";
    const made = Utilities.getUuid();
    const at = { row, id: "", field, holds: cellText(read[field]).trim() };
    return writeByRowNumber(notedLeads(leads), at, { leadId: made }) ? made : null;
  }
  var CHECKED_FIELDS = ["phone", "email", "externalId"];

  // apps-script/src/leads/lead-inbox.ts
  var SWEEPER = "everyFiveMinutes";
  var FILING_MS = 6e4;
  function fileLeadInbox(spreadsheet) {
    const found = findTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS);
    const bodies = found && columnCells(found, "body");
    if (!found || !bodies || !bodies.some((body) => cellText(body).trim() !== "")) return;
    const started = Date.now();
    const inbox = hasEveryColumn(found, LEAD_INBOX_COLUMNS) ? found : withLock(() => completeTab(spreadsheet, found, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS));
    if (!inbox) return;
    const categories = partnerCategories(partnerSheet(false));
    for (const waiting of waitingBodies(inbox)) {
      if (Date.now() - started >= FILING_MS) return;
      const request = parsed(waiting.body);
      const sent = request && sentLeadOf(waiting.kind === "google" ? "google" : "json", leadOf(waiting.kind, request), categories);
      const readable = sent && !leadRefusal(sent) && !Number.isNaN(waiting.arrivedAt) ? sent : null;
      const read = readable && intakeLead(readable, categories);
      const filed = withLock(
        () => fileBody(spreadsheet, inbox, waiting, readable && read ? { sent: readable, read } : null)
      );
      if (filed == null ? void 0 : filed.offered) alertLeadOffered(filed.offered);
    }
  }
  function fileBody(spreadsheet, inbox, waiting, lead) {
    const rows = { ...inbox, idField: "leadId", noteField: "ledgerNote", action: SWEEPER };
    const now = readWindows(inbox, ["body", "leadId"], [[waiting.row, waiting.row]])[waiting.row];
    if (cellText(now.body) !== waiting.body) return null;
    const kept = cellText(now.leadId).trim();
    const at = (id) => ({ row: waiting.row, id, field: "body", holds: waiting.body.trim() });
    if (!lead) {
      writeByRowNumber(rows, at(kept), { body: "", leadId: "not filed: unreadable" });
      return null;
    }
    const leadId = kept || Utilities.getUuid();
    if (kept === "" && !writeByRowNumber(rows, at(""), { leadId })) return null;
    const filed = fileLead(spreadsheet, waiting.source, lead.sent, lead.read, waiting.arrivedAt, leadId, kept !== "");
    writeByRowNumber(rows, at(leadId), filed.leadId === leadId ? { body: "" } : { body: "", leadId: filed.leadId });
    return filed;
  }
  function waitingBodies(inbox) {
    var _a;
    const rows = [];
    ((_a = columnCells(inbox, "body")) != null ? _a : []).forEach((body, i) => cellText(body).trim() !== "" && rows.push(i + 2));
    const cells = readWindows(
      inbox,
      ["arrivedAt", "source", "kind", "body"],
      rows.map((row) => [row, row])
    );
    return rows.map((row) => {
      const { arrivedAt, source, kind, body } = cells[row];
      return {
        row,
        arrivedAt: timeCell(arrivedAt),
        source: cellText(source).trim(),
        kind: cellText(kind),
        body: cellText(body)
      };
    }).sort((a, b) => (a.arrivedAt || 0) - (b.arrivedAt || 0) || a.row - b.row);
  }
  var leadOf = (kind, request) => {
    if (kind === "google") return request;
    const lead = request.lead;
    return lead && typeof lead === "object" && !Array.isArray(lead) ? lead : {};
  };

  // src/bookings/reminder.ts
  var HOUR_MS = 60 * 60 * 1e3;
  var DAY_MS5 = 24 * HOUR_MS;
  var FIRST_HOUR = 9;
  var END_HOUR = 20;
  var REMINDER_HORIZON_MS = 2 * DAY_MS5;
  function inReminderWindow(appointment, now, timeZone, wallClock) {
    if (Number.isNaN(appointment) || appointment <= now) return false;
    const local = wallClock(now, timeZone);
    const today = Math.floor(local / DAY_MS5);
    const hour = Math.floor((local - today * DAY_MS5) / HOUR_MS);
    return Math.floor(wallClock(appointment, timeZone) / DAY_MS5) === today + 1 && hour >= FIRST_HOUR && hour < END_HOUR;
  }
  function reminderDue(b, now, wallClock) {
    if (b.homeownerEmailStatus.trim().toLowerCase() !== "sent" || b.reminderSentAt.trim() !== "") return false;
    if (b.rescheduleAskedAt.trim() !== "" || isWithdrawn(b.status) || isRescheduled(b.status)) return false;
    if (!isPlainAddress(b.leadEmail.trim())) return false;
    if (!inReminderWindow(b.appointment, now, b.timeZone, wallClock)) return false;
    if (Number.isNaN(b.homeownerEmailedAt)) return false;
    return Math.floor(wallClock(b.homeownerEmailedAt, b.timeZone) / DAY_MS5) !== Math.floor(wallClock(now, b.timeZone) / DAY_MS5);
  }
  function timeOfLabel(label) {
    const text2 = oneLine(label).trim();
    const comma = text2.indexOf(", ");
    return comma === -1 ? text2 : text2.slice(comma + 2);
  }
  function reminderSubject(b) {
    const service = oneLine(b.service).trim();
    return fitMailSubject(
      `Reminder: your free ${service ? `${shown(service)} ` : ""}estimate tomorrow at ${shown(timeOfLabel(b.appointmentLabel))}`
    );
  }
  var reminderBody = (b, links, agencyName) => homeownerEmailBody(`A reminder: ${visitSentence(b)}`, links, agencyName);

  // apps-script/src/bookings/reminders.ts
  var REMINDER_FIELDS = [
    "homeownerEmailStatus",
    "homeownerEmailedAt",
    "reminderSentAt",
    "status",
    "rescheduleAskedAt",
    "leadEmail",
    "timeZone"
  ];
  var reminderDueOf = (text2, appointment, now) => reminderDue(
    {
      homeownerEmailStatus: text2.homeownerEmailStatus,
      homeownerEmailedAt: timeCell(text2.homeownerEmailedAt),
      reminderSentAt: text2.reminderSentAt,
      status: text2.status,
      rescheduleAskedAt: text2.rescheduleAskedAt,
      leadEmail: text2.leadEmail,
      appointment,
      timeZone: leadTimeZone(text2.timeZone)
    },
    now,
    wallClockAsUtc
  );
  var REMINDER = {
    claim: (ledger, item, partners) => claimReminder(ledger, item, partners),
    fateOf: (status) => ({ reminderSentAt: status === "Sent" ? isoNow() : status })
  };
  function claimReminder(ledger, item, partners) {
    const cells = readRowOf(ledger, item);
    if (!cells) return null;
    const fields2 = fieldsOf(ledger.columns, cells);
    if (!reminderDueOf(fields2, timeCell(fields2.appointment), Date.now())) return null;
    const agencyName = scriptProperty("AGENCY_NAME").trim();
    const links = linkSettings();
    if (!agencyName || !links) return null;
    try {
      if (!homeownerQuotaAllows(MailApp.getRemainingDailyQuota())) return null;
    } catch {
      return null;
    }
    if (!writeToRow2(ledger, item, { reminderSentAt: SENDING_MARK + isoNow() })) return null;
    const booking = {
      partner: partnerDisplayName(partners, fields2.partner),
      service: fields2.service,
      address: fields2.leadAddress,
      appointmentLabel: fields2.appointmentLabel
    };
    return {
      to: fields2.leadEmail,
      subject: reminderSubject(booking),
      body: reminderBody(booking, homeownerLinks(links, fields2.id), agencyName),
      replyTo: homeownerReplyTo()
    };
  }

  // apps-script/src/bookings/homeowner-sweep.ts
  var AHEAD_FIELDS = ["emailStatus", ...REMINDER_FIELDS];
  function dueHomeownerEmails(ledger, now) {
    var _a;
    const appointments = (_a = columnCells(ledger, "appointment")) != null ? _a : [];
    const ids = idsByRow(ledger);
    const read = { now, appointments, ids, ahead: {} };
    const due = { confirmations: [], reminders: [], read };
    const ahead = [];
    appointments.forEach((cell, i) => timeCell(cell) > now && ahead.push(i + 2));
    if (ahead.length === 0) return due;
    const cells = readWindows(ledger, AHEAD_FIELDS, windowsOf(ahead, ahead.length));
    read.ahead = cells;
    for (const row of ahead) {
      const id = ids[row];
      if (!id) continue;
      const text2 = (field) => cellText(cells[row][field]).trim();
      const appointment = timeCell(appointments[row - 2]);
      const homeowner = text2("homeownerEmailStatus");
      if (homeownerEmailWaits(homeowner)) {
        if (homeownerEmailDue(homeowner, text2("emailStatus"), appointment, now)) due.confirmations.push({ id, row });
        continue;
      }
      if (appointment - now > REMINDER_HORIZON_MS) continue;
      const fields2 = Object.fromEntries(REMINDER_FIELDS.map((field) => [field, text2(field)]));
      if (reminderDueOf(fields2, appointment, now)) due.reminders.push({ id, row });
    }
    return due;
  }
  function sendHomeownerEmailsDue(ledger, due, started) {
    if (due.confirmations.length === 0 && due.reminders.length === 0) return;
    const partners = partnerSheet(false);
    sendHomeownerEmails(CONFIRMATION, ledger, due.confirmations, partners, started);
    sendHomeownerEmails(REMINDER, ledger, due.reminders, partners, started);
  }

  // src/leads/rebook.ts
  var REBOOK_SOURCES = { reschedule: "Reschedule", noShow: "No-show" };
  var isRebookSource = (source) => source.trim() === REBOOK_SOURCES.reschedule || source.trim() === REBOOK_SOURCES.noShow;
  function rebookNotes(kind, homeownerNote, bookingNotes, reportedDay) {
    const first = kind === "reschedule" ? homeownerNote.trim() : `No-show reported ${reportedDay}`;
    return [first, bookingNotes.trim()].filter((text2) => text2 !== "").join("\n");
  }
  function rebookOwed(kind, booking, rowsSince, now) {
    if (kind === "reschedule") return !Number.isNaN(booking.rescheduleAskedAt) && booking.appointment > now;
    return booking.noShowReportedAt >= rowsSince;
  }

  // apps-script/src/leads/rebook-rows.ts
  var REBOOK_ROWS_SINCE = "REBOOK_ROWS_SINCE";
  var DAY_MS6 = 24 * 60 * 60 * 1e3;
  var NO_SHOW_ROW_HORIZON_MS = (NO_SHOW_WINDOW_DAYS + 1 + 7) * DAY_MS6;
  function rebookRowsSince() {
    const known2 = Date.parse(scriptProperty(REBOOK_ROWS_SINCE).trim());
    if (!Number.isNaN(known2)) return known2;
    return withLock(() => {
      var _a;
      const stored = Date.parse(((_a = PropertiesService.getScriptProperties().getProperty(REBOOK_ROWS_SINCE)) != null ? _a : "").trim());
      if (!Number.isNaN(stored)) return stored;
      const now = Date.now();
      setScriptProperty(REBOOK_ROWS_SINCE, new Date(now).toISOString());
      return now;
    });
  }
  function bookingsWithRebookRow(spreadsheet, bookingIds) {
    var _a;
    const leads = findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS);
    const rebookOf = leads ? (_a = columnCells(leads, "rebookOf")) != null ? _a : [] : [];
    return new Set(rebookOf.map((cell) => cellText(cell).trim()).filter((id) => bookingIds.has(id)));
  }
  function appendOwedRebookRows(spreadsheet, ledger, wanted, rowsSince) {
    const now = Date.now();
    const owed = [];
    for (const rebook of wanted) {
      const cells = readRowOf(ledger, rebook.item);
      if (!cells) continue;
      const fields2 = fieldsOf(ledger.columns, cells);
      const state = {
        appointment: timeCell(fields2.appointment),
        rescheduleAskedAt: timeCell(fields2.rescheduleAskedAt),
        noShowReportedAt: timeCell(fields2.noShowReportedAt)
      };
      if (rebookOwed(rebook.kind, state, rowsSince, now)) owed.push({ rebook, fields: fields2 });
    }
    if (owed.length === 0) return;
    const made = bookingsWithRebookRow(spreadsheet, new Set(owed.map(({ rebook }) => rebook.item.id)));
    const blocked = doNotCallPhones(spreadsheet);
    for (const { rebook, fields: fields2 } of owed) {
      const source = REBOOK_SOURCES[rebook.kind];
      const phone = leadPhoneOfCell(fields2.leadPhone);
      if (made.has(rebook.item.id) || phone !== "" && blocked[`:${phone}`]) continue;
      const leads = completeTab(
        spreadsheet,
        findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS),
        LEADS_TAB,
        INTAKE_LEAD_COLUMNS
      );
      const reportedDay = dayLabel(now, leadTimeZone(fields2.timeZone));
      appendTabRow(leads, {
        receivedAt: new Date(now).toISOString(),
        name: fields2.leadName,
        phone: fields2.leadPhone,
        email: fields2.leadEmail,
        address: fields2.leadAddress,
        zip: fields2.zip,
        service: fields2.service,
        garageSize: fields2.garageSize,
        source,
        notes: rebookNotes(rebook.kind, fields2.rescheduleNote, fields2.notes, reportedDay),
        leadId: Utilities.getUuid(),
        rebookOf: rebook.item.id
      });
      made.add(rebook.item.id);
    }
  }
  function queueRebook(spreadsheet, bookingId, kind, rowsSince) {
    withLock(() => {
      var _a;
      const ledger = openLedger(spreadsheet, "askFromLink");
      const item = { id: bookingId, row: (_a = ledger.byId[`:${bookingId}`]) != null ? _a : 0 };
      appendOwedRebookRows(spreadsheet, ledger, [{ item, kind }], rowsSince);
    });
  }
  function sweepRebookRows(spreadsheet, ledger, read, rowsSince) {
    const wanted = [];
    for (const [row, cells] of Object.entries(read.ahead)) {
      const id = read.ids[Number(row)];
      if (id && cellText(cells.rescheduleAskedAt).trim() !== "")
        wanted.push({ item: { id, row: Number(row) }, kind: "reschedule" });
    }
    const recent = [];
    read.appointments.forEach((cell, i) => {
      const appointment = timeCell(cell);
      if (appointment <= read.now && read.now - appointment < NO_SHOW_ROW_HORIZON_MS && read.ids[i + 2])
        recent.push(i + 2);
    });
    if (wanted.length === 0 && recent.length === 0) return;
    withLock(() => {
      const reported = readWindows(ledger, ["noShowReportedAt"], windowsOf(recent, recent.length));
      for (const row of recent)
        if (timeCell(reported[row].noShowReportedAt) >= rowsSince)
          wanted.push({ item: { id: read.ids[row], row }, kind: "noShow" });
      if (wanted.length > 0) appendOwedRebookRows(spreadsheet, ledger, wanted, rowsSince);
    });
  }
  function rebooksOfLeads(spreadsheet, bookings) {
    const wanted = new Set(
      (Array.isArray(bookings) ? bookings : []).flatMap((booking) => {
        const leadId = booking == null ? void 0 : booking.leadId;
        return typeof leadId === "string" && leadId.trim() !== "" ? [leadId.trim()] : [];
      })
    );
    const leads = wanted.size === 0 ? null : findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS);
    const rebookOf = leads && columnCells(leads, "rebookOf");
    const ids = leads && (rebookOf == null ? void 0 : rebookOf.some((cell) => cellText(cell).trim() !== "")) ? columnCells(leads, "leadId") : null;
    const found = {};
    if (!rebookOf || !ids) return found;
    ids.forEach((cell, i) => {
      const leadId = cellText(cell).trim();
      const booking = cellText(rebookOf[i]).trim();
      if (booking !== "" && wanted.has(leadId)) found[`:${leadId}`] = booking;
    });
    return found;
  }

  // apps-script/src/sweeper.ts
  var SWEEPER2 = "everyFiveMinutes";
  var SWEEP_EVERY_MINUTES = 5;
  var SWEEP_STAMP_SECONDS = 4 * 60;
  var SWEEP_STAMP = "sweeper-ran";
  var SWEEP_AFTER_MS = 2 * 60 * 1e3;
  var WITHOUT_APPOINTMENT_TRIED_MS = 24 * 60 * 60 * 1e3;
  function keepSweeperTrigger() {
    const sweepers = ScriptApp.getProjectTriggers().filter((trigger) => trigger.getHandlerFunction() === SWEEPER2);
    if (sweepers.length === 1) return;
    for (const trigger of sweepers) ScriptApp.deleteTrigger(trigger);
    ScriptApp.newTrigger(SWEEPER2).timeBased().everyMinutes(SWEEP_EVERY_MINUTES).create();
  }
  function sweeperScheduled() {
    try {
      return ScriptApp.getProjectTriggers().some((trigger) => trigger.getHandlerFunction() === SWEEPER2);
    } catch {
      return false;
    }
  }
  function everyFiveMinutes() {
    const started = Date.now();
    const lock = LockService.getScriptLock();
    if (!lock.tryLock(0)) return;
    try {
      const cache = CacheService.getScriptCache();
      if (cache.get(SWEEP_STAMP)) return;
      cache.put(SWEEP_STAMP, isoNow(), SWEEP_STAMP_SECONDS);
    } finally {
      lock.releaseLock();
    }
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    if (!spreadsheet) return;
    withLock(() => giveLeadIds(spreadsheet));
    const ledger = sweepWaitingQuotes(spreadsheet, started);
    if (ledger) sweepBookingsAhead(spreadsheet, ledger, started);
    fileLeadInbox(spreadsheet);
  }
  function sweepBookingsAhead(spreadsheet, ledger, started) {
    const rowsSince = rebookRowsSince();
    const due = withLock(() => dueHomeownerEmails(ledger, Date.now()));
    if (!due) return;
    if (rowsSince !== null) sweepRebookRows(spreadsheet, ledger, due.read, rowsSince);
    sendHomeownerEmailsDue(ledger, due, started);
  }
  function giveLeadIds(spreadsheet) {
    const found = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS);
    const ids = found ? columnCells(found, "leadId") : null;
    if (!found || !ids) return;
    const rows = [];
    ids.forEach((id, i) => cellText(id).trim() === "" && rows.push(i + 2));
    const cells = readWindows(found, ["receivedAt", "phone", "zip"], windowsOf(rows, rows.length));
    const leads = {
      ...completeTab(spreadsheet, found, LEADS_TAB, LEAD_COLUMNS),
      idField: "leadId",
      noteField: "ledgerNote",
      action: SWEEPER2
    };
    for (const row of rows) {
      if (isBlankLeadRow(cells[row])) continue;
      const at = { row, id: "", field: "phone", holds: cellText(cells[row].phone).trim() };
      writeByRowNumber(leads, at, { leadId: Utilities.getUuid() });
    }
  }
  function givenUp(cellOf, started) {
    const reason = lastTryReason(cellText(cellOf("lastTry")));
    if (reason === "") return "";
    const appointment = timeCell(cellOf("appointment"));
    const until = Number.isNaN(appointment) ? timeCell(cellOf("savedAt")) + WITHOUT_APPOINTMENT_TRIED_MS : appointment;
    return started < until ? "" : reason;
  }
  function sweepWaitingQuotes(spreadsheet, started) {
    const found = withLock(() => {
      const ledger = openLedger(spreadsheet, "everyFiveMinutes");
      const last = ledger.sheet.getLastRow();
      const queue2 = [];
      if (last < 2) return { ledger, queue: queue2 };
      const column = (at) => ledger.sheet.getRange(2, at, last - 1, 1).getValues();
      const ids = idsByRow(ledger);
      const statuses = column(ledger.columns.emailStatus);
      const waiting2 = [];
      statuses.forEach(([status], i) => ids[i + 2] && statusKind(cellText(status)) === "waiting" && waiting2.push(i + 2));
      const saved = readWindows(ledger, ["savedAt"], windowsOf(waiting2, waiting2.length));
      for (const row of waiting2) {
        const id = ids[row];
        const savedAt = timeCell(saved[row].savedAt);
        if (Number.isNaN(savedAt)) writeToRow2(ledger, { id, row }, { savedAt: isoNow() });
        else if (started - savedAt > SWEEP_AFTER_MS) queue2.push({ id, row, before: BEING_SENT });
      }
      return { ledger, queue: queue2 };
    });
    if (!found) return null;
    if (found.queue.length === 0) return found.ledger;
    const waiting = (status) => statusKind(status) === "waiting";
    sendQueue(found.ledger, found.queue, partnerSheet(false), started, waiting, (cellOf) => givenUp(cellOf, started));
    return found.ledger;
  }

  // apps-script/src/check.ts
  function check(spreadsheet, caller, webAppUrl, version) {
    if (caller.role === "owner" && isWebAppUrl(webAppUrl) && scriptProperty("WEB_APP_URL") !== webAppUrl)
      setScriptProperty("WEB_APP_URL", webAppUrl);
    const counted = withLock(() => {
      const ledger = openLedger(spreadsheet, "check");
      let setterKeys = 0;
      if (caller.role === "owner") {
        setterKeys = activeSetterKeys(openTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS));
        openTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS);
        openTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS);
        openTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS);
        openTab(spreadsheet, SOURCES_TAB, SOURCE_COLUMNS);
        openTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS);
      }
      return { bookings: Object.keys(ledger.byId).length, setterKeys };
    });
    if (counted === null) return { ok: false, error: "busy" };
    const partners = partnerSheet(caller.role === "owner");
    return {
      ok: true,
      spreadsheet: spreadsheet.getName(),
      bookings: counted.bookings,
      version,
      role: caller.role,
      ...caller.role === "setter" ? { setter: caller.setter } : {
        refundLinks: linkSettings() !== null,
        sources: sourceProblems(readSources(spreadsheet)),
        // Whether each is set, never its value: the owner's setup checklist ticks them.
        agencyName: scriptProperty("AGENCY_NAME") !== "",
        replyTo: scriptProperty("REPLY_TO") !== "",
        setterKeys: counted.setterKeys
      },
      consent: consent(),
      timeZone: agencyZoneState(),
      agencyTimeZone: agencyTimeZone(),
      spreadsheetTimeZone: spreadsheet.getSpreadsheetTimeZone(),
      sweeper: sweeperScheduled(),
      partnerSheet: "rows" in partners ? { ok: true, partners: partners.partners } : { ok: false, reason: partners.reason }
    };
  }
  function activeSetterKeys(tab) {
    const count = tab.sheet.getLastRow() - 1;
    if (count < 1) return 0;
    const rows = tab.sheet.getRange(2, 1, count, tab.width).getValues();
    const { setter, key: key2, active } = tab.columns;
    return rows.filter(
      (row) => cellText(row[setter - 1]).trim() !== "" && cellText(row[key2 - 1]).trim().length >= MIN_KEY_LENGTH && isActive(row[active - 1])
    ).length;
  }

  // src/leads/policy.ts
  var CALLBACK_DAYS_AHEAD = 60;
  var NO_CONTACT_CALLS_IN_ALL = 6;
  var CLAIM_MINUTES = 15;
  var IDLE_RELEASE_HOURS = 1;
  var leadPolicyText = {
    /** The script's and the outbox's refusal. */
    callbackTooFar: `callbackAt is more than ${CALLBACK_DAYS_AHEAD} days ahead`,
    /** The Call back form's hint. */
    callbackRange: `Choose a time from now to ${CALLBACK_DAYS_AHEAD} days ahead.`,
    /** The lead's `Closed` cell. */
    noContactClosure: `No contact after ${NO_CONTACT_CALLS_IN_ALL} attempts`,
    releasedIdle: `Claim released after ${IDLE_RELEASE_HOURS === 1 ? "an hour" : `${IDLE_RELEASE_HOURS} hours`} idle.`
  };

  // src/leads/cadence.ts
  var HOUR_MS2 = 36e5;
  var DAY_MS7 = 864e5;
  var RETRY_AFTER_MS = 2 * HOUR_MS2;
  var NO_CONTACT_CALLS_A_DAY = 3;
  var FIRST_CALL_HOUR = 9;
  var isNoContact = (outcome) => outcome === "No answer" || outcome === "Left voicemail";
  var localDay = (time, timeZone) => Math.floor(wallClockAsUtc(time, timeZone) / DAY_MS7);
  function nextDayAtNine(time, timeZone) {
    var _a;
    const wall = (localDay(time, timeZone) + 1) * DAY_MS7 + FIRST_CALL_HOUR * HOUR_MS2;
    return (_a = instantOfWallClock(wall, timeZone)) != null ? _a : wall - (wallClockAsUtc(wall, timeZone) - wall);
  }
  function nextAfterNoContact(earlier, at, timeZone) {
    const noContact = earlier.filter((call) => isNoContact(call.outcome));
    if (noContact.length + 1 >= NO_CONTACT_CALLS_IN_ALL)
      return { nextCallAt: null, closed: leadPolicyText.noContactClosure };
    const today = localDay(at, timeZone);
    const todays = noContact.filter((call) => !Number.isNaN(call.at) && localDay(call.at, timeZone) === today).length + 1;
    return {
      nextCallAt: todays >= NO_CONTACT_CALLS_A_DAY ? nextDayAtNine(at, timeZone) : at + RETRY_AFTER_MS,
      closed: ""
    };
  }
  function leadAfterCall(earlier, call, timeZone) {
    const recorded = {
      attempts: earlier.length + 1,
      // An earlier call whose time did not parse cannot be the first.
      firstCallAt: Math.min(call.at, ...earlier.map((record) => record.at).filter((at) => !Number.isNaN(at))),
      lastAttemptAt: call.at,
      lastOutcome: call.outcome,
      bookingId: ""
    };
    switch (call.outcome) {
      case "No answer":
      case "Left voicemail":
        return { ...recorded, ...nextAfterNoContact(earlier, call.at, timeZone) };
      case "Call back":
        return { ...recorded, nextCallAt: call.callbackAt, closed: "" };
      case "Booked":
        return { ...recorded, nextCallAt: null, closed: "Booked", bookingId: call.bookingId };
      default:
        return { ...recorded, nextCallAt: null, closed: call.outcome };
    }
  }
  function leadAfterCalls(calls, timeZone) {
    const timeOf = (call) => Number.isNaN(call.at) ? -Infinity : call.at;
    const inOrder = [...calls].sort((a, b) => timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0);
    let last = null;
    let closing = null;
    for (let i = 0; i < inOrder.length; i++) {
      const call = inOrder[i];
      const after = leadAfterCall(inOrder.slice(0, i), call, timeZone);
      const firstBooked = call.outcome === "Booked" && (closing == null ? void 0 : closing.call.outcome) !== "Booked";
      if (after.closed !== "" && (closing === null || firstBooked)) closing = { call, after };
      last = after;
    }
    if (last === null) return null;
    if (closing === null) return { ...last, closingCall: null };
    return {
      ...last,
      nextCallAt: null,
      closed: closing.after.closed,
      bookingId: closing.after.bookingId,
      closingCall: closing.call
    };
  }

  // src/leads/lead-claims.ts
  var KEPT_CLAIMS = 5;
  var CLAIM_MS = CLAIM_MINUTES * 60 * 1e3;
  var CLAIM_SEPARATOR = "; ";
  var PREVIOUS_CLAIM = /^(.*) until (\S+)$/;
  var instantOf = (text2) => instantOfDateTimeText(text2, null);
  var claimsText = (claims) => claims.slice(-KEPT_CLAIMS).map((claim) => `${claim.setter} ${new Date(claim.from).toISOString()}–${new Date(claim.until).toISOString()}`).join(CLAIM_SEPARATOR);
  function readClaimsText(text2) {
    const claims = [];
    for (const entry of text2.split(CLAIM_SEPARATOR)) {
      const trimmed2 = entry.trim();
      const space = trimmed2.lastIndexOf(" ");
      const times = trimmed2.slice(space + 1).split("–");
      const setter = trimmed2.slice(0, Math.max(space, 0)).trim();
      const from = times.length === 2 ? instantOf(times[0]) : null;
      const until = times.length === 2 ? instantOf(times[1]) : null;
      if (setter !== "" && from !== null && until !== null) claims.push({ setter, from, until });
    }
    return claims;
  }
  function leadClaims(cells) {
    const claims = readClaimsText(cells.claims);
    const previous = claims.length === 0 ? PREVIOUS_CLAIM.exec(cells.previousClaim) : null;
    const previousUntil = previous ? instantOf(previous[2]) : null;
    if (previous && previousUntil !== null) {
      const from = Number.isNaN(cells.receivedAt) ? previousUntil - CLAIM_MS : Math.min(cells.receivedAt, previousUntil);
      claims.push({ setter: previous[1].trim(), from, until: previousUntil });
    }
    if (cells.claimedBy === "" || Number.isNaN(cells.claimedUntil)) return claims;
    const last = claims[claims.length - 1];
    if (last && last.setter === cells.claimedBy) last.until = cells.claimedUntil;
    else {
      const from = last ? last.until : Number.isNaN(cells.receivedAt) ? cells.claimedUntil - CLAIM_MS : cells.receivedAt;
      claims.push({ setter: cells.claimedBy, from: Math.min(from, cells.claimedUntil), until: cells.claimedUntil });
    }
    return claims;
  }
  function claimAtCall(claims, setter, calledAt) {
    let othersUntil = -Infinity;
    for (let i = 0; i < claims.length; i++) {
      const claim = claims[i];
      if (claim.setter !== setter) {
        othersUntil = Math.max(othersUntil, claim.until);
        continue;
      }
      const latest = i === claims.length - 1;
      if (calledAt > othersUntil && (latest || calledAt <= claim.until)) return latest ? "holder" : "earlier";
    }
    return null;
  }

  // src/leads/lead-queue-messages.ts
  var outcomeRefusals = {
    unknownOutcome: "unknown outcome",
    noCallbackAt: "Call back needs a callbackAt",
    callbackAtNotADate: "callbackAt is not a date-time with its zone",
    callbackAtPast: "callbackAt is in the past",
    callbackAtTooFar: leadPolicyText.callbackTooFar,
    noBookingId: "Booked needs a bookingId",
    calledAtNotADate: "calledAt is not a date-time with its zone"
  };

  // src/leads/outcome-request.ts
  var DAY_MS8 = 864e5;
  var isFilledText = (value) => typeof value === "string" && value.trim() !== "";
  function readOutcomeRequest(request, now) {
    const { outcome } = request;
    if (!isCallOutcome(outcome)) return { refused: outcomeRefusals.unknownOutcome };
    if (outcome === "Call back") {
      if (!isFilledText(request.callbackAt)) return { refused: outcomeRefusals.noCallbackAt };
      const callbackAt = instantOfDateTimeText(request.callbackAt, null);
      if (callbackAt === null) return { refused: outcomeRefusals.callbackAtNotADate };
      if (callbackAt < now) return { refused: outcomeRefusals.callbackAtPast };
      if (callbackAt - now > CALLBACK_DAYS_AHEAD * DAY_MS8) return { refused: outcomeRefusals.callbackAtTooFar };
      return { call: { at: now, outcome, callbackAt } };
    }
    if (outcome === "Booked") {
      if (!isFilledText(request.bookingId)) return { refused: outcomeRefusals.noBookingId };
      return { call: { at: now, outcome, bookingId: request.bookingId.trim() } };
    }
    return { call: { at: now, outcome } };
  }
  function readCalledAt(calledAt, earliest, now) {
    if (calledAt === void 0 || calledAt === null || calledAt === "") return { at: now };
    const at = typeof calledAt === "string" ? instantOfDateTimeText(calledAt, null) : null;
    if (at === null) return { refused: outcomeRefusals.calledAtNotADate };
    return { at: Math.min(now, Math.max(earliest, at)) };
  }

  // apps-script/src/leads/lead-calls.ts
  var MAX_ATTEMPT_ID_LENGTH = 100;
  function openLeads(spreadsheet, action2) {
    const found = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS);
    if (!found) return null;
    return idRowsOf(completeTab(spreadsheet, found, LEADS_TAB, LEAD_COLUMNS), "leadId", "ledgerNote", action2);
  }
  function leadFieldsOf(leads, cells) {
    const fields2 = {};
    for (const [field] of LEAD_COLUMNS) fields2[field] = cells[leads.columns[field] - 1];
    return fields2;
  }
  function leadById(leads, leadId) {
    var _a;
    const item = { id: leadId, row: (_a = leads.byId[`:${leadId}`]) != null ? _a : 0 };
    const cells = readRowOf(leads, item);
    return cells ? { item, fields: leadFieldsOf(leads, cells) } : null;
  }
  function leadByRow(leads, row, phoneEnd) {
    if (row > leads.sheet.getLastRow()) return null;
    const fields2 = leadFieldsOf(leads, leads.sheet.getRange(row, 1, 1, leads.width).getValues()[0]);
    if (cellText(fields2.leadId).trim() !== "" || phoneEndOf(fields2.phone) !== phoneEnd) return null;
    return { item: { id: "", row }, fields: fields2 };
  }
  function giveLeadId(leads, lead) {
    const id = Utilities.getUuid();
    const phoneEnd = phoneEndOf(lead.fields.phone);
    writeCells(leads, lead.item.row, { leadId: id });
    if (phoneEndOf(leads.sheet.getRange(lead.item.row, leads.columns.phone).getValue()) !== phoneEnd) {
      writeCells(leads, lead.item.row, { leadId: "" });
      return false;
    }
    lead.item.id = id;
    lead.fields.leadId = id;
    leads.byId[`:${id}`] = lead.item.row;
    return true;
  }
  function callsOf(spreadsheet, leadId) {
    const tab = findTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS);
    const ids = tab && leadId ? columnCells(tab, "leadId") : null;
    if (!tab || !ids) return { tab, calls: [] };
    const rows = [];
    ids.forEach((id, i) => cellText(id).trim() === leadId && rows.push(i + 2));
    const fields2 = ["attemptId", "leadId", "at", "setter", "outcome", "callbackAt"];
    const cells = readWindows(tab, fields2, windowsOf(rows, rows.length));
    const calls = rows.map((row) => {
      const call = cells[row];
      return {
        attemptId: cellText(call.attemptId).trim(),
        leadId,
        at: isoOrEmpty(timeCell(call.at)),
        setter: cellText(call.setter).trim(),
        outcome: cellText(call.outcome).trim(),
        callbackAt: isoOrEmpty(timeCell(call.callbackAt))
      };
    });
    calls.sort((a, b) => (timeCell(a.at) || 0) - (timeCell(b.at) || 0));
    return { tab, calls };
  }
  function leadCallsOf(calls, fields2, booking) {
    return calls.map((call) => {
      const at = timeCell(call.at);
      const who = { attemptId: call.attemptId, setter: call.setter };
      if (call.outcome === "Call back") return { ...who, at, outcome: "Call back", callbackAt: timeCell(call.callbackAt) };
      if (call.outcome === "Booked") {
        const bookingId = (booking == null ? void 0 : booking.attemptId) === call.attemptId ? booking.bookingId : cellText(fields2.bookingId).trim();
        return { ...who, at, outcome: "Booked", bookingId };
      }
      return { ...who, at, outcome: call.outcome };
    });
  }
  var claimCellsOf = (fields2, zone) => {
    const received = readReceivedAt(fields2.receivedAt, zone);
    return {
      claims: cellText(fields2.claims).trim(),
      previousClaim: cellText(fields2.previousClaim).trim(),
      claimedBy: cellText(fields2.claimedBy).trim(),
      claimedUntil: timeCell(fields2.claimedUntil),
      receivedAt: received.kind === "instant" ? received.at : NaN
    };
  };
  function closedAnswer(closingCall, closed, setter) {
    if (!closingCall || closingCall.setter === setter) return { ok: false, error: "closed" };
    return { ok: false, error: "closed", closedBy: { setter: closingCall.setter, outcome: closed } };
  }
  function leadRefusal2(fields2, setter, now, blocked) {
    if (cellText(fields2.closed).trim() !== "") return { ok: false, error: "closed" };
    if (blocked[`:${leadPhoneOfCell(fields2.phone)}`]) return { ok: false, error: "closed" };
    const holder = cellText(fields2.claimedBy).trim();
    if (holder !== "" && holder !== setter && timeCell(fields2.claimedUntil) > now)
      return { ok: false, error: "claimed", by: holder };
    return null;
  }
  function renewalRefusal(leads, lead, setter, calls, blocked, zone) {
    const { fields: fields2 } = lead;
    const after = leadAfterCalls(calls, zone);
    if (after == null ? void 0 : after.closingCall) return closedAnswer(after.closingCall, after.closed, setter);
    if (cellText(fields2.closed).trim() !== "" || blocked[`:${leadPhoneOfCell(fields2.phone)}`])
      return { ok: false, error: "closed" };
    const released = { ok: false, error: "released" };
    const claims = leadClaims(claimCellsOf(fields2, agencyTimeZone()));
    const latest = claims[claims.length - 1];
    if (latest && latest.setter !== setter) return { ok: false, error: "claimed", by: latest.setter };
    if (lead.item.id === "" || !latest) return released;
    if (calls.some((call) => call.setter === setter && call.at >= latest.from)) return released;
    const until = timeCell(fields2.claimedUntil);
    const later = claimsElsewhere(leads, setter, lead.item.id).some((other) => !(other.until <= until));
    return later ? released : null;
  }
  function leadAsked(request) {
    const leadId = typeof request.leadId === "string" ? request.leadId.trim() : "";
    if (leadId) return leadId.length <= MAX_FIELD_LENGTH ? { leadId } : null;
    const { row, phone } = request;
    if (typeof row === "number" && row >= 2 && row % 1 === 0 && typeof phone === "string" && /^\d{0,4}$/.test(phone))
      return { row, phoneEnd: phone };
    return null;
  }
  function receivedAtStamp(fields2, now) {
    return readReceivedAt(fields2.receivedAt, agencyTimeZone()).kind === "missing" ? { receivedAt: new Date(now).toISOString() } : {};
  }
  var rowReading = (fields2, zone) => readLeadRow({ receivedAt: fields2.receivedAt, phone: fields2.phone, zip: fields2.zip }, zone);
  function claimLead(spreadsheet, caller, request) {
    const asked = leadAsked(request);
    if (!asked) return { ok: false, error: "bad-request", reason: "leadId is missing" };
    const setter = setterOf(caller);
    const renew = request.renew === true;
    const answer2 = withLock(() => {
      const now = Date.now();
      const leads = openLeads(spreadsheet, "claim");
      const zone = agencyTimeZone();
      const lead = !leads ? null : "leadId" in asked ? leadById(leads, asked.leadId) : leadByRow(leads, asked.row, asked.phoneEnd);
      if (!leads || !lead || isBlankLeadRow(lead.fields) || !rowReading(lead.fields, zone).readable)
        return { ok: false, error: "not-found" };
      const calls = callsOf(spreadsheet, lead.item.id).calls;
      const blocked = doNotCallPhones(spreadsheet);
      const refusal = renew ? renewalRefusal(leads, lead, setter, leadCallsOf(calls, lead.fields), blocked, zone) : leadRefusal2(lead.fields, setter, now, blocked);
      if (refusal) return refusal;
      if (lead.item.id === "" && !giveLeadId(leads, lead)) return { ok: false, error: "not-found" };
      if (!renew) releaseClaimsOf(leads, setter, lead.item.id, now);
      const claims = leadClaims(claimCellsOf(lead.fields, zone));
      const latest = claims[claims.length - 1];
      const until = now + CLAIM_MS;
      if (latest && latest.setter === setter && (renew || latest.until > now)) latest.until = until;
      else claims.push({ setter, from: now, until });
      const values = {
        ...receivedAtStamp(lead.fields, now),
        claimedBy: setter,
        claimedUntil: new Date(until).toISOString(),
        claims: claimsText(claims)
      };
      if (!writeToRow(leads, lead.item, values)) return { ok: false, error: "not-found" };
      const fields2 = { ...lead.fields, ...values };
      return {
        ok: true,
        lead: { ...claimedLead(fields2, lead.item.row, calls, zone), ...rebookOfLead(spreadsheet, fields2) }
      };
    });
    return answer2 != null ? answer2 : { ok: false, error: "busy" };
  }
  function claimsElsewhere(leads, setter, keptId) {
    var _a;
    const last = leads.sheet.getLastRow();
    if (last < 2) return [];
    const cells = readWindows(leads, ["claimedBy", "claimedUntil"], [[2, last]]);
    const ids = idsByRow(leads);
    const claims = [];
    for (let row = 2; row <= last; row++) {
      const id = (_a = ids[row]) != null ? _a : "";
      const { claimedBy, claimedUntil } = cells[row];
      if (id !== "" && id !== keptId && cellText(claimedBy).trim() === setter)
        claims.push({ id, row, until: timeCell(claimedUntil) });
    }
    return claims;
  }
  function releaseClaimsOf(leads, setter, keptId, now) {
    for (const { id, row, until } of claimsElsewhere(leads, setter, keptId)) {
      if (until > now && idAt(leads, row) === id)
        writeToRow(leads, { id, row }, { claimedUntil: new Date(now).toISOString() });
    }
  }
  function rebookOfLead(spreadsheet, fields2) {
    const rebookOf = cellText(fields2.rebookOf).trim();
    const booking = rebookOf === "" ? null : bookingFields(spreadsheet, rebookOf);
    if (!booking) return {};
    const rebookBookedAt = isoOrEmpty(timeCell(booking.bookedAt));
    return { rebookOf, rebookPartner: booking.partner, rebookLabel: booking.appointmentLabel, rebookBookedAt };
  }
  function claimedLead(fields2, row, calls, zone) {
    const text2 = (field) => cellText(fields2[field]).trim();
    const time = (field) => isoOrEmpty(timeCell(fields2[field]));
    const reading = rowReading(fields2, zone);
    const lastOutcome = text2("lastOutcome");
    const receivedAt = reading.readable && reading.receivedAt.kind === "instant" ? reading.receivedAt.at : null;
    return {
      ...valuesOf([...QUEUED_TEXTS, ...CLAIMED_TEXTS], text2),
      ...valuesOf([...QUEUED_TIMES, ...CLAIMED_TIMES], time),
      row,
      phoneEnd: "",
      receivedAt: isoOrEmpty(receivedAt),
      zip: reading.readable ? reading.zip : "",
      attempts: attemptsCount(fields2.attempts),
      lastOutcome: CALL_OUTCOMES.indexOf(lastOutcome) >= 0 ? lastOutcome : "",
      calls
    };
  }
  var valuesOf = (names, value) => Object.fromEntries(names.map((name) => [name, value(name)]));
  var leadAfterOutcome = (fields2) => ({
    leadId: cellText(fields2.leadId).trim(),
    attempts: attemptsCount(fields2.attempts),
    nextCallAt: isoOrEmpty(timeCell(fields2.nextCallAt)),
    closed: cellText(fields2.closed).trim(),
    bookingId: cellText(fields2.bookingId).trim()
  });
  function callerHold(fields2, setter, calledAt, now, zone) {
    const held = claimAtCall(leadClaims(claimCellsOf(fields2, zone)), setter, calledAt);
    if (held) return held;
    const holder = cellText(fields2.claimedBy).trim();
    if (holder !== "" && timeCell(fields2.claimedUntil) > now) return { ok: false, error: "claimed", by: holder };
    return { ok: false, error: "not-yours" };
  }
  var BOOKING_LEAD_COLUMNS = [...LEDGER_COLUMNS, ["bookingLeadId", "Lead ID"]];
  function isBookingOf(spreadsheet, bookingId, caller, leadId) {
    const tab = findTab(spreadsheet, LEDGER_TAB, BOOKING_LEAD_COLUMNS);
    const row = tab ? rowsById({ ...tab, idField: "id" })[`:${bookingId}`] : void 0;
    if (!tab || !row) return false;
    const cell = (column) => column ? cellText(tab.sheet.getRange(row, column).getValue()).trim() : "";
    const bookingLeadId = cell(tab.columns.bookingLeadId);
    if (bookingLeadId !== "") return bookingLeadId === leadId;
    return caller.role === "owner" || !!tab.columns.setter && cell(tab.columns.setter) === caller.setter;
  }
  var CALL_FIELDS = [
    "attempts",
    "firstCallAt",
    "lastAttemptAt",
    "lastOutcome",
    "nextCallAt",
    "closed",
    "bookingId"
  ];
  function callCellText(field, value) {
    if (field === "attempts") return String(attemptsCount(value));
    if (field === "firstCallAt" || field === "lastAttemptAt" || field === "nextCallAt") return isoOrEmpty(timeCell(value));
    return cellText(value).trim();
  }
  function writeLeadAfterCalls(leads, lead, calls, call, now, zone) {
    const after = leadAfterCalls(calls, zone);
    const cells = {
      ...receivedAtStamp(lead.fields, now),
      attempts: after.attempts,
      firstCallAt: isoOrEmpty(after.firstCallAt),
      lastAttemptAt: isoOrEmpty(after.lastAttemptAt),
      lastOutcome: after.lastOutcome,
      nextCallAt: isoOrEmpty(after.nextCallAt),
      closed: after.closed,
      bookingId: after.bookingId
    };
    if (CALL_FIELDS.every((field) => callCellText(field, lead.fields[field]) === callCellText(field, cells[field])))
      return lead.fields;
    const agencyZone = agencyTimeZone();
    const claims = leadClaims(claimCellsOf(lead.fields, agencyZone));
    const latest = claims[claims.length - 1];
    const underLatest = callerHold(lead.fields, call.setter, call.at, now, agencyZone) === "holder";
    if (latest && (underLatest || after.closed !== "")) {
      latest.until = Math.min(now, latest.until);
      cells.claimedUntil = new Date(latest.until).toISOString();
      cells.claims = claimsText(claims);
    }
    return writeToRow(leads, lead.item, cells) ? { ...lead.fields, ...cells } : null;
  }
  function addToDoNotCall(spreadsheet, fields2, leadId, now) {
    const phone = leadPhoneOfCell(fields2.phone);
    if (!phone || doNotCallPhones(spreadsheet)[`:${phone}`]) return;
    const doNotCall = findTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS);
    appendTabRow(completeTab(spreadsheet, doNotCall, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS), {
      phone,
      addedAt: new Date(now).toISOString(),
      leadId
    });
  }
  function recordOutcome(spreadsheet, caller, request) {
    const leadId = typeof request.leadId === "string" ? request.leadId.trim() : "";
    const attemptId = typeof request.attemptId === "string" ? request.attemptId.trim() : "";
    if (!leadId || leadId.length > MAX_FIELD_LENGTH)
      return { ok: false, error: "bad-request", reason: "leadId is missing" };
    if (!attemptId || attemptId.length > MAX_ATTEMPT_ID_LENGTH)
      return { ok: false, error: "bad-request", reason: "attemptId is missing" };
    const setter = setterOf(caller);
    const zone = leadTimeZone(request.timeZone);
    const answer2 = withLock(() => {
      var _a, _b;
      const now = Date.now();
      const leads = openLeads(spreadsheet, "outcome");
      const lead = leads ? leadById(leads, leadId) : null;
      if (!leads || !lead) return { ok: false, error: "not-found" };
      const recorded = callsOf(spreadsheet, leadId);
      const requestedBooking = typeof request.bookingId === "string" ? { attemptId, bookingId: request.bookingId.trim() } : void 0;
      const known2 = leadCallsOf(recorded.calls, lead.fields, requestedBooking);
      const resent = known2.find((call2) => call2.attemptId === attemptId);
      if (resent) {
        if (resent.outcome === "Do not call") addToDoNotCall(spreadsheet, lead.fields, leadId, now);
        const fields3 = writeLeadAfterCalls(leads, lead, known2, resent, now, zone);
        return fields3 ? { ok: true, duplicate: true, lead: leadAfterOutcome(fields3) } : { ok: false, error: "not-found" };
      }
      const received = readReceivedAt(
        { ...lead.fields, ...receivedAtStamp(lead.fields, now) }.receivedAt,
        agencyTimeZone()
      );
      const calledAt = readCalledAt(request.calledAt, received.kind === "instant" ? received.at : -Infinity, now);
      if ("refused" in calledAt) return { ok: false, error: "bad-request", reason: calledAt.refused };
      const read = readOutcomeRequest(request, calledAt.at);
      if ("refused" in read) return { ok: false, error: "bad-request", reason: read.refused };
      const before = leadAfterCalls(known2, zone);
      const closingCall = (_a = before == null ? void 0 : before.closingCall) != null ? _a : null;
      if (closingCall ? calledAt.at >= closingCall.at : cellText(lead.fields.closed).trim() !== "")
        return closedAnswer(closingCall, (_b = before == null ? void 0 : before.closed) != null ? _b : "", setter);
      const hold = callerHold(lead.fields, setter, calledAt.at, now, agencyTimeZone());
      if (typeof hold !== "string") return hold;
      const call = { ...read.call, attemptId, setter };
      if (call.outcome === "Booked" && !isBookingOf(spreadsheet, call.bookingId, caller, leadId))
        return { ok: false, error: "bad-request", reason: "no such booking" };
      appendTabRow(completeTab(spreadsheet, recorded.tab, ATTEMPTS_TAB, ATTEMPT_COLUMNS), {
        attemptId,
        leadId,
        at: new Date(call.at).toISOString(),
        setter,
        outcome: call.outcome,
        callbackAt: call.outcome === "Call back" ? new Date(call.callbackAt).toISOString() : ""
      });
      if (call.outcome === "Do not call") addToDoNotCall(spreadsheet, lead.fields, leadId, now);
      const fields2 = writeLeadAfterCalls(leads, lead, [...known2, call], call, now, zone);
      return fields2 ? { ok: true, duplicate: false, lead: leadAfterOutcome(fields2) } : { ok: false, error: "not-found" };
    });
    return answer2 != null ? answer2 : { ok: false, error: "busy" };
  }

  // apps-script/src/leads/lead-queue.ts
  var QUEUE_ROW_FIELDS = ["receivedAt", "phone", "zip"];
  var QUEUE_LEAD_FIELDS = [
    "leadId",
    "service",
    "source",
    "attempts",
    "nextCallAt",
    "claimedBy",
    "claimedUntil",
    "arrivedAt"
  ];
  var QUEUE_CELLS_PER_ROW = 4;
  var QUEUE_CELLS_PER_LEAD = 10;
  function queue(spreadsheet) {
    const result = { ok: true, leads: [], waiting: 0, due: 0, unreadable: 0 };
    const leads = findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS);
    if (!leads) return result;
    const rowCount = leads.sheet.getLastRow() - 1;
    if (rowCount < 1) return result;
    const closed = columnCells(leads, "closed");
    const open = [];
    for (let i = 0; i < rowCount; i++) if (!closed || cellText(closed[i]).trim() === "") open.push(i + 2);
    if (open.length === 0) return result;
    const firstOpen = open[0];
    const lastOpen = open[open.length - 1];
    const spent = rowCount + 3 * (lastOpen - firstOpen + 1);
    const rowCells = readWindows(leads, QUEUE_ROW_FIELDS, [[firstOpen, lastOpen]]);
    const blocked = doNotCallPhones(spreadsheet);
    const zone = agencyTimeZone();
    const offered = [];
    const readings = {};
    for (const row of open) {
      const cells = rowCells[row];
      if (isBlankLeadRow(cells)) continue;
      const reading = readLeadRow({ receivedAt: cells.receivedAt, phone: cells.phone, zip: cells.zip }, zone);
      if (!reading.readable) result.unreadable++;
      else if (!blocked[`:${leadPhoneOfCell(cells.phone)}`]) {
        offered.push(row);
        readings[row] = reading;
      }
    }
    const budget = QUEUE_CELLS_PER_ROW * rowCount + QUEUE_CELLS_PER_LEAD * offered.length - spent;
    const leadCells = readWindows(leads, QUEUE_LEAD_FIELDS, windowsOf(offered, budget / QUEUE_LEAD_FIELDS.length));
    const now = Date.now();
    for (const row of offered) {
      const lead = leadCells[row];
      const attempts = attemptsCount(lead.attempts);
      const nextCallAt = timeCell(lead.nextCallAt);
      const { receivedAt, zip } = readings[row];
      const leadId = cellText(lead.leadId).trim();
      if (attempts === 0) result.waiting++;
      else if (nextCallAt <= now) result.due++;
      result.leads.push({
        leadId,
        row,
        phoneEnd: leadId === "" ? phoneEndOf(rowCells[row].phone) : "",
        receivedAt: receivedAt.kind === "instant" ? new Date(receivedAt.at).toISOString() : "",
        zip,
        service: cellText(lead.service).trim(),
        source: cellText(lead.source).trim(),
        attempts,
        nextCallAt: isoOrEmpty(nextCallAt),
        claimedBy: cellText(lead.claimedBy).trim(),
        claimedUntil: isoOrEmpty(timeCell(lead.claimedUntil)),
        arrivedAt: isoOrEmpty(timeCell(lead.arrivedAt))
      });
    }
    return result;
  }

  // src/leads/speed-to-lead.ts
  var MINUTE_MS3 = 6e4;
  var NO_CONTACT = ["No answer", "Left voicemail", "Bad number"];
  function median(sorted) {
    if (sorted.length === 0) return null;
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }
  function speedToLead(leads) {
    const waits = leads.flatMap((lead) => lead.firstCallAt === null ? [] : [Math.max(0, lead.firstCallAt - lead.receivedAt)]).sort((a, b) => a - b);
    return {
      leads: leads.length,
      medianToFirstCallMs: median(waits),
      within5Minutes: waits.filter((wait) => wait <= 5 * MINUTE_MS3).length,
      within15Minutes: waits.filter((wait) => wait <= 15 * MINUTE_MS3).length
    };
  }
  function setterFigures(attempts) {
    const bySetter = /* @__PURE__ */ new Map();
    for (const { leadId, setter, outcome } of attempts) {
      let figures = bySetter.get(setter);
      if (!figures) bySetter.set(setter, figures = { worked: /* @__PURE__ */ new Set(), contacted: /* @__PURE__ */ new Set(), calls: 0, booked: 0 });
      figures.worked.add(leadId);
      if (!NO_CONTACT.includes(outcome)) figures.contacted.add(leadId);
      figures.calls += 1;
      if (outcome === "Booked") figures.booked += 1;
    }
    return [...bySetter].map(([setter, { worked, contacted, calls, booked }]) => ({
      setter,
      leadsWorked: worked.size,
      calls,
      booked,
      contactRate: contacted.size / worked.size
    })).sort((a, b) => a.setter.localeCompare(b.setter, "en", { sensitivity: "base" }));
  }
  function weekLeadStats(leads, attempts, week) {
    const received = leads.filter((lead) => lead.receivedAt >= week.from && lead.receivedAt < week.to);
    const ids = new Set(received.map((lead) => lead.leadId));
    return { speed: speedToLead(received), setters: setterFigures(attempts.filter((a) => ids.has(a.leadId))) };
  }

  // apps-script/src/leads/lead-stats.ts
  var MAX_STATS_WEEKS = 12;
  var MAX_NOTED_LEADS = 20;
  var MAX_LATE_CALLS = 20;
  function statsWeeks(weeks) {
    if (!Array.isArray(weeks) || weeks.length === 0 || weeks.length > MAX_STATS_WEEKS) return null;
    const out = [];
    for (const week of weeks) {
      const from = week && typeof week.from === "string" ? instantOfDateTimeText(week.from, null) : null;
      const to = week && typeof week.to === "string" ? instantOfDateTimeText(week.to, null) : null;
      if (from === null || to === null || from >= to) return null;
      out.push({ from, to });
    }
    return out;
  }
  function spanOf(times, from, to) {
    let first = -1;
    let last = -1;
    times.forEach((time, i) => {
      if (time >= from && time < to) {
        if (first < 0) first = i;
        last = i;
      }
    });
    return first < 0 ? null : [first + 2, last + 2];
  }
  function notedLeads2(leadsTab) {
    var _a;
    const noted = [];
    ((_a = columnCells(leadsTab, "ledgerNote")) != null ? _a : []).forEach((cell, i) => {
      const ledgerNote = cellText(cell).trim();
      if (noted.length < MAX_NOTED_LEADS && ledgerNote !== "") noted.push({ row: i + 2, ledgerNote });
    });
    const rows = noted.map(({ row }) => row);
    const ids = readWindows(leadsTab, ["leadId"], windowsOf(rows, rows.length));
    return noted.map(({ row, ledgerNote }) => ({ leadId: cellText(ids[row].leadId).trim(), ledgerNote }));
  }
  function namedLateCalls(leadsTab, late) {
    var _a;
    if (late.length === 0) return [];
    const rowById = {};
    ((_a = columnCells(leadsTab, "leadId")) != null ? _a : []).forEach((cell, i) => {
      const id = cellText(cell).trim();
      if (id !== "" && !rowById[`:${id}`]) rowById[`:${id}`] = i + 2;
    });
    const rows = late.map((call) => rowById[`:${call.leadId}`]).filter((row) => row !== void 0);
    const names = readWindows(leadsTab, ["name"], windowsOf(rows, rows.length));
    return late.map((call) => {
      const row = rowById[`:${call.leadId}`];
      return { ...call, name: row ? cellText(names[row].name).trim() : "" };
    });
  }
  function leadStats(spreadsheet, requested) {
    var _a;
    const weeks = statsWeeks(requested);
    if (!weeks) return { ok: false, error: "bad-request", reason: "weeks is not a list of 1 to 12 {from, to}" };
    const from = Math.min(...weeks.map((week) => week.from));
    const to = Math.max(...weeks.map((week) => week.to));
    const zone = agencyTimeZone();
    const leadsTab = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS);
    const receivedTimes = ((_a = leadsTab && columnCells(leadsTab, "receivedAt")) != null ? _a : []).map((cell) => {
      const reading = readReceivedAt(cell, zone);
      return reading.kind === "instant" ? reading.at : NaN;
    });
    const leads = [];
    const leadSpan = leadsTab ? spanOf(receivedTimes, from, to) : null;
    if (leadsTab && leadSpan) {
      const leadCells = readWindows(leadsTab, ["leadId", "firstCallAt", "phone", "zip", "source"], [leadSpan]);
      for (let row = leadSpan[0]; row <= leadSpan[1]; row++) {
        const cells = leadCells[row];
        if (readLeadZip(cells.zip) === "" && leadPhoneOfCell(cells.phone) === "") continue;
        if (isRebookSource(cellText(cells.source))) continue;
        const firstCallAt = timeCell(cells.firstCallAt);
        leads.push({
          leadId: cellText(cells.leadId).trim() || `row ${row}`,
          receivedAt: receivedTimes[row - 2],
          firstCallAt: Number.isNaN(firstCallAt) ? null : firstCallAt
        });
      }
    }
    const attempts = [];
    const late = [];
    const attemptsTab = leads.length > 0 ? findTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS) : null;
    const atCells = attemptsTab ? columnCells(attemptsTab, "at") : null;
    const attemptSpan = atCells ? spanOf(atCells.map(timeCell), from, Infinity) : null;
    if (attemptsTab && atCells && attemptSpan) {
      const attemptCells = readWindows(attemptsTab, ["leadId", "setter", "outcome"], [attemptSpan]);
      const booked = {};
      for (let r = attemptSpan[0]; r <= attemptSpan[1]; r++) {
        const attempt = {
          leadId: cellText(attemptCells[r].leadId).trim(),
          setter: cellText(attemptCells[r].setter).trim(),
          outcome: cellText(attemptCells[r].outcome).trim()
        };
        attempts.push(attempt);
        if (booked[`:${attempt.leadId}`] && late.length < MAX_LATE_CALLS)
          late.push({ ...attempt, at: isoOrEmpty(timeCell(atCells[r - 2])) });
        if (attempt.outcome === "Booked") booked[`:${attempt.leadId}`] = true;
      }
    }
    const asked = requested;
    return {
      ok: true,
      notedLeads: leadsTab ? notedLeads2(leadsTab) : [],
      lateCalls: leadsTab ? namedLateCalls(leadsTab, late) : [],
      weeks: weeks.map((week, i) => {
        const figures = weekLeadStats(leads, attempts, week);
        return { from: asked[i].from, to: asked[i].to, speed: figures.speed, setters: figures.setters };
      })
    };
  }

  // apps-script/src/leads/lead-sources-answer.ts
  var EMAIL_ONLY_LISTED = 20;
  var maskedKey = (key2) => key2.length < 4 ? "…" : `…${key2.slice(-4)}`;
  function storedJson(name, fallback) {
    var _a;
    try {
      return (_a = JSON.parse(scriptProperty(name) || "null")) != null ? _a : fallback;
    } catch {
      return fallback;
    }
  }
  function leadSources(spreadsheet) {
    var _a;
    const stats = /* @__PURE__ */ new Map();
    for (const row of readSources(spreadsheet))
      stats.set(row.source, {
        source: row.source,
        active: row.active,
        maskedKey: maskedKey(row.key),
        problem: (_a = row.problem) != null ? _a : "",
        lastLeadAt: "",
        lastTestLeadAt: "",
        leadsThisWeek: 0,
        emailOnly: []
      });
    const leads = findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS);
    const last = leads ? leads.sheet.getLastRow() : 0;
    const rows = leads && last >= 2 ? readWindows(leads, ["source", "arrivedAt", "closed", "leadId"], [[2, last]]) : {};
    const weekFrom = weekStart(Date.now(), agencyTimeZone());
    for (const cells of Object.values(rows)) {
      const source = stats.get(cellText(cells.source).trim());
      const arrivedAt = timeCell(cells.arrivedAt);
      if (!source || Number.isNaN(arrivedAt)) continue;
      const closed = cellText(cells.closed).trim();
      const at = new Date(arrivedAt).toISOString();
      if (closed === INTAKE_CLOSED.test) {
        if (at > source.lastTestLeadAt) source.lastTestLeadAt = at;
        continue;
      }
      if (at > source.lastLeadAt) source.lastLeadAt = at;
      if (arrivedAt >= weekFrom) source.leadsThisWeek++;
      if (closed === INTAKE_CLOSED.noPhone)
        source.emailOnly.push({ leadId: cellText(cells.leadId).trim(), arrivedAt: at });
    }
    for (const source of stats.values())
      source.emailOnly = source.emailOnly.sort((a, b) => a.arrivedAt < b.arrivedAt ? 1 : -1).slice(0, EMAIL_ONLY_LISTED);
    const refused2 = refusalCount();
    const failed = storedJson(ALERT_FAILED_PROPERTY, null);
    return {
      ok: true,
      sources: [...stats.values()],
      webAppUrl: scriptProperty("WEB_APP_URL"),
      refused: {
        count: refused2.count,
        reason: refused2.reason,
        at: isoOrEmpty(timeCell(refused2.at)),
        since: isoOrEmpty(timeCell(refused2.since))
      },
      alertFailed: failed ? { status: Number(failed.status) || 0, at: isoOrEmpty(timeCell(failed.at)) } : null
    };
  }
  function sourceKey(spreadsheet, source) {
    const name = typeof source === "string" ? source.trim() : "";
    const row = readSources(spreadsheet).find((each) => each.source === name);
    return row && name !== "" ? { ok: true, source: row.source, key: row.key } : { ok: false, error: "not-found" };
  }

  // apps-script/src/refunds/links.ts
  var linkRefusals = {
    notValid: "This link is not valid.",
    alreadyRefunded: "This quote is already refunded.",
    notYet: "This appointment has not happened yet.",
    noShowTooLate: "Too late to report a no-show for this appointment.",
    chooseAReason: "Choose one of the reasons.",
    noteTooLong: refundPolicyText.noteTooLong,
    ledgerBusy: "The agency’s ledger is busy. Try again in a minute."
  };
  function linkStateText(action2, fields2, now, zone, moved) {
    if (moved) return moved;
    if (isWithdrawn(fields2.status)) return linkRefusals.alreadyRefunded;
    if (action2 === "refund") {
      const asked = timeCell(fields2.refundAskedAt);
      if (!Number.isNaN(asked)) return `A refund was already asked for on ${agencyDayLabel(asked, zone)}.`;
      const emailed = timeCell(fields2.emailedAt);
      if (Number.isNaN(emailed)) return linkRefusals.notValid;
      const deadline = refundDeadline(emailed, zone);
      if (now >= deadline.closesAt)
        return `The refund window for this quote closed on ${deadline.lastDay}. Reply to the quote email to reach the agency.`;
      return "";
    }
    const reported = timeCell(fields2.noShowReportedAt);
    if (!Number.isNaN(reported)) return `This no-show was reported on ${agencyDayLabel(reported, zone)}.`;
    const appointment = timeCell(fields2.appointment);
    if (Number.isNaN(appointment)) return linkRefusals.notValid;
    const timing = noShowTiming(appointment, now, zone);
    if (timing === "not-yet") return linkRefusals.notYet;
    return timing === "closed" ? linkRefusals.noShowTooLate : "";
  }
  function askFromLink(request) {
    const asked = request && typeof request === "object" ? request : {};
    const action2 = asked.action === "refund" || asked.action === "noshow" ? asked.action : null;
    const id = asked.id;
    if (!action2 || !linkIsValid(action2, id, asked.t)) return { ok: false, text: linkRefusals.notValid };
    if (action2 === "refund" && !isRefundReason(asked.reason))
      return { ok: false, retry: true, text: linkRefusals.chooseAReason };
    const note = asked.note === void 0 || asked.note === null ? "" : asked.note;
    if (typeof note !== "string" || note.length > MAX_NOTE_LENGTH)
      return { ok: false, retry: true, text: linkRefusals.noteTooLong };
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    if (!spreadsheet) return { ok: false, text: linkRefusals.notValid };
    const answered = withLock(() => {
      var _a;
      const ledger = openLedger(spreadsheet, "askFromLink");
      const item = { id, row: (_a = ledger.byId[`:${id}`]) != null ? _a : 0 };
      const cells = readRowOf(ledger, item);
      if (!cells) return { ok: false, text: linkRefusals.notValid };
      const now = Date.now();
      const zone = agencyTimeZone();
      const fields2 = fieldsOf(ledger.columns, cells);
      const refused2 = linkStateText(action2, fields2, now, zone, movedPageText(ledger, fields2.id, fields2.status));
      if (refused2) return { ok: false, text: refused2 };
      const at = new Date(now).toISOString();
      const values = action2 === "refund" ? { refundReason: String(asked.reason), refundNote: note.trim(), refundAskedAt: at } : { noShowReportedAt: at, noShowNote: note.trim() };
      if (!writeToRow2(ledger, item, values)) return { ok: false, text: linkRefusals.notValid };
      if (action2 === "noshow") return { ok: true, text: "Thank you. The agency will call the homeowner." };
      return { ok: true, text: `Thank you. The agency will answer by email by ${refundAnswerDay(now, zone)}.` };
    });
    return answered != null ? answered : { ok: false, retry: true, text: linkRefusals.ledgerBusy };
  }

  // apps-script/src/platform/link-page-script.ts
  function pageScript(link, couldNotSend2) {
    const form = document.getElementById("ask");
    const button = form.querySelector("button");
    const problem = document.getElementById("problem");
    form.addEventListener("submit", function(event) {
      event.preventDefault();
      const chosen = form.querySelector('input[name="reason"]:checked');
      button.disabled = true;
      problem.textContent = "";
      google.script.run.withSuccessHandler(function(answer2) {
        if (answer2.retry) {
          button.disabled = false;
          problem.textContent = answer2.text;
          return;
        }
        const shownAnswer = document.createElement("p");
        shownAnswer.id = "answer";
        shownAnswer.setAttribute("role", "status");
        shownAnswer.textContent = answer2.text;
        form.replaceWith(shownAnswer);
      }).withFailureHandler(function() {
        button.disabled = false;
        problem.textContent = couldNotSend2;
      }).askFromLink({
        action: link.action,
        id: link.id,
        t: link.t,
        reason: chosen ? chosen.value : "",
        note: document.getElementById("note").value
      });
    });
  }
  function escapeHtml(text2) {
    return String(text2).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  }
  var PAGE_STYLE = "body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:40rem;line-height:1.5;overflow-wrap:anywhere}dt{font-weight:600}dd{margin:0 0 .5rem}fieldset{border:0;padding:0;margin:0;min-width:0}label{display:flex;align-items:center;gap:.5rem;min-height:2.75rem}input[type=radio]{width:1.5rem;height:1.5rem;margin:0;flex:none}textarea{box-sizing:border-box;width:100%;min-height:6rem;font:inherit}button{font-size:1rem;min-height:2.75rem;padding:.5rem 1rem}@media (max-width:40rem){body{margin:1rem}button{width:100%}}";
  function pageScriptTag(link, couldNotSend2) {
    const linkJson = JSON.stringify(link).replace(/</g, "\\u003c");
    return `<script>(${String(pageScript)})(${linkJson},${JSON.stringify(couldNotSend2)})</script>`;
  }

  // apps-script/src/refunds/link-page.ts
  var TERMS_REFUND_LINES = [
    refundPolicyText.terms,
    "Refunds are granted at the Company’s sole discretion.",
    "Refunds are not given for missed appointments, customer cancellations or calendar malfunctions."
  ];
  var NO_SHOW_LINE = "Under the Terms a no-show is not refunded. The agency will try to rebook the homeowner.";
  var NOTE_LABEL = "Anything the agency should know";
  var COULD_NOT_SEND = "Could not send. Try again.";
  var PAGE_TITLES = { refund: "Ask for a refund", noshow: "Report a no-show" };
  var PAGE_BUTTONS = { refund: "Ask for a refund", noshow: "Report the no-show" };
  var NOT_VALID_PAGE_TEXT = `${linkRefusals.notValid} Open it again from the quote email, or reply to that email.`;
  function doGet(e) {
    var _a;
    const parameter = (_a = e == null ? void 0 : e.parameter) != null ? _a : {};
    const action2 = typeof parameter.refund === "string" ? "refund" : typeof parameter.noshow === "string" ? "noshow" : null;
    if (!action2) return linkPage("refund", null, NOT_VALID_PAGE_TEXT, "");
    const id = parameter[action2];
    const token = parameter.t;
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const fields2 = linkIsValid(action2, id, token) ? bookingFields(spreadsheet, id) : null;
    if (!fields2) return linkPage(action2, null, NOT_VALID_PAGE_TEXT, "");
    const zone = agencyTimeZone();
    const stateText = linkStateText(action2, fields2, Date.now(), zone, movedPageTextIn(spreadsheet, fields2));
    if (stateText === linkRefusals.notValid) return linkPage(action2, null, NOT_VALID_PAGE_TEXT, "");
    const askBy = action2 === "refund" && !stateText ? refundDeadline(timeCell(fields2.emailedAt), zone).lastDay : null;
    return linkPage(action2, fields2, stateText, String(token), askBy);
  }
  function linkPage(action2, fields2, stateText, token, askBy = null) {
    const title = PAGE_TITLES[action2];
    const html = [`<style>${PAGE_STYLE}</style>`, '<main id="page">', `<h1>${escapeHtml(title)}</h1>`];
    if (fields2) {
      html.push("<dl>");
      const rows = [
        ["Service", fields2.service],
        ["ZIP", fields2.zip],
        ["Appointment", fields2.appointmentLabel],
        ["Booking ID", fields2.id]
      ];
      for (const [label, value] of rows) html.push(`<dt>${label}</dt><dd>${escapeHtml(shown(value))}</dd>`);
      html.push("</dl>");
      if (askBy) html.push(`<p id="ask-by"><strong>Ask by ${escapeHtml(askBy)}</strong></p>`);
    }
    if (stateText || !fields2) html.push(`<p id="answer" role="status">${escapeHtml(stateText)}</p>`);
    else html.push(linkForm(action2, fields2.id, token));
    html.push("</main>");
    return HtmlService.createHtmlOutput(html.join("\n")).setTitle(title).addMetaTag("viewport", "width=device-width, initial-scale=1");
  }
  function linkForm(action2, id, token) {
    const html = ['<form id="ask">'];
    if (action2 === "refund") {
      html.push("<blockquote>");
      for (const line of TERMS_REFUND_LINES) html.push(`<p>${escapeHtml(line)}</p>`);
      html.push("</blockquote>", "<fieldset><legend>Reason</legend>");
      for (const reason of REFUND_REASONS)
        html.push(`<label><input type="radio" name="reason" value="${escapeHtml(reason)}"> ${escapeHtml(reason)}</label>`);
      html.push("</fieldset>");
    } else html.push(`<p>${escapeHtml(NO_SHOW_LINE)}</p>`);
    html.push(
      `<label for="note">${NOTE_LABEL}</label>`,
      `<textarea id="note" name="note" maxlength="${MAX_NOTE_LENGTH}"></textarea>`,
      `<button type="submit">${escapeHtml(PAGE_BUTTONS[action2])}</button>`,
      '<p id="problem" role="alert"></p>',
      "</form>"
    );
    html.push(pageScriptTag({ action: action2, id, t: token }, COULD_NOT_SEND));
    return html.join("\n");
  }

  // apps-script/src/bookings/homeowner-page.ts
  function stateOf(action2, fields2, now, moved) {
    if (moved) return moved;
    const zone = leadTimeZone(fields2.timeZone);
    const booking = {
      status: fields2.status,
      appointment: timeCell(fields2.appointment),
      confirmedAt: timeCell(fields2.confirmedAt),
      rescheduleAskedAt: timeCell(fields2.rescheduleAskedAt)
    };
    return homeownerLinkState(action2, booking, now, (time) => agencyDayLabel(time, zone));
  }
  function homeownerPage(e) {
    var _a;
    const parameter = (_a = e == null ? void 0 : e.parameter) != null ? _a : {};
    const action2 = typeof parameter.confirm === "string" ? "confirm" : typeof parameter.reschedule === "string" ? "reschedule" : null;
    if (!action2) return null;
    const id = parameter[action2];
    const token = parameter.t;
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const fields2 = linkIsValid(action2, id, token) ? bookingFields(spreadsheet, id) : null;
    if (!fields2) return page(action2, null, homeownerPages.notValid, "");
    const moved = movedPageTextIn(spreadsheet, fields2);
    return page(action2, fields2, stateOf(action2, fields2, Date.now(), moved), String(token));
  }
  function page(action2, fields2, stateText, token) {
    const title = homeownerPages[action2].title;
    const agency = scriptProperty("AGENCY_NAME").trim();
    const html = [`<style>${PAGE_STYLE}</style>`, '<main id="page">'];
    if (agency) html.push(`<p id="agency">${escapeHtml(agency)}</p>`);
    html.push(`<h1>${escapeHtml(title)}</h1>`);
    if (fields2) {
      const rows = [
        ["Partner", partnerDisplayName(partnerSheet(false), fields2.partner)],
        ["Service", fields2.service],
        ["Appointment", fields2.appointmentLabel]
      ];
      html.push("<dl>");
      for (const [label, value] of rows) html.push(`<dt>${label}</dt><dd>${escapeHtml(shown(value))}</dd>`);
      html.push("</dl>");
    }
    if (stateText || !fields2) html.push(`<p id="answer" role="status">${escapeHtml(stateText)}</p>`);
    else {
      html.push('<form id="ask">');
      if (action2 === "reschedule")
        html.push(
          `<label for="note">${homeownerPages.noteLabel}</label>`,
          `<textarea id="note" name="note" maxlength="${MAX_RESCHEDULE_NOTE_LENGTH}"></textarea>`
        );
      else html.push('<input type="hidden" id="note" value="">');
      html.push(
        `<button type="submit">${escapeHtml(homeownerPages[action2].button)}</button>`,
        '<p id="problem" role="alert"></p>',
        "</form>",
        pageScriptTag({ action: action2, id: fields2.id, t: token }, homeownerPages.couldNotSend)
      );
    }
    html.push("</main>");
    return HtmlService.createHtmlOutput(html.join("\n")).setTitle(agency ? `${title} · ${agency}` : title).addMetaTag("viewport", "width=device-width, initial-scale=1");
  }
  function answerHomeownerLink(request) {
    const asked = request && typeof request === "object" ? request : {};
    const action2 = asked.action;
    if (!isHomeownerLinkAction(action2)) return null;
    const id = asked.id;
    if (!linkIsValid(action2, id, asked.t)) return { ok: false, text: homeownerPages.notValid };
    const note = asked.note === void 0 || asked.note === null ? "" : asked.note;
    if (typeof note !== "string" || note.length > MAX_RESCHEDULE_NOTE_LENGTH)
      return { ok: false, retry: true, text: homeownerPages.noteTooLong };
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    if (!spreadsheet) return { ok: false, text: homeownerPages.notValid };
    const partners = partnerSheet(false);
    const answered = withLock(() => {
      var _a;
      const ledger = openLedger(spreadsheet, "askFromLink");
      const item = { id, row: (_a = ledger.byId[`:${id}`]) != null ? _a : 0 };
      const cells = readRowOf(ledger, item);
      if (!cells) return { answer: { ok: false, text: homeownerPages.notValid } };
      const fields2 = fieldsOf(ledger.columns, cells);
      const refused2 = stateOf(action2, fields2, Date.now(), movedPageText(ledger, fields2.id, fields2.status));
      if (refused2) return { answer: { ok: false, text: refused2 } };
      const at = isoNow();
      if (action2 === "confirm") {
        if (!writeToRow2(ledger, item, { confirmedAt: at }))
          return { answer: { ok: false, text: homeownerPages.notValid } };
        const partner = partnerDisplayName(partners, fields2.partner);
        return { answer: { ok: true, text: confirmThanks(partner, fields2.appointmentLabel) } };
      }
      const recipient = recipientFor(partners, fields2.partner);
      const blocked = "addresses" in recipient ? quotaProblem(recipient.addresses.length) : recipient.reason;
      const values = {
        rescheduleAskedAt: at,
        rescheduleNote: note.trim(),
        rescheduleEmailStatus: blocked || SENDING_MARK + at
      };
      if (!writeToRow2(ledger, item, values)) return { answer: { ok: false, text: homeownerPages.notValid } };
      const mail = "addresses" in recipient && !blocked ? {
        to: recipient.addresses.join(", "),
        subject: rescheduleEmailSubject(fields2),
        body: rescheduleEmailBody(fields2, note)
      } : null;
      return { answer: { ok: true, text: homeownerPages.rescheduleThanks }, ledger, item, mail };
    });
    if (answered === null) return { ok: false, retry: true, text: homeownerPages.ledgerBusy };
    if ("mail" in answered && answered.mail) {
      const { ledger, item } = answered;
      const fate = { rescheduleEmailStatus: send(answered.mail) };
      if (withLock(() => writeToRow2(ledger, item, fate)) === null) writeToRow2(ledger, item, fate);
    }
    return answered.answer;
  }

  // src/refunds/no-show-period.ts
  var PERIOD_MS = NO_SHOW_COUNT_WEEKS * 7 * 24 * 60 * 60 * 1e3;
  var noShowPeriodStart = (now) => now - PERIOD_MS;
  var inNoShowPeriod = (appointment, now) => appointment >= noShowPeriodStart(now) && appointment <= now;

  // src/refunds/refund-email.ts
  var refundEmailSubject = (b) => fitMailSubject(`Refund ${b.decision === "Approved" ? "approved" : "declined"}: ${quoteSummary(b)}`);
  var REFUND_WHY_HEADING = "Why (from the agency):";
  function refundEmailBody(b) {
    const lines = [
      `The agency ${b.decision === "Approved" ? "approved" : "declined"} your refund request for this quote.`,
      "",
      `Quote: ${quoteSummary(b)}`,
      `Reason: ${shown(b.reason)}`,
      `Booking ID: ${shown(b.id)}`
    ];
    return emailText(lines, [{ heading: REFUND_WHY_HEADING, text: b.why }]);
  }

  // apps-script/src/refunds/refunds.ts
  var REFUND_FIELDS = [
    "id",
    "setter",
    "partner",
    "zip",
    "service",
    "leadName",
    "appointment",
    "appointmentLabel",
    "emailStatus",
    "refundReason",
    "refundNote",
    "refundAskedAt",
    "noShowReportedAt",
    "refundDecision",
    "refundDecidedAt",
    "refundWhy",
    "refundEmailStatus",
    "ledgerNote"
  ];
  var REFUND_FINDING_FIELDS = ["refundAskedAt", "refundDecision", "refundDecidedAt", "appointment"];
  function refunds(spreadsheet, since, until, version) {
    const window = requestWindow(since, until);
    if (!window) return { ok: false, error: "bad-request" };
    const open = [];
    const decided = [];
    const appointments = [];
    const result = { ok: true, version, open, decided, appointments };
    const sheet = spreadsheet.getSheetByName(LEDGER_TAB);
    if (!sheet) return result;
    const tab = columnsOf(sheet, LEDGER_COLUMNS);
    const last = sheet.getLastRow();
    if (!tab.columns.id || last < 2) return result;
    const now = Date.now();
    const finding = readWindows(tab, REFUND_FINDING_FIELDS, [[2, last]]);
    const rows = [];
    for (let row = 2; row <= last; row++) {
      const cells = finding[row];
      const decidedAt = timeCell(cells.refundDecidedAt);
      const appointment = timeCell(cells.appointment);
      if (!Number.isNaN(timeCell(cells.refundAskedAt)) && refundDecisionOf(cellText(cells.refundDecision)) === "" || decidedAt >= window.from && decidedAt < window.upTo || !Number.isNaN(appointment) && inNoShowPeriod(appointment, now))
        rows.push(row);
    }
    const read = readWindows(tab, REFUND_FIELDS, windowsOf(rows, 2 * rows.length));
    for (const at of rows) {
      const row = {};
      for (const field of REFUND_FIELDS) row[field] = cellText(read[at][field]).trim();
      if (row.id === "") continue;
      const quote = {
        id: row.id,
        leadName: row.leadName,
        setter: row.setter,
        partner: row.partner,
        zip: row.zip,
        service: row.service,
        appointmentLabel: row.appointmentLabel,
        reason: row.refundReason,
        note: row.refundNote
      };
      const askedAt = timeCell(row.refundAskedAt);
      const decision = refundDecisionOf(row.refundDecision);
      const decidedAt = timeCell(row.refundDecidedAt);
      const noted = row.ledgerNote === "" ? {} : { ledgerNote: row.ledgerNote };
      if (!Number.isNaN(askedAt) && decision === "")
        open.push({ ...quote, askedAt: new Date(askedAt).toISOString(), ...noted });
      else if (decision !== "" && !Number.isNaN(decidedAt) && decidedAt >= window.from && decidedAt < window.upTo)
        decided.push({
          ...quote,
          why: row.refundWhy,
          decision,
          decidedAt: new Date(decidedAt).toISOString(),
          refundEmailStatus: shownStatus(row.refundEmailStatus)
        });
      const appointment = timeCell(row.appointment);
      if (!Number.isNaN(appointment) && inNoShowPeriod(appointment, now)) {
        const reported = timeCell(row.noShowReportedAt);
        appointments.push({
          id: row.id,
          partner: row.partner,
          appointment: row.appointment,
          emailStatus: shownStatus(row.emailStatus),
          noShowReportedAt: Number.isNaN(reported) ? "" : new Date(reported).toISOString()
        });
      }
    }
    open.sort((a, b) => a.askedAt < b.askedAt ? -1 : a.askedAt > b.askedAt ? 1 : 0);
    return result;
  }
  function whyBadDecide(request) {
    const { id, why } = request;
    if (typeof id !== "string" || id.trim() === "" || id.length > MAX_FIELD_LENGTH) return "id is not a Booking ID";
    if (request.decision !== "approve" && request.decision !== "decline") return "decision is not approve or decline";
    if (why !== void 0 && typeof why !== "string") return "why is not text";
    if (typeof why === "string" && why.length > MAX_NOTE_LENGTH) return "why is too long";
    return "";
  }
  function decisionMail(fields2, decision, why) {
    const recipients = partnerAddresses(fields2.emailedTo);
    if (!("addresses" in recipients)) return { blocked: recipients.reason };
    const blocked = quotaProblem(recipients.addresses.length);
    if (blocked) return { blocked };
    const email = { ...fields2, decision, reason: fields2.refundReason, why };
    return { to: recipients.addresses.join(", "), subject: refundEmailSubject(email), body: refundEmailBody(email) };
  }
  function sendDecision(ledger, item, mail) {
    const status = send(mail);
    const values = { refundEmailStatus: status };
    const written = withLock(() => writeToRow2(ledger, item, values));
    if (written === null) writeToRow2(ledger, item, values);
    return status;
  }
  function decide(spreadsheet, request) {
    const bad = whyBadDecide(request);
    if (bad) return { ok: false, error: "bad-request", reason: bad };
    const id = String(request.id).trim();
    const decision = request.decision === "approve" ? "Approved" : "Declined";
    const why = typeof request.why === "string" ? request.why.trim() : "";
    const taken = withLock(() => {
      var _a;
      const ledger = openLedger(spreadsheet, "decide");
      const item = { id, row: (_a = ledger.byId[`:${id}`]) != null ? _a : 0 };
      const cells = readRowOf(ledger, item);
      if (!cells) return { error: "not-found" };
      const fields2 = fieldsOf(ledger.columns, cells);
      if (refundDecisionOf(fields2.refundDecision) !== "") return { error: "already-decided" };
      if (Number.isNaN(timeCell(fields2.refundAskedAt))) return { error: "no-request" };
      const mail = decisionMail(fields2, decision, why);
      const values = {
        refundDecision: decision,
        refundDecidedAt: isoNow(),
        refundWhy: why,
        refundEmailStatus: "blocked" in mail ? mail.blocked : SENDING_MARK + isoNow()
      };
      if (decision === "Approved") values.status = "Refunded";
      if (!writeToRow2(ledger, item, values)) return { error: "not-found" };
      return { ledger, item, mail };
    });
    if (taken === null) return { ok: false, error: "busy" };
    if ("error" in taken) return { ok: false, error: taken.error };
    const status = "blocked" in taken.mail ? taken.mail.blocked : sendDecision(taken.ledger, taken.item, taken.mail);
    return { ok: true, decision, refundEmailStatus: shownStatus(status) };
  }
  function resendDecision(spreadsheet, request) {
    const id = typeof request.id === "string" ? request.id.trim() : "";
    if (id === "" || id.length > MAX_FIELD_LENGTH)
      return { ok: false, error: "bad-request", reason: "id is not a Booking ID" };
    const taken = withLock(() => {
      var _a;
      const ledger = openLedger(spreadsheet, "resendDecision");
      const item = { id, row: (_a = ledger.byId[`:${id}`]) != null ? _a : 0 };
      const cells = readRowOf(ledger, item);
      if (!cells) return { error: "not-found" };
      const fields2 = fieldsOf(ledger.columns, cells);
      const decision = refundDecisionOf(fields2.refundDecision);
      if (decision === "") return { error: "no-decision" };
      const kind = statusKind(fields2.refundEmailStatus);
      if (kind === "sent" || kind === "sending" || kind === "stale" && request.resend !== true)
        return { status: fields2.refundEmailStatus };
      const mail = decisionMail(fields2, decision, fields2.refundWhy);
      const status2 = "blocked" in mail ? mail.blocked : SENDING_MARK + isoNow();
      if (status2 !== fields2.refundEmailStatus && !writeToRow2(ledger, item, { refundEmailStatus: status2 }))
        return { error: "not-found" };
      return "blocked" in mail ? { status: status2 } : { ledger, item, mail };
    });
    if (taken === null) return { ok: false, error: "busy" };
    if ("error" in taken) return { ok: false, error: taken.error };
    const status = "status" in taken ? taken.status : sendDecision(taken.ledger, taken.item, taken.mail);
    return { ok: true, refundEmailStatus: shownStatus(status) };
  }

  // apps-script/src/doors.ts
  var LEDGER_SCRIPT_VERSION = 13;
  var SECRET_SINCE_VERSION = 6;
  var answer = (body) => ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
  function postedText(e) {
    var _a;
    const contents = (_a = e == null ? void 0 : e.postData) == null ? void 0 : _a.contents;
    return typeof contents === "string" ? contents : "";
  }
  var handlers = {
    check: ({ spreadsheet, caller, request }) => check(spreadsheet, caller, request.webAppUrl, LEDGER_SCRIPT_VERSION),
    book: ({ spreadsheet, caller, request, started }) => book(spreadsheet, caller, request.bookings, started, rebooksOfLeads(spreadsheet, request.bookings)),
    deliver: ({ spreadsheet, request, started }) => deliver(spreadsheet, request.ids, request.resend === true, started),
    list: ({ spreadsheet, request }) => list(spreadsheet, request.since, request.until, () => doNotCallPhones(spreadsheet)),
    refunds: ({ spreadsheet, request }) => refunds(spreadsheet, request.since, request.until, LEDGER_SCRIPT_VERSION),
    decide: ({ spreadsheet, request }) => decide(spreadsheet, request),
    resendDecision: ({ spreadsheet, request }) => resendDecision(spreadsheet, request),
    release: ({ spreadsheet, request, started }) => release(spreadsheet, request.id, started),
    withdraw: ({ spreadsheet, request }) => withdraw(spreadsheet, request.id),
    queue: ({ spreadsheet }) => queue(spreadsheet),
    claim: ({ spreadsheet, caller, request }) => claimLead(spreadsheet, caller, request),
    outcome: ({ spreadsheet, caller, request }) => recordOutcome(spreadsheet, caller, request),
    leadStats: ({ spreadsheet, request }) => leadStats(spreadsheet, request.weeks),
    leadSources: ({ spreadsheet }) => leadSources(spreadsheet),
    sourceKey: ({ spreadsheet, request }) => sourceKey(spreadsheet, request.source),
    lead: ({ spreadsheet, request, contents }) => receiveLead(spreadsheet, request, "json", contents),
    googleAdsLead: ({ spreadsheet, request, contents }) => receiveLead(spreadsheet, request, "google", contents)
  };
  var LEAD_ACTIONS = { google: "googleAdsLead", json: "lead" };
  function doPost(e) {
    startExecution();
    const started = Date.now();
    const contents = postedText(e);
    const request = parsed(contents);
    if (!request)
      return answer(refused({ ok: false, error: "bad-request", reason: "not a JSON object" }, "not a JSON object"));
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const leadKind = leadKindOf(request);
    if (leadKind) return answer(handlers[LEAD_ACTIONS[leadKind]]({ request, contents, spreadsheet }));
    const caller = callerOf(request.key, spreadsheet);
    if (caller === WEAK_OWNER_KEY) return answer({ ok: false, error: WEAK_OWNER_KEY });
    if (!caller) return answer(refusalOfKey(spreadsheet, request.key));
    if (!spreadsheet) return answer({ ok: false, error: "no-spreadsheet" });
    const action2 = request.action;
    if (!mayAsk(caller, action2)) return answer({ ok: false, error: "owner-only" });
    if (!isKeyedAction(action2)) return answer({ ok: false, error: "bad-request" });
    return answer(handlers[action2]({ request, spreadsheet, caller, started }));
  }
  function authorize() {
    startExecution();
    if (!isOwnersOwnRun()) return;
    ScriptApp.requireAllScopes(ScriptApp.AuthMode.FULL);
    readPropertiesAfresh();
    keepSweeperTrigger();
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const quota = MailApp.getRemainingDailyQuota();
    let changed = false;
    if (Number(scriptProperty("LINK_SECRET_SINCE")) < SECRET_SINCE_VERSION || !scriptProperty("LINK_SECRET")) {
      setScriptProperty("LINK_SECRET", Utilities.getUuid() + Utilities.getUuid());
      setScriptProperty("LINK_SECRET_SINCE", String(SECRET_SINCE_VERSION));
      changed = true;
    }
    if (scriptProperty(LEGACY_REFUSED_PROPERTY) !== "") {
      deleteScriptProperty(LEGACY_REFUSED_PROPERTY);
      changed = true;
    }
    if (changed) readPropertiesAfresh();
    Logger.log(
      `Ledger script v${LEDGER_SCRIPT_VERSION} authorized. Spreadsheet: ${spreadsheet ? spreadsheet.getName() : "none (create the script from the spreadsheet)"}. Email recipients left today: ${quota}`
    );
  }
  function isOwnersOwnRun() {
    const active = Session.getActiveUser().getEmail();
    return active !== "" && active === Session.getEffectiveUser().getEmail();
  }
  function askFromLink2(request) {
    var _a;
    startExecution();
    const asked = request && typeof request === "object" ? request : {};
    const kind = asked.action === "reschedule" ? "reschedule" : asked.action === "noshow" ? "noShow" : null;
    const rowsSince = kind === "noShow" ? rebookRowsSince() : 0;
    if (rowsSince === null) return { ok: false, retry: true, text: linkRefusals.ledgerBusy };
    const answer2 = (_a = answerHomeownerLink(request)) != null ? _a : askFromLink(request);
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    if (kind && spreadsheet && linkIsValid(asked.action, asked.id, asked.t))
      queueRebook(spreadsheet, asked.id, kind, rowsSince);
    return answer2;
  }
  function doGet2(e) {
    var _a;
    startExecution();
    return (_a = homeownerPage(e)) != null ? _a : doGet(e);
  }
  function everyFiveMinutes2() {
    startExecution();
    everyFiveMinutes();
  }
  return __toCommonJS(doors_exports);
})();

function doGet(e) {
  return Ledger_.doGet(e)
}

function doPost(e) {
  return Ledger_.doPost(e)
}

function authorize() {
  Ledger_.authorize()
}

function askFromLink(request) {
  return Ledger_.askFromLink(request)
}

function everyFiveMinutes() {
  Ledger_.everyFiveMinutes()
}

