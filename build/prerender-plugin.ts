import { readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { cspHashOf, pageHtml, withModulePreloads } from './prerender/page-html.ts'
import { APP_SHELL_FILE, PRERENDERED_PAGES, redirectsFile, servedFileFor } from '../src/prerender/prerendered-pages.ts'
import { SECURITY_HEADERS_PLUGIN_NAME, type SecurityHeadersApi } from './security-headers-plugin.ts'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

const RENDER_ENTRY = 'build/prerender/render-in-node.ts'
const PAGE_SCRIPT_ENTRY = 'src/site/page-script/index.ts'
const APP_ENTRY = '/index.html'
const PUBLIC_ROUTE_MODULE = /\/src\/routes\/(?:index|schedule|tos)\.tsx(?:\?|$)/
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
      // Everything but jsdom is bundled and resolved as for the browser, as the app renders these routes.
      ssr: { noExternal: /^(?!jsdom$)/, resolve: { conditions: ['module', 'browser', 'production'] } },
    })
    const resultFile = join(outDir, 'pages.json')
    await execFileAsync(process.execPath, [join(outDir, 'render-in-node.js'), resultFile], { cwd: config.root })
    return JSON.parse(await readFile(resultFile, 'utf8')) as Record<string, string>
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/** A chunk and every chunk it imports statically. */
function withStaticImports(start: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const seen = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return
    seen.add(chunk)
    for (const file of chunk.imports) {
      const imported = bundle[file]
      if (imported?.type === 'chunk') visit(imported)
    }
  }
  visit(start)
  return [...seen]
}

/** The stylesheets of the app's entry and of the public routes' chunks, base styles first. */
function publicPageStyles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(APP_ENTRY))
  if (!entry) throw new Error(`No entry chunk for ${APP_ENTRY}`)
  const routeChunks = chunks.filter((chunk) => PUBLIC_ROUTE_MODULE.test(chunk.facadeModuleId ?? ''))
  if (routeChunks.length === 0) throw new Error('No chunk was built for the public routes')
  const pageChunks = routeChunks.flatMap((chunk) => withStaticImports(chunk, bundle))
  return [...new Set([entry, ...pageChunks].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]
}

/** The page script must stay plain: no module of any package (React, the router) may end up in it. */
function checkPageScript(script: OutputChunk, bundle: OutputBundle): void {
  const packaged = withStaticImports(script, bundle).flatMap((chunk) =>
    chunk.moduleIds.filter((id) => id.includes('/node_modules/')),
  )
  if (packaged.length) throw new Error(`${PAGE_SCRIPT_ENTRY} must use no package, but bundles ${packaged.join(', ')}`)
}

/** The chunks built for these source modules and what they import, minus what the entry already loads. */
function chunksFor(sources: string[], bundle: OutputBundle, root: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(APP_ENTRY))
  const loaded = new Set(entry ? withStaticImports(entry, bundle) : [])
  return sources.flatMap((source) => {
    const start = chunks.find((chunk) => chunk.facadeModuleId?.startsWith(join(root, source)))
    if (!start) throw new Error(`No chunk was built for ${source}`)
    return withStaticImports(start, bundle)
      .filter((chunk) => !loaded.has(chunk))
      .map((chunk) => `/${chunk.fileName}`)
  })
}

/**
 * Renders the public pages to HTML at build time, through the app's router and components, and ships them
 * without the app's code: each page carries all of its CSS inline (its hash goes to the CSP) and links one
 * plain script, built from PAGE_SCRIPT_ENTRY. The built index.html is kept as app.html, the shell for /tool
 * and every other path, preloading `appShellPreloads` alongside the entry. This runs before vite-plugin-pwa
 * writes the service worker, so the precache lists the final files. `vite preview` answers paths as the
 * host's _redirects do.
 */
export function prerenderPlugin({ appShellPreloads = [] }: { appShellPreloads?: string[] } = {}): Plugin {
  let config: ResolvedConfig
  let pageScriptRef = ''
  let pageScript = ''
  let pageScriptImports: string[] = []
  let pageStyles: string[] = []
  let shellPreloads: string[] = []
  return {
    name: 'prerender-public-pages',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      if (config.build.ssr) return
      pageScriptRef = this.emitFile({ type: 'chunk', id: PAGE_SCRIPT_ENTRY, name: 'page-script' })
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile() })
      const fileName = this.getFileName(pageScriptRef)
      const script = bundle[fileName]
      if (script?.type !== 'chunk') throw new Error(`No chunk was built for ${PAGE_SCRIPT_ENTRY}`)
      checkPageScript(script, bundle)
      pageScript = `/${fileName}`
      pageScriptImports = withStaticImports(script, bundle)
        .filter((chunk) => chunk !== script)
        .map((chunk) => `/${chunk.fileName}`)
      pageStyles = publicPageStyles(bundle)
      shellPreloads = [...new Set(chunksFor(appShellPreloads, bundle, config.root))]
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler(error?: Error) {
        if (error || config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const shell = await readFile(join(outDir, 'index.html'), 'utf8')
        await writeFile(join(outDir, APP_SHELL_FILE), withModulePreloads(shell, shellPreloads))
        const headers = config.plugins.find((plugin) => plugin.name === SECURITY_HEADERS_PLUGIN_NAME)?.api as
          SecurityHeadersApi | undefined
        if (!headers)
          throw new Error(`The prerenderer needs the ${SECURITY_HEADERS_PLUGIN_NAME} plugin to allow its inline styles`)
        const css = (await Promise.all(pageStyles.map((file) => readFile(join(outDir, file), 'utf8'))))
          .map((text) => text.trim())
          .join('\n')
        headers.allowInlineStyles([cspHashOf(css)])
        const rendered = await renderPages(config)
        for (const [path, markup] of Object.entries(rendered)) {
          const file = join(outDir, PRERENDERED_PAGES[path as keyof typeof PRERENDERED_PAGES])
          await writeFile(
            file,
            pageHtml(shell, path, markup, { css, script: pageScript, scriptImports: pageScriptImports }),
          )
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
