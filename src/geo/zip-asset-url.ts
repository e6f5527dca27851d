// The URL of the US ZIP asset in this build (content-hashed, emitted by build/zip-asset-plugin.ts).
// Only the tool imports this: the public pages never reference the asset.
export { usZipAssetUrl } from 'virtual:us-zip-asset'
