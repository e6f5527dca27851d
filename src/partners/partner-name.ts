import { unnamedPartner } from './messages'
import type { Company } from './company'

/** How a partner is named everywhere: parse-sheet fills display_name from company_name; a row with neither still gets a name. */
export const partnerName = (company: Pick<Company, 'display_name' | 'sheet_row'>) =>
  company.display_name || unnamedPartner(company.sheet_row)
