// @vitest-environment node
// Where a quote goes: one rule, the tool's (quoteRecipient over the loaded sheet) and the ledger script's (over
// the CSV it fetches), run on one table of sheets and partner names.
import { describe, expect, it } from 'vitest'
import { loadLedgerScript } from '../../../scripts/support/apps-script-double'
import { quoteRecipient } from '../../../src/bookings/quote-recipient'
import { parseSheet } from '../../../src/partners/parse-sheet'

const SHEET = [
  'Company Name,Email,Quote Email,Zip Codes',
  'Hudson Garage Floors LLC,office@hudson.example,quotes@hudson.example,54016',
  'Northwoods Tree & Stump,trees@northwoods.example,,54016',
  'Twice,,Jo <jo@x.example>,54016',
  'Twice,mailto:second@x.example,,54016',
  'Never,,,54016',
  'Never,not an address,,54016',
  'Listed,,"a@x.example; b@x.example",54016',
  'Six,,"a@x.com,b@x.com,c@x.com,d@x.com,e@x.com,f@x.com",54016',
  'Comma Email,"a@x.example, b@x.example",,54016',
].join('\r\n')

const companies = parseSheet(SHEET).companies

describe('quoteRecipient', () => {
  it('takes the Quote Email, else the Email, of the row named like the partner (trimmed, case, inner spaces)', () => {
    expect(quoteRecipient(companies, 'Hudson Garage Floors LLC')).toEqual({ addresses: ['quotes@hudson.example'] })
    expect(quoteRecipient(companies, '  northwoods   TREE & stump ')).toEqual({
      addresses: ['trees@northwoods.example'],
    })
    expect(quoteRecipient(companies, 'Listed')).toEqual({ addresses: ['a@x.example', 'b@x.example'] })
  })

  it('of several rows with the name, the first usable address wins; with none, the first row’s reason', () => {
    expect(quoteRecipient(companies, 'twice')).toEqual({ addresses: ['second@x.example'] })
    expect(quoteRecipient(companies, 'Never')).toEqual({ reason: 'no partner email' })
    expect(quoteRecipient(companies, 'Six')).toEqual({ reason: 'too many addresses' })
  })

  it('a partner missing from the sheet, or no name at all, is not in the partner sheet', () => {
    for (const name of ['Gone Partner', '', '   ', 'Hudson Garage Floors'])
      expect(quoteRecipient(companies, name), name).toEqual({ reason: 'partner not in the partner sheet' })
  })
})

describe('the ledger script', () => {
  it('finds exactly the same recipient or reason as the tool, from the same CSV', () => {
    const script = loadLedgerScript({ ledgerKey: 'k-xxxxxxxxxxxxxxxxxx' })
    const sheets = [
      SHEET,
      `\uFEFF\r\n,,\r\n${SHEET}`,
      'company_name,quote_email,email\nA  B,,ab@x.example\nA B,,other@x.example',
      'Company  Name,EMAIL,Quote   Email\nHudson,h@x.example,\nHudson,,q@x.example',
      'Company Name,Email,Email\nTwo Columns,,second-column@x.example',
      'Company Name,Quote Email,Quote Email\nTwo Quote Columns,first@x.example,second@x.example',
      'Company Name,Email\nBroken,"a@x.example\nb@x.example"',
    ]
    const names = [
      'Hudson Garage Floors LLC',
      'Northwoods Tree & Stump',
      'Twice',
      'Never',
      'Listed',
      'Six',
      'Comma Email',
      'Gone',
      'a b',
      'hudson',
      'Two Columns',
      'Two Quote Columns',
      'Broken',
      '',
    ]
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
    for (const csv of sheets) {
      const read = script.internal('readPartnerSheet', csv)
      const rows = parseSheet(csv).companies
      for (const name of names)
        expect(plain(script.internal('recipientFor', read, name)), `${name} in ${csv}`).toEqual(
          quoteRecipient(rows, name),
        )
    }
  })
})
