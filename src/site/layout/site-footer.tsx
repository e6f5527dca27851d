import { Link } from '@tanstack/react-router'
import { footer } from '../../content/landing'
import { InertLink } from './inert-link'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__copyright">
          {footer.copyrightSign} <span data-current-year="">{new Date().getFullYear()}</span> {footer.copyrightHolder}
        </p>
        <nav aria-label={footer.nav}>
          <ul className="site-footer__links">
            <li>
              <InertLink label={footer.privacy} />
            </li>
            <li>
              <Link to="/tos">{footer.terms}</Link>
            </li>
            <li>
              <InertLink label={footer.doNotSell} />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
