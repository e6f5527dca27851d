import { useNavigate, useSearch } from '@tanstack/react-router'
import { startTransition, useMemo, useOptimistic } from 'react'
import { leadCopy } from '../../content/leads/lead-copy'
import { routingCopy } from '../../content/partners/routing-copy'
import { byDistanceRank, type NearbyPartner } from '../../geo/nearby-partners'
import type { Company } from '../../partners/company'
import { hasPrices, isGarageSize, type GarageSize } from '../../partners/garage-size'
import type { StandingOf } from '../../bookings/partner-standing'
import { bestFirst } from '../../bookings/partner-order'
import {
  countByService,
  onlyChosenService,
  resolveServiceChoice,
  serviceIndex,
  type ChosenService,
} from '../../partners/service-choice'
import type { PartnerEntry } from './partner-list'
import { isZip } from '../../partners/zip-code'
import type { ZipSearchResult } from '../../partners/zip-search'

/** The URL alone holds the lead's service and garage size; a pick shows optimistically until the URL has it. */
function useChoicesInUrl() {
  const search = useSearch({ from: '/tool' })
  const navigate = useNavigate({ from: '/tool' })
  const [serviceSlug, showService] = useOptimistic(search.service ?? null)
  const [garageSize, showGarageSize] = useOptimistic(isGarageSize(search.size) ? search.size : null)
  const choose = <T extends string>(param: 'service' | 'size', show: (value: T | null) => void, value: T | null) =>
    startTransition(async () => {
      show(value)
      await navigate({ search: (previous) => ({ ...previous, [param]: value ?? undefined }), replace: true })
    })
  return {
    serviceSlug,
    garageSize,
    startNewLead: () =>
      navigate({
        search: (previous) => ({ ...previous, zip: undefined, service: undefined, size: undefined }),
        replace: true,
      }),
    chooseService: (slug: string | null) => choose('service', showService, slug),
    chooseGarageSize: (size: GarageSize | null) => choose('size', showGarageSize, size),
    // A pasted lead (and its Undo) sets both at once: one navigation, so neither overwrites the other.
    chooseBoth: (slug: string | null, size: GarageSize | null) =>
      startTransition(async () => {
        showService(slug)
        showGarageSize(size)
        await navigate({
          search: (previous) => ({ ...previous, service: slug ?? undefined, size: size ?? undefined }),
          replace: true,
        })
      }),
  }
}

interface RoutingInput {
  companies: readonly Company[]
  /** The booking ledger's counts, once it has answered: they join the order. */
  standingOf: StandingOf | null
  result: ZipSearchResult
  nearby: readonly NearbyPartner<Company>[]
}

export function useRouting({ companies, standingOf, result, nearby }: RoutingInput) {
  const { zip } = result
  const exact = useMemo(
    (): PartnerEntry[] => Array.from(result.positions, (position, i) => ({ position, company: result.companies[i]! })),
    [result],
  )
  const choices = useChoicesInUrl()
  const index = useMemo(() => serviceIndex(companies), [companies])
  const sheetLoaded = companies.length > 0
  const resolved = useMemo(() => resolveServiceChoice(choices.serviceSlug, index), [choices.serviceSlug, index])
  const chosen: ChosenService = resolved.chosen
  const exactBest = useMemo(() => bestFirst(exact, undefined, standingOf), [exact, standingOf])
  const nearbyBest = useMemo(() => bestFirst(nearby, byDistanceRank, standingOf), [nearby, standingOf])
  const counts = useMemo(() => {
    if (!isZip(zip)) return null
    const all = [...exact, ...nearby]
    const paused = all.filter((entry) => entry.company.status_badge !== 'ACTIVE')
    return { all: countByService(index, all), paused: countByService(index, paused), totalPaused: paused.length }
  }, [index, zip, exact, nearby])
  const shownExact = useMemo(() => onlyChosenService(exactBest, index, chosen), [exactBest, index, chosen])
  const shownNearby = useMemo(() => onlyChosenService(nearbyBest, index, chosen), [nearbyBest, index, chosen])
  const anyPrices =
    shownExact.some((entry) => hasPrices(entry.company)) || shownNearby.some((e) => hasPrices(e.company))

  const service = chosen === null ? null : index.choices[chosen]!.label
  return {
    exact: shownExact,
    nearby: shownNearby,
    garageSize: choices.garageSize,
    startNewLead: choices.startNewLead,
    /** The service slug and garage size as the URL has them, and the one setter a pasted lead uses. */
    leadChoices: { serviceSlug: choices.serviceSlug, garageSize: choices.garageSize, choose: choices.chooseBoth },
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
      listed: exact.length,
      exact: shownExact.length,
      nearby: shownNearby.length,
      missing: sheetLoaded ? resolved.missing : null,
      onShowAll: () => choices.chooseService(null),
    },
    noNearby: service === null ? leadCopy.noNearbyPartners : routingCopy.noNearbyOfService(service),
    sizes: anyPrices ? { size: choices.garageSize, onChange: choices.chooseGarageSize } : null,
  }
}
