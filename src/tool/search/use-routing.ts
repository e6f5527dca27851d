// The Search tab's lead routing (issue 22): the service and garage-size choices (kept in the URL and,
// per browser, in IndexedDB), and the exact and nearby results they filter and put best first.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { leadCopy } from '../../content/lead-copy'
import { routingCopy } from '../../content/routing-copy'
import type { NearbyPartner } from '../../geo/nearby-partners'
import type { Company } from '../../sheet/company'
import { hasPrices, isGarageSize, type GarageSize } from '../../sheet/garage-size'
import { bestFirst } from '../../sheet/partner-order'
import {
  countByService,
  onlyChosenService,
  resolveServiceChoice,
  serviceIndex,
  type ChosenService,
} from '../../sheet/service-choice'
import { savedGarageSize, savedServiceChoice } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import type { PartnerEntry } from './partner-list'

/** The choices in effect: the URL's, else the saved ones (then written into the URL). */
function useChoicesInUrl() {
  const search = useSearch({ from: '/tool' })
  const navigate = useNavigate({ from: '/tool' })
  const savedService = usePersistedValue(savedServiceChoice)
  const savedSize = usePersistedValue(savedGarageSize)
  const serviceSlug = search.service ?? savedService
  const garageSize = isGarageSize(search.size) ? search.size : savedSize
  const urlLacksSaved = (search.service === undefined && savedService) || (search.size === undefined && savedSize)
  useEffect(() => {
    if (!urlLacksSaved) return
    void navigate({
      search: (previous) => ({
        ...previous,
        service: previous.service ?? savedService ?? undefined,
        size: previous.size ?? savedSize ?? undefined,
      }),
      replace: true,
    })
  }, [urlLacksSaved, navigate, savedService, savedSize])

  function chooseService(slug: string | null) {
    void navigate({ search: (previous) => ({ ...previous, service: slug ?? undefined }), replace: true })
    void savedServiceChoice.save(slug)
  }
  function chooseGarageSize(size: GarageSize | null) {
    void navigate({ search: (previous) => ({ ...previous, size: size ?? undefined }), replace: true })
    void savedGarageSize.save(size)
  }
  return { serviceSlug, garageSize, chooseService, chooseGarageSize }
}

const nearbyRank = (a: NearbyPartner<Company>, b: NearbyPartner<Company>) =>
  (a.kind === b.kind ? 0 : a.kind === 'within-radius' ? -1 : 1) || a.miles - b.miles

interface RoutingInput {
  companies: readonly Company[]
  zip: string
  exact: readonly PartnerEntry[]
  nearby: readonly NearbyPartner<Company>[]
}

export function useRouting({ companies, zip, exact, nearby }: RoutingInput) {
  const choices = useChoicesInUrl()
  const index = useMemo(() => serviceIndex(companies), [companies])
  const sheetLoaded = companies.length > 0
  const resolved = useMemo(() => resolveServiceChoice(choices.serviceSlug, index), [choices.serviceSlug, index])
  const chosen: ChosenService = resolved.chosen
  const exactBest = useMemo(() => bestFirst(exact), [exact])
  const nearbyBest = useMemo(() => bestFirst(nearby, nearbyRank), [nearby])
  const counts = useMemo(
    () => (/^\d{5}$/.test(zip) ? countByService(index, [...exact, ...nearby]) : null),
    [index, zip, exact, nearby],
  )
  const shownExact = useMemo(() => onlyChosenService(exactBest, index, chosen), [exactBest, index, chosen])
  const shownNearby = useMemo(() => onlyChosenService(nearbyBest, index, chosen), [nearbyBest, index, chosen])
  const anyPrices =
    shownExact.some((entry) => hasPrices(entry.company)) || shownNearby.some((e) => hasPrices(e.company))

  const service = chosen === null ? null : index.choices[chosen]!.label
  return {
    exact: shownExact,
    nearby: shownNearby,
    garageSize: choices.garageSize,
    filter: {
      choices: index.choices,
      counts,
      total: exact.length + nearby.length,
      chosen,
      onChoose: (next: ChosenService) => choices.chooseService(next === null ? null : index.choices[next]!.slug),
    },
    status: {
      service,
      zip,
      exact: shownExact.length,
      nearby: shownNearby.length,
      missing: sheetLoaded ? resolved.missing : null,
      onShowAll: () => choices.chooseService(null),
    },
    noNearby: service === null ? leadCopy.noNearbyPartners : routingCopy.noNearbyOfService(service),
    sizes: anyPrices ? { size: choices.garageSize, onChange: choices.chooseGarageSize } : null,
  }
}
