// The only script of the prerendered public pages (build/prerender-plugin.ts links it): plain DOM, no framework.
import { enhanceBookingFrame } from './booking-frame'
import { showCurrentYear } from './current-year'
import { closeMenuOnLinkTap } from './menu'

for (const menu of document.querySelectorAll<HTMLElement>('[data-site-menu]')) closeMenuOnLinkTap(menu)
for (const box of document.querySelectorAll<HTMLElement>('[data-booking-frame]')) enhanceBookingFrame(box)
showCurrentYear(document)
