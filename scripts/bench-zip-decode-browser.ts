// Decoding the US ZIP asset in real Chromium (the browser's own DecompressionStream, a cold page
// each run), on the main thread and in a Web Worker. Prints JSON. Not part of the test suite.
//   npx tsx scripts/bench-zip-decode-browser.ts
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { loadUsZipAsset } from '../build/zip-asset/build-asset'
import { chromiumArgs, chromiumPath } from './support/chromium'

const RUNS = 5

async function decoderScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/geo/load-zip-dataset.ts', name: 'zipDecoder', formats: ['iife'], fileName: 'decoder' },
    },
  })
  const result = Array.isArray(output) ? output[0]! : output
  if (!('output' in result)) throw new Error('Unexpected build result')
  return result.output[0].code
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

const asset = loadUsZipAsset()
const code = await decoderScript()
const base64 = Buffer.from(asset.bytes).toString('base64')
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const mainThread: number[] = []
const worker: number[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage()
    await page.goto('about:blank')
    // Main thread: a fresh page, so the decoder runs cold, as on a setter's first lookup.
    mainThread.push(
      await page.evaluate(
        async ({ code, base64 }) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const decoder = new Function(`${code}; return zipDecoder`)() as {
            decodeZipAsset(b: Uint8Array): Promise<{ count: number }>
          }
          const started = performance.now()
          const dataset = await decoder.decodeZipAsset(bytes)
          if (dataset.count < 40_000) throw new Error('decoded too few ZIPs')
          return performance.now() - started
        },
        { code, base64 },
      ),
    )
    worker.push(
      await page.evaluate(
        async ({ code, base64 }) => {
          const source = `${code}
            onmessage = async (event) => {
              const started = performance.now()
              const dataset = await zipDecoder.decodeZipAsset(event.data)
              postMessage({ ms: performance.now() - started, count: dataset.count })
            }`
          const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
          const w = new Worker(url)
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const result = await new Promise<{ ms: number; count: number }>((resolve) => {
            w.onmessage = (event) => resolve(event.data)
            w.postMessage(bytes, [bytes.buffer])
          })
          w.terminate()
          return result.ms
        },
        { code, base64 },
      ),
    )
    await page.close()
  }
} finally {
  await browser.close()
}
const round = (n: number) => Math.round(n * 10) / 10
console.log(
  JSON.stringify(
    {
      asset: asset.fileName,
      gzipBytes: asset.bytes.length,
      coldDecodeMainThreadMs: mainThread.map(round),
      coldDecodeWorkerMs: worker.map(round),
      medianMainThreadMs: round(median(mainThread)),
      medianWorkerMs: round(median(worker)),
      targetMs: 50,
    },
    null,
    2,
  ),
)
