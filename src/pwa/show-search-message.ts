/** What the service worker posts to an open tool when a lead's notification is clicked: show the Search tab. */
export const SHOW_SEARCH_MESSAGE = 'SHOW_SEARCH'
