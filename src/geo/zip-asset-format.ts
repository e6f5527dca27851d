// The layout of the bundled US ZIP asset, shared by the build-time encoder
// (build/zip-asset/encode.ts) and the decoder (zip-dataset.ts). Bump FORMAT_VERSION
// whenever the layout changes: the decoder rejects any other version.
//
// The file is gzip-compressed (so it is small on the wire whatever the host does);
// inside, all integers are little-endian:
//   "USZP"                 magic, 4 ASCII bytes
//   u8   version
//   u32  count             number of ZIPs, ascending
//   u8   stateCount, then stateCount × 2 ASCII bytes ("AK", "AL", …)
//   u8   zoneCount,  then zoneCount × (u8 length + ASCII IANA name)
//   u32  placeBytes, then placeBytes of UTF-8 place names joined by "\n"
//   then five columns of `count` entries each:
//     zip     unsigned varint: difference from the previous ZIP (the first from 0)
//     state   u8 index into the states
//     zone    u8 index into the zones
//     place   unsigned varint: 0 = the next place name not used yet (names are stored in
//             order of first use), k > 0 = the name k places back from the newest one used
//     lat,lon interleaved signed (zig-zag) varints: difference from the previous
//             ZIP's value, in units of COORDINATE_SCALE⁻¹ degrees

export const MAGIC = 'USZP'
export const FORMAT_VERSION = 1
/**
 * Coordinates are kept to 0.001° (about 110 m; distances are shown in whole miles). GeoNames'
 * 4th decimal would cost 36 KB more gzipped for nothing a setter can see.
 */
export const COORDINATE_SCALE = 1_000
