// Draws the landing page's hero illustration (a freshly painted house with a coated
// driveway, a ladder, trees and a cut stump) as SVG, rasterises it in headless Chromium
// and writes optimised files into public/images/:
//   hero-480.webp, hero-800.webp, hero-1200.webp  (4:3, for the hero's srcset)
//   og-image.jpg                                  (1200×630, Open Graph share image)
// Run: npx tsx scripts/make-hero-image.ts   (no network; outputs are committed)
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium'

const WIDTH = 1200
const HEIGHT = 900
const HERO_WIDTHS = [480, 800, 1200]
const OUT_DIR = 'public/images'

/** Deterministic pseudo-random numbers so the flakes come out the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function driveFlakes(): string {
  const random = seeded(42)
  const colours = ['#5b6670', '#e9eef2', '#2f3a44', '#a9b4bc', '#7d8a94']
  const flakes: string[] = []
  for (let index = 0; index < 420; index += 1) {
    const t = random() // 0 at the garage, 1 at the bottom edge
    const y = 640 + t * 260
    const halfWidth = 100 + t * 270
    const centre = 850 - t * 20
    const x = centre + (random() * 2 - 1) * halfWidth
    const r = 1.2 + random() * (1.5 + t * 2.5)
    const colour = colours[Math.floor(random() * colours.length)]
    flakes.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.6).toFixed(1)}" fill="${colour}" opacity="0.8"/>`,
    )
  }
  return flakes.join('')
}

function sidingLines(x: number, y: number, width: number, height: number, gap: number): string {
  const lines: string[] = []
  for (let lineY = y + gap; lineY < y + height; lineY += gap) {
    lines.push(`<line x1="${x}" y1="${lineY}" x2="${x + width}" y2="${lineY}" stroke="#b9cfc6" stroke-width="2"/>`)
  }
  return lines.join('')
}

function windowAt(x: number, y: number, width = 70, height = 84): string {
  return `
    <rect x="${x - 6}" y="${y - 6}" width="${width + 12}" height="${height + 12}" rx="4" fill="#ffffff"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#glass)"/>
    <line x1="${x + width / 2}" y1="${y}" x2="${x + width / 2}" y2="${y + height}" stroke="#ffffff" stroke-width="5"/>
    <line x1="${x}" y1="${y + height / 2}" x2="${x + width}" y2="${y + height / 2}" stroke="#ffffff" stroke-width="5"/>
    <rect x="${x - 10}" y="${y + height + 4}" width="${width + 20}" height="9" rx="2" fill="#e9e4da"/>`
}

function roundTree(x: number, groundY: number, scale: number, dark: string, light: string): string {
  return `
    <rect x="${x - 9 * scale}" y="${groundY - 120 * scale}" width="${18 * scale}" height="${120 * scale}" fill="#6d4c3d"/>
    <circle cx="${x}" cy="${groundY - 190 * scale}" r="${78 * scale}" fill="${dark}"/>
    <circle cx="${x - 55 * scale}" cy="${groundY - 145 * scale}" r="${55 * scale}" fill="${dark}"/>
    <circle cx="${x + 55 * scale}" cy="${groundY - 150 * scale}" r="${58 * scale}" fill="${dark}"/>
    <circle cx="${x - 20 * scale}" cy="${groundY - 215 * scale}" r="${48 * scale}" fill="${light}"/>
    <circle cx="${x + 35 * scale}" cy="${groundY - 180 * scale}" r="${36 * scale}" fill="${light}" opacity="0.85"/>`
}

function conifer(x: number, groundY: number, scale: number): string {
  const tiers = [0, 1, 2]
    .map((tier) => {
      const top = groundY - (300 - tier * 70) * scale
      const half = (60 + tier * 26) * scale
      const bottom = top + 130 * scale
      return `<polygon points="${x},${top} ${x - half},${bottom} ${x + half},${bottom}" fill="${tier === 1 ? '#2f6b45' : '#285c3b'}"/>`
    })
    .join('')
  return `<rect x="${x - 8 * scale}" y="${groundY - 50 * scale}" width="${16 * scale}" height="${50 * scale}" fill="#5b3f33"/>${tiers}`
}

/** A linear gradient from the top left towards (x2, y2), through its [offset, colour] stops. */
function gradient(id: string, [x2, y2]: [number, number], stops: [number, string][]): string {
  const stopTags = stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">
      ${stopTags}
    </linearGradient>`
}

export function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    ${gradient(
      'sky',
      [0, 1],
      [
        [0, '#a9d4f0'],
        [0.7, '#dcecf2'],
        [1, '#eef4ec'],
      ],
    )}
    ${gradient(
      'lawn',
      [0, 1],
      [
        [0, '#8cbf6e'],
        [1, '#5f9a4f'],
      ],
    )}
    ${gradient(
      'drive',
      [0, 1],
      [
        [0, '#8e9aa3'],
        [1, '#b9c3ca'],
      ],
    )}
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    ${gradient(
      'glass',
      [1, 1],
      [
        [0, '#cfe8f7'],
        [1, '#7fa9c4'],
      ],
    )}
    ${gradient(
      'roof',
      [0, 1],
      [
        [0, '#3c4a57'],
        [1, '#2b3640'],
      ],
    )}
  </defs>

  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="1010" cy="140" r="64" fill="#fde7b0"/>
  <circle cx="1010" cy="140" r="92" fill="#fde7b0" opacity="0.35"/>
  <g fill="#ffffff" opacity="0.9">
    <ellipse cx="210" cy="120" rx="90" ry="26"/><ellipse cx="270" cy="100" rx="60" ry="30"/>
    <ellipse cx="760" cy="90" rx="70" ry="20"/><ellipse cx="810" cy="76" rx="46" ry="24"/>
  </g>
  <path d="M0 540 C 180 470 330 500 480 520 S 820 470 1000 505 S 1150 520 1200 500 V 640 H 0 Z" fill="#a9cd98"/>
  <path d="M0 580 C 220 540 420 575 640 570 S 1000 545 1200 575 V 660 H 0 Z" fill="#95c285"/>
  <rect y="620" width="${WIDTH}" height="${HEIGHT - 620}" fill="url(#lawn)"/>

  ${conifer(1120, 640, 1.05)}
  ${roundTree(140, 650, 1.15, '#3f7d4e', '#5ea36b')}

  <!-- house: two storeys, fresh sage siding -->
  <rect x="300" y="360" width="420" height="280" fill="#d8e8e1"/>
  ${sidingLines(300, 360, 420, 280, 22)}
  <polygon points="272,372 510,205 748,372" fill="url(#roof)"/>
  <rect x="272" y="366" width="476" height="14" fill="#f4f1ea"/>
  <rect x="610" y="236" width="40" height="86" fill="#8a5a44"/>
  <rect x="604" y="228" width="52" height="12" fill="#6d4536"/>
  ${windowAt(340, 400)} ${windowAt(475, 400)} ${windowAt(610, 400)}
  ${windowAt(340, 520, 70, 80)} ${windowAt(610, 520, 70, 80)}
  <rect x="478" y="510" width="64" height="130" rx="4" fill="#0f3d3e"/>
  <circle cx="530" cy="578" r="4" fill="#f4a259"/>
  <rect x="470" y="502" width="80" height="10" fill="#f4f1ea"/>
  <polygon points="474,640 546,640 560,690 460,690" fill="#d9d2c3"/>

  <!-- garage with coated driveway -->
  <rect x="720" y="450" width="260" height="190" fill="#cfe0d8"/>
  ${sidingLines(720, 450, 260, 190, 22)}
  <polygon points="705,460 850,372 995,460" fill="url(#roof)"/>
  <rect x="705" y="455" width="290" height="12" fill="#f4f1ea"/>
  <rect x="752" y="498" width="196" height="142" rx="4" fill="#f4f1ea"/>
  <g stroke="#d6d0c4" stroke-width="3">
    <line x1="752" y1="533" x2="948" y2="533"/><line x1="752" y1="568" x2="948" y2="568"/><line x1="752" y1="603" x2="948" y2="603"/>
  </g>
  <polygon points="748,640 952,640 1220,900 480,900" fill="url(#drive)"/>
  ${driveFlakes()}
  <polygon points="840,640 880,640 1000,900 760,900" fill="url(#sheen)" opacity="0.7"/>
  <polygon points="748,640 952,640 956,648 744,648" fill="#6f7b84" opacity="0.5"/>

  <!-- painter's ladder, bucket and a wet stripe of fresh paint -->
  <g transform="rotate(-14 700 640)">
    <rect x="676" y="330" width="8" height="312" fill="#d99a3b"/>
    <rect x="724" y="330" width="8" height="312" fill="#d99a3b"/>
    <g fill="#e8b35c">
      <rect x="680" y="360" width="48" height="7"/><rect x="680" y="405" width="48" height="7"/><rect x="680" y="450" width="48" height="7"/>
      <rect x="680" y="495" width="48" height="7"/><rect x="680" y="540" width="48" height="7"/><rect x="680" y="585" width="48" height="7"/>
    </g>
  </g>
  <rect x="628" y="604" width="40" height="38" rx="5" fill="#f4a259"/>
  <rect x="628" y="600" width="40" height="8" rx="3" fill="#c9772b"/>
  <path d="M633 606 q 15 14 30 0" fill="none" stroke="#0f3d3e" stroke-width="4"/>

  <!-- shrubs -->
  <g fill="#4f8f56">
    <ellipse cx="330" cy="640" rx="48" ry="30"/><ellipse cx="405" cy="645" rx="42" ry="26"/>
    <ellipse cx="620" cy="646" rx="30" ry="20"/>
  </g>
  <g fill="#6fae6a"><ellipse cx="322" cy="630" rx="26" ry="15"/><ellipse cx="400" cy="636" rx="22" ry="12"/></g>

  <!-- tree work: a fresh stump and cut rounds -->
  <ellipse cx="150" cy="770" rx="70" ry="16" fill="#4d8a45" opacity="0.6"/>
  <rect x="108" y="700" width="84" height="66" fill="#7a523f"/>
  <ellipse cx="150" cy="700" rx="42" ry="14" fill="#e7c89a"/>
  <ellipse cx="150" cy="700" rx="28" ry="9" fill="none" stroke="#c9a274" stroke-width="3"/>
  <ellipse cx="150" cy="700" rx="13" ry="4" fill="none" stroke="#c9a274" stroke-width="3"/>
  <g>
    <rect x="225" y="742" width="70" height="34" rx="6" fill="#7a523f"/><ellipse cx="295" cy="759" rx="12" ry="17" fill="#e7c89a"/>
    <rect x="245" y="712" width="62" height="32" rx="6" fill="#865b46"/><ellipse cx="307" cy="728" rx="11" ry="16" fill="#e7c89a"/>
  </g>

  <!-- walkway -->
  <polygon points="460,690 560,690 600,900 380,900" fill="#e4ddcf"/>
  <g stroke="#cfc6b4" stroke-width="3"><line x1="448" y1="740" x2="572" y2="740"/><line x1="430" y1="800" x2="584" y2="800"/><line x1="408" y1="860" x2="596" y2="860"/></g>
</svg>`
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>hero</title>')
    const svgDataUrl = `data:image/svg+xml;base64,${Buffer.from(heroSvg()).toString('base64')}`
    // Plain source text: tsx would otherwise inject helpers the page does not have.
    const rasterise = `async ({ svgDataUrl, heroWidths, width, height }) => {
      const image = new Image()
      image.src = svgDataUrl
      await image.decode()
      function draw(outWidth, outHeight, sourceY, sourceHeight, type, quality) {
        const canvas = document.createElement('canvas')
        canvas.width = outWidth
        canvas.height = outHeight
        const context = canvas.getContext('2d')
        context.imageSmoothingQuality = 'high'
        context.drawImage(image, 0, sourceY, width, sourceHeight, 0, 0, outWidth, outHeight)
        return canvas.toDataURL(type, quality)
      }
      const hero = heroWidths.map((outWidth) => ({
        name: 'hero-' + outWidth + '.webp',
        dataUrl: draw(outWidth, Math.round((outWidth * height) / width), 0, height, 'image/webp', 0.8),
      }))
      // Open Graph: 1200x630, cropped from the middle band of the scene.
      const ogSourceHeight = Math.round((width * 630) / 1200)
      return [...hero, { name: 'og-image.jpg', dataUrl: draw(1200, 630, 200, ogSourceHeight, 'image/jpeg', 0.85) }]
    }`
    const outputs = (await page.evaluate(
      `(${rasterise})(${JSON.stringify({ svgDataUrl, heroWidths: HERO_WIDTHS, width: WIDTH, height: HEIGHT })})`,
    )) as {
      name: string
      dataUrl: string
    }[]
    for (const { name, dataUrl } of outputs) {
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
      writeFileSync(`${OUT_DIR}/${name}`, bytes)
      console.log(`${OUT_DIR}/${name}  ${(bytes.length / 1024).toFixed(1)} KB`)
    }
  } finally {
    await browser.close()
  }
}

await main()
