// Bodies and whether they end inside a quoted field: shared by the text check
// (csv-body.test.ts) and the byte-chunk scanner (quoted-field-scanner.test.ts).
export const QUOTED_FIELD_CASES: [text: string, endsInside: boolean][] = [
  ['\uFEFF"a\r\nb', true],
  ['\uFEFF"a"\r\nb', false],
  ['a,b "c\r\nd', false],
  ['a,b\r"c', true],
  ['a,b\n"c', true],
  ['a,"b"  ,"c', true],
  ['a,"b" x\r\n', true],
  ['a,"b" x",c', false],
  ['a,"b"   ', true],
  ['x"y,"z"', false],
  ['"a""b",c', false],
  ['"a""', true],
  ['', false],
]
