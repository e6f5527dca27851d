import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import {
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
  securityHeaderRules,
  type HeaderRule,
  type SecurityHeaderOptions,
} from './security-headers.ts'

export const SECURITY_HEADERS_PLUGIN_NAME = 'security-headers'

/** What other build plugins tell this one before the build is written out. */
export interface SecurityHeadersApi {
  /** Allows these inline <style> blocks ('sha256-…' sources) in style-src. */
  allowInlineStyles(hashes: string[]): void
}

/**
 * Writes dist/_headers and makes `vite preview` send the same headers.
 *
 * _headers is written when the build closes, after the prerenderer (closeBundle order 'pre') has
 * inlined the public pages' CSS and handed over the hash of that <style> block.
 * The preview server sends what the build wrote to {outDir}/_headers, so it serves
 * exactly what the static host will: a build made with other VITE_* values (e.g.
 * `build:e2e`'s VITE_SHEET_CONNECT_SRC) keeps its own policy when previewed later.
 * Without a _headers file it falls back to the rules computed from the current env.
 */
export function securityHeadersPlugin(options: SecurityHeaderOptions): Plugin<SecurityHeadersApi> {
  let config: ResolvedConfig
  const inlineStyleHashes = new Set<string>()
  return {
    name: SECURITY_HEADERS_PLUGIN_NAME,
    api: {
      allowInlineStyles(hashes) {
        for (const hash of hashes) inlineStyleHashes.add(hash)
      },
    },
    // `vite preview` resolves the config with command 'serve': with apply: 'build' alone this plugin was dropped
    // there and the preview server (npm start, every e2e test) sent no security headers at all.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      inlineStyleHashes.clear()
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler(error?: Error) {
        if (error || config.build.ssr) return
        const rules = securityHeaderRules({ ...options, inlineStyleHashes: [...inlineStyleHashes].sort() })
        await writeFile(join(resolve(config.root, config.build.outDir), '_headers'), renderHeadersFile(rules))
      },
    },
    configurePreviewServer(server) {
      let served: HeaderRule[] = securityHeaderRules(options)
      try {
        served = parseHeadersFile(
          readFileSync(resolve(server.config.root, server.config.build.outDir, '_headers'), 'utf8'),
        )
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
