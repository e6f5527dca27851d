import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import {
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
  securityHeaderRules,
  type HeaderRule,
  type SecurityHeaderOptions,
} from './security-headers.ts'

/**
 * Writes dist/_headers and makes `vite preview` send the same headers.
 *
 * The preview server sends what the build wrote to {outDir}/_headers, so it serves
 * exactly what the static host will: a build made with other VITE_* values (e.g.
 * `build:e2e`'s VITE_SHEET_CONNECT_SRC) keeps its own policy when previewed later.
 * Without a _headers file it falls back to the rules computed from the current env.
 */
export function securityHeadersPlugin(options: SecurityHeaderOptions): Plugin {
  const rules = securityHeaderRules(options)
  return {
    name: 'security-headers',
    // `vite preview` resolves the config with command 'serve': with apply: 'build' alone this plugin was dropped
    // there and the preview server (npm start, every e2e test) sent no security headers at all.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: renderHeadersFile(rules) })
    },
    configurePreviewServer(server) {
      let served: HeaderRule[] = rules
      try {
        served = parseHeadersFile(readFileSync(resolve(server.config.root, server.config.build.outDir, '_headers'), 'utf8'))
      } catch {
        // No build output yet: use the rules from the current environment.
      }
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        for (const [name, value] of Object.entries(headersForPath(served, pathname))) response.setHeader(name, value)
        next()
      })
    },
  }
}
