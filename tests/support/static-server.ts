// A static host for a production build whose files can be swapped while it runs,
// as a deploy does. Paths that are not files are answered as the build's _redirects
// tells the real host: prerendered pages, else the app shell.
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { servedFileFor } from '../../src/prerender/prerendered-pages'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.csv': 'text/csv; charset=utf-8',
}

export interface StaticServer {
  url: string
  setRoot(directory: string): void
  close(): Promise<void>
}

export async function startStaticServer(root: string): Promise<StaticServer> {
  let currentRoot = root
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, '')
    let file = join(currentRoot, relative)
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file')
    } catch {
      const served = servedFileFor(pathname)
      if (!served) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        response.end('Not found')
        return
      }
      file = join(currentRoot, served)
    }
    const body = await readFile(file)
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setRoot: (directory) => {
      currentRoot = directory
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
