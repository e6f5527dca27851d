import type { RefObject } from 'react'
import { SheetStatus } from '../partners/sheet-load/sheet-status'
import { LedgerStatus } from '../bookings/ledger-status'
import { LeadFinder } from './lead-finder'
import { GarageSizeChoice } from './garage-size'
import { ServiceFilter } from './service-filter'
import { ZipBox } from './zip-box'
import type { SearchTab } from './use-search-tab'
import { NextLeadButton } from '../leads/next-lead-button'
import { NextLeadPanel } from '../leads/next-lead-panel'
import { LeadAlertCheckbox } from '../leads/lead-alert-checkbox'

export function LeadPane({ tab, zipInputRef }: { tab: SearchTab; zipInputRef: RefObject<HTMLInputElement | null> }) {
  const { sheet, result, routing, keyboard, paste, now } = tab
  return (
    <div className="lead-pane">
      <ZipBox
        value={tab.zipInput}
        onChange={tab.changeZip}
        searchedZip={result.zip}
        zipIndex={sheet.zipIndex}
        inputRef={zipInputRef}
        onPaste={paste.onPaste('zip')}
      />
      <LeadFinder
        companies={sheet.companies}
        zipIndex={sheet.zipIndex}
        zipInput={tab.zipInput}
        searchedZip={result.zip}
        onZipChange={tab.changeZip}
        onFindZip={tab.searchFoundZip}
        onChoosePartner={tab.choosePartner}
        onNewLead={tab.newLead}
        leadContact={tab.leadContact}
        onLeadContactChange={tab.onLeadContactChange}
        paste={paste}
        nextLead={{
          button: <NextLeadButton nextLead={tab.nextLead} />,
          panel: <NextLeadPanel nextLead={tab.nextLead} now={now} />,
        }}
      />
      <ServiceFilter {...routing.filter} onArrowDown={keyboard.toFirstCard} />
      {routing.sizes ? <GarageSizeChoice {...routing.sizes} /> : null}
      <SheetStatus sheet={sheet} now={now} />
      <LedgerStatus ledger={tab.ledger} now={now} />
      <LeadAlertCheckbox />
    </div>
  )
}
