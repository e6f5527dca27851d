import type { Company } from './company'

export const GARAGE_SIZES = ['1-car', '2-car', '3-car'] as const
export type GarageSize = (typeof GARAGE_SIZES)[number]

export function isGarageSize(value: unknown): value is GarageSize {
  return GARAGE_SIZES.includes(value as GarageSize)
}

type Prices = Pick<Company, 'pricing_1car' | 'pricing_2car' | 'pricing_3car'>

export function garagePrice(company: Prices, size: GarageSize): string {
  return size === '1-car' ? company.pricing_1car : size === '2-car' ? company.pricing_2car : company.pricing_3car
}

export function hasPrices(company: Prices): boolean {
  return company.pricing_1car !== '' || company.pricing_2car !== '' || company.pricing_3car !== ''
}
