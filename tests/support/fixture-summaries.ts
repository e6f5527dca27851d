/** Copy summary of Fixture Trees (tests/fixtures/partners.csv) for ZIP 54016, without a lead line: no prices, PAUSED. */
export const FIXTURE_TREES_SUMMARY_54016 = [
  'Fixture Trees (PAUSED)',
  'Service: Tree Removal',
  'Estimator: Ray Test',
  'Email: ray@trees.example.test',
  'Schedule: https://book.example.test/fixture-trees',
  'ZIP searched: 54016',
]
