import { Link } from '@tanstack/react-router'
import { termsHeader, termsIntro, termsSections } from '../../content/terms'
import { LogoMark } from '../layout/logo-mark'
import { SiteFooter } from '../layout/site-footer'
import { SkipLink } from '../layout/skip-link'
import '../../styles/site.css'

export function TermsPage() {
  return (
    <div className="site terms">
      <SkipLink />
      <header className="terms-header">
        <div className="container container--narrow terms-header__inner">
          <Link to="/" className="terms-header__badge" aria-label={termsHeader.homeLabel}>
            <LogoMark size={40} />
          </Link>
          <h1 className="terms-header__title">
            <span className="terms-header__company">{termsHeader.company}</span>{' '}
            <span className="terms-header__subtitle">{termsHeader.subtitle}</span>
          </h1>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="terms-main">
        <div className="container container--narrow">
          <section className="terms-intro" aria-labelledby="terms-intro-title">
            <h2 id="terms-intro-title" className="terms-intro__title">
              {termsIntro.title}
            </h2>
            {termsIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <ol className="terms-list">
            {termsSections.map((section) => (
              <li key={section.number} className="terms-card">
                <article aria-labelledby={`terms-${section.number}`}>
                  <h2 id={`terms-${section.number}`} className="terms-card__title">
                    <span className="terms-card__number" aria-hidden="true">
                      {section.number}
                    </span>
                    <span>{section.title}</span>
                  </h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </article>
              </li>
            ))}
          </ol>
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
