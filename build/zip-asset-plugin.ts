import type { Plugin, ResolvedConfig } from 'vite'
import { loadUsZipAsset, type UsZipAsset } from './zip-asset/build-asset.ts'

const US_ZIP_ASSET_MODULE = 'virtual:us-zip-asset'
const RESOLVED_ID = `\0${US_ZIP_ASSET_MODULE}`

/**
 * Emits the US ZIP asset (build/zip-asset/) as `assets/us-zips-<content hash>.bin` and
 * exposes its URL as `import { usZipAssetUrl } from 'virtual:us-zip-asset'`. Only the
 * tool's code imports that module (lint keeps src/site/ from importing src/geo/), so the
 * public pages never reference the file; the service worker precaches it with the other
 * assets (`bin` is in its globPatterns). The dev server answers the same path.
 */
export function usZipAssetPlugin(): Plugin {
  let config: ResolvedConfig
  let asset: UsZipAsset | undefined
  const getAsset = () => {
    if (!asset) {
      const started = performance.now()
      asset = loadUsZipAsset()
      const ms = Math.round(performance.now() - started)
      config.logger.info(
        `US ZIP asset ${asset.fileName}: ${asset.bytes.length} bytes, ${asset.fromCache ? 'from cache' : 'compiled'} in ${ms} ms`,
      )
    }
    return asset
  }
  return {
    name: 'us-zip-asset',
    configResolved(resolved) {
      config = resolved
    },
    resolveId(id) {
      return id === US_ZIP_ASSET_MODULE ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      return `export const usZipAssetUrl = ${JSON.stringify(config.base + getAsset().fileName)}\n`
    },
    generateBundle() {
      // The prerenderer's Node-side build (build.ssr) shares this config but ships nothing.
      if (config.build.ssr) return
      const { fileName, bytes } = getAsset()
      this.emitFile({ type: 'asset', fileName, source: bytes })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { fileName, bytes } = getAsset()
        if (request.url?.split('?')[0] !== config.base + fileName) return next()
        response.setHeader('Content-Type', 'application/octet-stream')
        response.end(bytes)
      })
    },
  }
}
