import { preview } from 'vite'

export interface RunningPreview {
  url: string
  close: () => Promise<void>
}

/** Serves an existing production build (`dist/` by default) on 127.0.0.1, as `npm start` does. */
export async function startPreview({ port = 0, outDir = 'dist' } = {}): Promise<RunningPreview> {
  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0, open: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('Preview server has no TCP address')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  }
}
