// The loaded sheet's partners for a part that only reads them (the Mark booked dialog): never a fetch of its own.
import { useQuery } from '@tanstack/react-query'
import type { Company } from '../../../partners/company'
import { useSheetUrl } from './effective-settings'
import { sheetQueryOptions } from './sheet-query'

const NO_COMPANIES: readonly Company[] = []

export function useLoadedCompanies(): readonly Company[] {
  const { data } = useQuery({ ...sheetQueryOptions(useSheetUrl()), enabled: false })
  return data?.companies ?? NO_COMPANIES
}
