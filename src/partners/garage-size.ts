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

const SIZE_OF: Readonly<Record<string, GarageSize>> = {
  '1': '1-car',
  one: '1-car',
  single: '1-car',
  '2': '2-car',
  two: '2-car',
  double: '2-car',
  '3': '3-car',
  three: '3-car',
  triple: '3-car',
}
// "1 car", "2-car", "two car garage", "3car", "double garage", "2 stall": the first one in the text.
const GARAGE =
  /(?<![\p{L}\p{N}.])(1|one|single|2|two|double|3|three|triple)(?:[\s-]*car(?![\p{L}])|[\s-]+(?:stall|bay)s?(?![\p{L}])|\s+(?:car\s+)?garage)/iu

/** The garage size the text names, or ''. */
export function garageSizeIn(text: string): GarageSize | '' {
  const word = GARAGE.exec(text)?.[1]?.toLowerCase()
  return word ? (SIZE_OF[word] ?? '') : ''
}
