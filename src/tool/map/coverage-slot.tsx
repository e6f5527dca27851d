import { useMemo } from 'react'
import { useNearbyPartnerSearch, type LoadedSheetRef } from '../zip-data/zip-dataset-queries'
import { CoverageOverview } from './coverage-overview'
import { coveredZipsOf, coverageTargetAreasOf } from './map-inputs'

export function CoverageSlot({ sheet }: { sheet: LoadedSheetRef }) {
  const search = useNearbyPartnerSearch(sheet)
  const inputs = useMemo(
    () => (search ? { coveredZips: coveredZipsOf(search), targetAreas: coverageTargetAreasOf(search) } : null),
    [search],
  )
  if (!inputs) return null
  return <CoverageOverview coveredZips={inputs.coveredZips} targetAreas={inputs.targetAreas} />
}
