// The Search tab's lead routing (issue 22): the service and garage-size choices (kept in the URL and,
// per browser, in IndexedDB), and the exact and nearby results they filter and put best first.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { leadCopy } from '../../content/lead-copy'
import { routingCopy } from '../../content/routing-copy'
import { byDistanceRank, type NearbyPartner } from '../../geo/nearby-partners'
import type { Company } from '../../sheet/company'
import { hasPrices, isGarageSize } from '../../sheet/garage-size'
import { bestFirst } from '../../sheet/partner-order'
import {
  countByService,
  onlyChosenService,
  resolveServiceChoice,
  serviceIndex,
  type ChosenService,
} from '../../sheet/service-choice'
import { savedGarageSize, savedServiceChoice } from '../../storage/tool-storage'
import type { PersistedValue } from '../../storage/persisted-value'
import type { PartnerEntry } from './partner-list'

/**
 * A choice kept in the URL's `param` and, per browser, in `kept`: the URL's when it has one, else the saved
 * one. The setter's pick shows at once; the URL and the saved value follow it.
 */
function useKeptChoice<T extends string>(
  param: 'service' | 'size',
  inUrl: string | undefined,
  isChoice: (value: string | undefined) => value is T,
  kept: PersistedValue<T | null>,
) {
  const fromUrl = isChoice(inUrl) ? inUrl : undefined
  const navigate = useNavigate({ from: '/tool' })
  const [choice, setChoice] = useState<T | null>(() => fromUrl ?? kept.get())
  const [seenInUrl, setSeenInUrl] = useState(fromUrl)
  if (fromUrl !== seenInUrl) {
    // Back and Forward, or a link: the URL's choice wins.
    setSeenInUrl(fromUrl)
    if (fromUrl !== undefined) setChoice(fromUrl)
  }
  // An unreadable value (`size=9-car`) leaves the URL too.
  useEffect(() => {
    if ((inUrl ?? null) === choice) return
    void navigate({ search: (previous) => ({ ...previous, [param]: choice ?? undefined }), replace: true })
  }, [inUrl, choice, navigate, param])
  function choose(next: T | null) {
    setChoice(next)
    void kept.save(next)
  }
  return [choice, choose] as const
}

const isText = (value: string | undefined): value is string => value !== undefined

function useChoicesInUrl() {
  const search = useSearch({ from: '/tool' })
  const [serviceSlug, chooseService] = useKeptChoice('service', search.service, isText, savedServiceChoice)
  const [garageSize, chooseGarageSize] = useKeptChoice('size', search.size, isGarageSize, savedGarageSize)
  return { serviceSlug, garageSize, chooseService, chooseGarageSize }
}

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
  const nearbyBest = useMemo(() => bestFirst(nearby, byDistanceRank), [nearby])
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
