import { schedulePage } from '../../content/landing'
import { SiteFooter } from '../layout/site-footer'
import { SiteHeader } from '../layout/site-header'
import { SkipLink } from '../layout/skip-link'
import { BookingFrame } from './booking-frame'
import '../../styles/site.css'

export function SchedulePage() {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="schedule">
        <div className="container split schedule__grid">
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
          <BookingFrame title={schedulePage.frameTitle} />
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
