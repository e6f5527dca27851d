// Shared by build/zip-asset/encode.ts and zip-dataset.ts; bump FORMAT_VERSION on any change. Gzipped, little-endian:
// "USZP", u8 version, u32 count, u8 n + n×2 ASCII states, u8 n + n×(u8 length + ASCII) IANA zones,
// u32 length + UTF-8 place names joined by "\n", then count-long columns: zip (varint step from the previous),
// state (u8), zone (u8), place (varint: 0 = next unused name, k ≥ 1 = k − 1 names before the newest used),
// lat/lon interleaved zig-zag varint steps in 1/COORDINATE_SCALE degrees.

export const MAGIC = 'USZP'
export const FORMAT_VERSION = 1
/** Finer than whole miles needs; GeoNames' next decimal only makes the asset bigger. */
export const COORDINATE_SCALE = 1_000
