// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { garagePrice, hasPrices, isGarageSize } from '../../../src/partners/garage-size'

const prices = { pricing_1car: '$2,500', pricing_2car: '$3500', pricing_3car: '$4500' }
const noPrices = { pricing_1car: '', pricing_2car: '', pricing_3car: '' }

describe('garage size', () => {
  it('a link or saved search names a size only as 1-car, 2-car or 3-car', () => {
    for (const size of ['1-car', '2-car', '3-car']) expect(isGarageSize(size)).toBe(true)
    for (const other of ['', '4-car', '2 car', '2-CAR', 2, null, undefined]) expect(isGarageSize(other)).toBe(false)
  })

  it("quotes the sheet's price for the chosen size, as the sheet writes it", () => {
    expect(garagePrice(prices, '1-car')).toBe('$2,500')
    expect(garagePrice(prices, '2-car')).toBe('$3500')
    expect(garagePrice(prices, '3-car')).toBe('$4500')
    expect(garagePrice(noPrices, '2-car')).toBe('')
  })

  it('a partner has prices when any one of its three price cells is filled', () => {
    expect(hasPrices(noPrices)).toBe(false)
    expect(hasPrices({ ...noPrices, pricing_1car: '$2,500' })).toBe(true)
    expect(hasPrices({ ...noPrices, pricing_2car: '$3500' })).toBe(true)
    expect(hasPrices({ ...noPrices, pricing_3car: '$4500' })).toBe(true)
  })
})
