// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  countByService,
  onlyChosenService,
  resolveServiceChoice,
  serviceIndex,
  serviceKey,
} from '../../../src/partners/service-choice'

const rows = (...values: string[]) => values.map((service_category) => ({ service_category }))

describe('grouping Service Category values into choices', () => {
  it('values that differ only in case or spacing are one choice, labelled with the spelling most rows use', () => {
    const index = serviceIndex(
      rows(' tree removal ', 'Tree Removal', 'Tree  Removal', 'Tree Removal', 'Concrete Coatings'),
    )
    expect(index.choices.map((choice) => choice.label)).toEqual(['Concrete Coatings', 'Tree Removal'])
    expect(Array.from(index.choiceOf)).toEqual([1, 1, 1, 1, 0])
  })

  it('also groups punctuation, `&` for `and` and a plural last word', () => {
    expect(serviceKey('Tree-Removal')).toBe(serviceKey('tree removal'))
    expect(serviceKey('Lawn & Garden')).toBe(serviceKey('lawn and garden'))
    expect(serviceKey('Concrete Coating')).toBe(serviceKey('Concrete Coatings'))
    expect(serviceKey('Tree Services')).toBe(serviceKey('Tree Service'))
    expect(serviceKey('Gutters')).toBe('gutter')
  })

  it('keeps words that only look plural, and different trades apart', () => {
    expect(serviceKey('Glass')).toBe('glass')
    expect(serviceKey('Gas')).toBe('gas')
    expect(serviceKey('Tree Removal')).not.toBe(serviceKey('Tree Trimming'))
    expect(serviceKey('Painting')).not.toBe(serviceKey('Exterior Painting'))
  })

  it('a tie between spellings keeps the first one in sheet order', () => {
    expect(serviceIndex(rows('tree removal', 'Tree Removal')).choices[0]!.label).toBe('tree removal')
  })

  it('an empty Service Category is no choice: under All services only', () => {
    const index = serviceIndex(rows('', '  ', 'Painting'))
    expect(index.choices.map((choice) => choice.label)).toEqual(['Painting'])
    expect(Array.from(index.choiceOf)).toEqual([-1, -1, 0])
    const entries = [0, 1, 2].map((position) => ({ position }))
    expect(onlyChosenService(entries, index, null)).toHaveLength(3)
    expect(onlyChosenService(entries, index, 0)).toEqual([{ position: 2 }])
  })

  it('slugs are the URL form of the label, and any spelling of the slug finds its choice', () => {
    const index = serviceIndex(rows('Tree Removal', 'Concrete Coatings'))
    expect(index.choices.map((choice) => choice.slug)).toEqual(['concrete-coatings', 'tree-removal'])
    expect(serviceIndex(rows('Lawn & Garden Care')).choices[0]!.slug).toBe('lawn-and-garden-care')
    expect(resolveServiceChoice('tree-removal', index)).toEqual({ chosen: 1, missing: null })
    expect(resolveServiceChoice('concrete-coating', index)).toEqual({ chosen: 0, missing: null })
  })

  it('counts how many entries offer each choice', () => {
    const index = serviceIndex(rows('Tree Removal', 'Painting', 'tree removal', ''))
    expect(
      Array.from(
        countByService(
          index,
          [0, 1, 2, 3].map((position) => ({ position })),
        ),
      ),
    ).toEqual([1, 2])
    expect(Array.from(countByService(index, [{ position: 1 }]))).toEqual([1, 0])
  })
})

describe('a saved choice the sheet no longer has', () => {
  const index = () => serviceIndex(rows('Tree Removal', 'Painting'))

  it('falls back to All services and names the missing choice', () => {
    expect(resolveServiceChoice('gutter-cleaning', index())).toEqual({ chosen: null, missing: 'gutter-cleaning' })
  })

  it('no saved choice is All services, with nothing missing', () => {
    expect(resolveServiceChoice(null, index())).toEqual({ chosen: null, missing: null })
    expect(resolveServiceChoice('', index())).toEqual({ chosen: null, missing: null })
  })
})
