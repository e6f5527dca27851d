/** The /schedule frame's query under the default configuration: the page's colours, no GDPR banner, the default UTM values, inline embed. */
export const DEFAULT_SCHEDULE_FRAME_QUERY = {
  primary_color: '0f3d3e',
  text_color: '14213d',
  hide_gdpr_banner: '1',
  utm_source: 'website',
  utm_medium: 'schedule-page',
  embed_type: 'Inline',
}
