import type { Plugin } from 'vite'
import { headersForPath, renderHeadersFile, securityHeaderRules, type SecurityHeaderOptions } from '../src/security-headers.ts'

/** Writes dist/_headers and makes `vite preview` send the same headers. */
export function securityHeadersPlugin(options: SecurityHeaderOptions): Plugin {
  const rules = securityHeaderRules(options)
  return {
    name: 'security-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: renderHeadersFile(rules) })
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        for (const [name, value] of Object.entries(headersForPath(rules, pathname))) response.setHeader(name, value)
        next()
      })
    },
  }
}
