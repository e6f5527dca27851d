import { useMemo } from 'react'
import type { Company, ZipIndex } from '../../sheet/company'
import { useNearbyPartnerSearch } from '../lead-geo'
import { CoverageOverview } from './coverage-overview'
import { coveredZipsOf, coverageTargetAreasOf } from './map-inputs'

export function CoverageSlot({ companies, zipIndex }: { companies: readonly Company[]; zipIndex: ZipIndex }) {
  const search = useNearbyPartnerSearch(companies, zipIndex)
  const inputs = useMemo(
    () => (search ? { coveredZips: coveredZipsOf(search), targetAreas: coverageTargetAreasOf(search) } : null),
    [search],
  )
  if (!inputs) return null
  return <CoverageOverview coveredZips={inputs.coveredZips} targetAreas={inputs.targetAreas} />
}
