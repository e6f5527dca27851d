/** Closes an open popover menu once one of its links is chosen: a popover stays open on clicks inside it. */
export function closeMenuOnLinkTap(menu: HTMLElement, signal?: AbortSignal): void {
  // Without the Popover API the links are shown inline (site.css): nothing to close.
  if (!('hidePopover' in menu)) return
  menu.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return
      if (menu.matches(':popover-open')) menu.hidePopover()
    },
    { signal },
  )
}
