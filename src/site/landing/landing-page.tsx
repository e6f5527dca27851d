import { Link } from '@tanstack/react-router'
import { benefits, contact, hero, howItWorks, pricing, services, stats, testimonials } from '../../content/landing'
import { SiteFooter } from '../layout/site-footer'
import { SiteHeader } from '../layout/site-header'
import { SkipLink } from '../layout/skip-link'
import { ContactForm } from './contact-form'
import { HeroImage } from './hero-image'
import { Icon } from './icons'
import type { IconName } from './icons'
import '../../styles/site.css'
import { LandingSection, LineList, TitledList } from './landing-section'

const benefitIcons: readonly IconName[] = ['receipt', 'pin', 'phone', 'sync']

export function LandingPage() {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__grid">
            <div className="hero__copy">
              <p className="eyebrow">{hero.eyebrow}</p>
              <h1 id="hero-title" className="hero__title">
                {hero.headline}
              </h1>
              <p className="hero__lede">{hero.lede}</p>
              <div className="hero__actions">
                <Link to="/schedule" className="button button--primary button--large">
                  {hero.bookDemo}
                </Link>
                <Link to="/" hash="pricing" className="button button--ghost button--large">
                  {hero.secondary}
                </Link>
              </div>
              <LineList className="promises promises--hero hero__promises" lines={pricing.promises} />
            </div>
            <div className="hero__media">
              <HeroImage />
            </div>
          </div>
        </section>

        <LandingSection name="benefits" copy={benefits}>
          <TitledList
            items={benefits.items}
            className="card-grid card-grid--4"
            itemClassName="card"
            iconOf={(index) => <Icon name={benefitIcons[index] ?? 'receipt'} />}
          />
        </LandingSection>

        <LandingSection name="services" copy={services} className="section section--tint">
          <TitledList items={services.items} className="card-grid card-grid--3" itemClassName="card card--trade" />
        </LandingSection>

        <LandingSection name="how" copy={howItWorks}>
          <TitledList ordered items={howItWorks.steps} className="steps" itemClassName="steps__item" />
        </LandingSection>

        <LandingSection name="pricing" copy={pricing} className="section section--tint">
          <ul className="card-grid card-grid--3">
            {pricing.plans.map((plan) => (
              <li key={plan.trade} className="card price-card">
                <h3 className="card__title">{plan.trade}</h3>
                <p className="price-card__price">
                  <span className="price-card__amount">{plan.price}</span>{' '}
                  <span className="price-card__unit">{plan.unit}</span>
                </p>
              </li>
            ))}
          </ul>
          <LineList className="promises" lines={pricing.promises} />
        </LandingSection>

        <LandingSection name="testimonials" copy={testimonials}>
          <ul className="card-grid card-grid--3">
            {testimonials.items.map((item) => (
              <li key={item.name} className="card testimonial">
                <figure>
                  <blockquote>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption>
                    <span className="testimonial__name">{item.name}</span>
                    <span className="testimonial__role">{item.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </LandingSection>

        <LandingSection name="stats" copy={stats} className="section stats">
          <dl className="stats__list">
            {stats.items.map((item) => (
              <div key={item.label} className="stats__item">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </LandingSection>

        <section
          id={contact.id}
          className="section section--tint"
          aria-labelledby="contact-title"
          data-section="contact"
        >
          <div className="container split contact">
            <div className="contact__intro">
              <h2 id="contact-title" className="section__title">
                {contact.title}
              </h2>
              <p className="section__intro">{contact.intro}</p>
            </div>
            <ContactForm />
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  )
}
