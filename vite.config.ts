/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import packageJson from './package.json' with { type: 'json' }
import { prerenderPlugin } from './build/prerender-plugin.ts'
import { securityHeadersPlugin } from './build/security-headers-plugin.ts'
import { usZipAssetPlugin } from './build/zip-asset-plugin.ts'
import { usOutlinesPlugin } from './build/us-outlines-plugin.ts'
import { bookingUrlDefault, defaultSheetCsvUrlDefault } from './src/content/deployment-defaults.ts'

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  return {
    define: {
      __APP_VERSION__: JSON.stringify(env.VITE_APP_VERSION || packageJson.version),
    },
    plugins: [
      // The router plugin must run before React's so route files are split first.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader ships with its component, so the landing page never downloads the tool's storage code.
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      }),
      react(),
      usOutlinesPlugin(),
      usZipAssetPlugin(),
      securityHeadersPlugin({
        bookingUrl: env.VITE_BOOKING_URL || bookingUrlDefault,
        defaultSheetUrl: env.VITE_DEFAULT_SHEET_CSV_URL || defaultSheetCsvUrlDefault,
        extraSheetSources: env.VITE_SHEET_CONNECT_SRC ?? '',
      }),
      // After the security headers: its preview rewrite (e.g. /tool -> /app.html) must not change which headers apply.
      // The setter tool, the app's main route, and the QueryClient it waits for start with the entry.
      prerenderPlugin({ appShellPreloads: ['src/routes/tool.tsx', 'src/query-client.ts'] }),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        registerType: 'prompt',
        // The tool's update prompt registers the service worker: public pages never do.
        injectRegister: false,
        manifest: {
          name: 'Sheets-Driven Partner Lookup',
          short_name: 'Sheets-Driven',
          description:
            'Find the partner companies serving a ZIP code, with scripts, checklist and guidelines for appointment setters. Works offline.',
          start_url: '/tool',
          scope: '/',
          display: 'standalone',
          theme_color: '#0f3d3e',
          background_color: '#f6f7f4',
          icons: [
            { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
            { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
            { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
            { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          // Everything the tool needs offline: every chunk, the demo sheet and the US ZIP asset (.bin) included.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,jpg,jpeg,webp,avif,csv,webmanifest,bin}'],
          globIgnores: ['.vite/**'],
        },
        devOptions: { enabled: false },
        // The service worker is written after the prerendered pages (prerenderPlugin), so they are precached as built.
        integration: { closeBundleOrder: 'post' },
      }),
    ],
    build: { manifest: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      // Vitest leaves one core free by default, which on a two-core machine runs every file in turn.
      maxWorkers: availableParallelism(),
      // A guard against hangs on a busy machine, not a speed target.
      testTimeout: 30_000,
    },
  }
})
