import { cardCopy } from '../content/tool-copy'
import type { Company } from '../sheet/company'

/** How a partner is named on its card and in the Find list: a row with no name still gets one. */
export const partnerName = (company: Company) =>
  company.display_name || company.company_name || cardCopy.unnamedPartner(company.sheet_row)
