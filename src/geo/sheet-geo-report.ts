import type { NearbyCompany, NearbyPartnerSearch } from './nearby-partners'
import { zipText } from '../partners/zip-code'
import { partnerName } from '../partners/partner-name'

interface UnresolvedTargetAreaEntry {
  position: number
  name: string
  targetArea: string
  problem: string
}

interface ZipNotInDataset {
  zip: string
  partners: number
}

export interface SheetGeoReport {
  unresolvedTargetAreas: UnresolvedTargetAreaEntry[]
  zipsNotInDataset: ZipNotInDataset[]
}

export function sheetGeoReport<C extends NearbyCompany>(search: NearbyPartnerSearch<C>): SheetGeoReport {
  const { dataset, sheet, targetAreas } = search
  const unresolvedTargetAreas: UnresolvedTargetAreaEntry[] = []
  sheet.companies.forEach((company, position) => {
    const area = targetAreas[position]
    if (area && !area.resolved) {
      unresolvedTargetAreas.push({
        position,
        name: partnerName(company),
        targetArea: company.target_area,
        problem: area.problem,
      })
    }
  })
  const zipsNotInDataset: ZipNotInDataset[] = []
  const { offsets } = sheet.zipIndex
  for (let code = 0; code + 1 < offsets.length; code++) {
    const partners = offsets[code + 1]! - offsets[code]!
    if (partners > 0 && dataset.rowByZip[code]! < 0) {
      zipsNotInDataset.push({ zip: zipText(code), partners })
    }
  }
  return { unresolvedTargetAreas, zipsNotInDataset }
}
