/** Copy summary of Fixture Floors (tests/fixtures/partners.csv) for ZIP 54016, without a lead line: prices per car size, ACTIVE. */
export const FIXTURE_FLOORS_SUMMARY_54016 = [
  'Fixture Floors (ACTIVE)',
  'Service: Concrete Coatings',
  'Estimator: Dana Test',
  'Email: dana@fixture.example.test',
  'Pricing: 1 car $2,950 · 2 car $3,900 · 3 car $5,100',
  'Schedule: https://book.example.test/fixture-floors',
  'ZIP searched: 54016',
]

/** Copy summary of Fixture Trees (tests/fixtures/partners.csv) for ZIP 54016, without a lead line: no prices, PAUSED. */
export const FIXTURE_TREES_SUMMARY_54016 = [
  'Fixture Trees (PAUSED)',
  'Service: Tree Removal',
  'Estimator: Ray Test',
  'Email: ray@trees.example.test',
  'Schedule: https://book.example.test/fixture-trees',
  'ZIP searched: 54016',
]
