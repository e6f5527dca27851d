import { deployment } from '../../content/deployment'
import { schedulePage } from '../../content/landing'
import { BookingWidget } from '../booking-widget/booking-widget'
import type { BookingUtm } from '../booking-widget/embed-url'
import { SiteFooter } from '../layout/site-footer'
import { SiteHeader } from '../layout/site-header'
import { SkipLink } from '../layout/skip-link'
import '../../styles/site.css'

const pageSettings = { primaryColor: '#0f3d3e', textColor: '#14213d', hideGdprBanner: true } as const

/** UTM fields from the page's own query string, passed through to the widget. */
export function utmFromSearch(search: Readonly<Record<string, string | undefined>>): BookingUtm {
  return {
    utmCampaign: search.utm_campaign,
    utmSource: search.utm_source,
    utmMedium: search.utm_medium,
    utmContent: search.utm_content,
    utmTerm: search.utm_term,
  }
}

export function SchedulePage({ search = {} }: { search?: Readonly<Record<string, string | undefined>> }) {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="schedule">
        <div className="container schedule__grid">
          <div className="schedule__intro">
            <p className="eyebrow">{schedulePage.eyebrow}</p>
            <h1 className="schedule__title">{schedulePage.title}</h1>
            <p className="schedule__lede">{schedulePage.intro}</p>
            <ul className="checklist">
              {schedulePage.expectations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <BookingWidget
            url={deployment.bookingUrl}
            title={schedulePage.frameTitle}
            pageSettings={pageSettings}
            utm={utmFromSearch(search)}
          />
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
