// Builds the lazy map chunk on its own (src/tool/map/map-drawings.ts: map code, d3-geo, topojson-client
// and the bundled outlines), with React left out as /tool already loads it. Used by `npm run size` for
// the map's budget (120 KB gzipped) and by the map preview script.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { usOutlinesPlugin } from '../../build/us-outlines-plugin.ts'

export const MAP_CHUNK_ENTRY = 'src/tool/map/map-drawings.ts'
export const MAP_BUDGET_GZIP_KB = 120

export interface MapChunkSize {
  entry: string
  files: string[]
  rawBytes: number
  gzipBytes: number
  gzipKB: number
  budgetKB: number
}

export async function measureMapChunk(): Promise<MapChunkSize> {
  const outDir = mkdtempSync(join(tmpdir(), 'map-chunk-'))
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      plugins: [react(), usOutlinesPlugin()],
      build: {
        outDir,
        emptyOutDir: true,
        manifest: false,
        rollupOptions: {
          input: MAP_CHUNK_ENTRY,
          external: [/^react($|\/)/, /^react-dom($|\/)/],
          preserveEntrySignatures: 'exports-only',
        },
      },
    })
    const files = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'))
    let rawBytes = 0
    let gzipBytes = 0
    for (const file of files) {
      const body = readFileSync(join(outDir, 'assets', file))
      rawBytes += body.length
      gzipBytes += gzipSync(body, { level: 9 }).length
    }
    return {
      entry: MAP_CHUNK_ENTRY,
      files,
      rawBytes,
      gzipBytes,
      gzipKB: Math.round(gzipBytes / 10.24) / 100,
      budgetKB: MAP_BUDGET_GZIP_KB,
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
