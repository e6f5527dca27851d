// Only the tool imports this, so the public pages never reference the asset (build/zip-asset-plugin.ts).
export { usZipAssetUrl } from 'virtual:us-zip-asset'
