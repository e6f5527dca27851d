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

export interface SecurityHeadersApi {
  allowInlineStyles(hashes: string[]): void
}

/**
 * Writes dist/_headers once the prerenderer has handed over its inline CSS hash, and makes `vite preview` send
 * what that build wrote, so a build made with other VITE_* values keeps its own policy when previewed.
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
    // `vite preview` resolves the config with command 'serve': apply: 'build' alone would drop this plugin there.
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
