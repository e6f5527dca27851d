import { readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { pageHtml, withCriticalCss } from './prerender/page-html.ts'
import { criticalCssFor, cspHashOf } from './prerender/critical-css.ts'
import { APP_SHELL_FILE, PRERENDERED_PAGES, redirectsFile, servedFileFor } from '../src/prerender/prerendered-pages.ts'
import { ROUTE_PRELOAD_PLUGIN_NAME, type RoutePreloadApi } from './route-preload-plugin.ts'
import { SECURITY_HEADERS_PLUGIN_NAME, type SecurityHeadersApi } from './security-headers-plugin.ts'

const RENDER_ENTRY = 'build/prerender/render-in-node.ts'
const execFileAsync = promisify(execFile)

/** Bundles the page renderer for Node, in the router's browser mode, and runs it in a child process. */
async function renderPages(config: ResolvedConfig): Promise<Record<string, string>> {
  const outDir = join(config.cacheDir, `prerender-${process.pid}-${Date.now()}`)
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      root: config.root,
      logLevel: 'warn',
      publicDir: false,
      build: { ssr: RENDER_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, minify: false, manifest: false },
      // Everything but jsdom is bundled and resolved as for the browser: the browser's first render must
      // produce the same markup.
      ssr: { noExternal: /^(?!jsdom$)/, resolve: { conditions: ['module', 'browser', 'production'] } },
    })
    const resultFile = join(outDir, 'pages.json')
    await execFileAsync(process.execPath, [join(outDir, 'render-in-node.js'), resultFile], { cwd: config.root })
    return JSON.parse(await readFile(resultFile, 'utf8')) as Record<string, string>
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * Renders the public pages to HTML at build time, so a phone paints the headline as
 * soon as the HTML and CSS arrive instead of after the JavaScript has run.
 *
 * After the browser build: the built index.html is kept as app.html (the shell for
 * /tool and any other path), and each page in PRERENDERED_PAGES is written with its
 * markup and head tags. Each page's critical CSS is inlined (its hash goes to the CSP) and its
 * stylesheets load after the first paint. This runs before vite-plugin-pwa writes the service worker
 * (closeBundle order 'pre' here, 'post' there), so the precache lists the final files.
 * `vite preview` answers paths as the host's _redirects do.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-public-pages',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved
    },
    generateBundle() {
      if (config.build.ssr) return
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile() })
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler(error?: Error) {
        if (error || config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const shell = await readFile(join(outDir, 'index.html'), 'utf8')
        await writeFile(join(outDir, APP_SHELL_FILE), shell)
        const routeFiles = config.plugins.find((plugin) => plugin.name === ROUTE_PRELOAD_PLUGIN_NAME)?.api as
          RoutePreloadApi | undefined
        if (!routeFiles)
          throw new Error(`The prerenderer needs the ${ROUTE_PRELOAD_PLUGIN_NAME} plugin for each page's files`)
        const headers = config.plugins.find((plugin) => plugin.name === SECURITY_HEADERS_PLUGIN_NAME)?.api as
          SecurityHeadersApi | undefined
        if (!headers)
          throw new Error(`The prerenderer needs the ${SECURITY_HEADERS_PLUGIN_NAME} plugin to allow its inline styles`)
        const rendered = await renderPages(config)
        for (const [path, markup] of Object.entries(rendered)) {
          const files = routeFiles.filesFor(path)
          if (!files) throw new Error(`No route chunk was built for the prerendered page ${path}`)
          const file = join(outDir, PRERENDERED_PAGES[path as keyof typeof PRERENDERED_PAGES])
          const html = pageHtml(shell, path, markup, files.styles)
          const criticalCss = await criticalCssFor(html, outDir)
          if (!criticalCss) throw new Error(`No critical CSS was found for the prerendered page ${path}`)
          headers.allowInlineStyles([cspHashOf(criticalCss)])
          await writeFile(file, withCriticalCss(html, criticalCss))
        }
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.method === 'GET' || request.method === 'HEAD') {
          const url = new URL(request.url ?? '/', 'http://localhost')
          const file = servedFileFor(url.pathname)
          if (file) request.url = `${file}${url.search}`
        }
        next()
      })
    },
  }
}
