import { Link } from '@tanstack/react-router'
import { deployment } from '../../content/deployment'
import { siteNav } from '../../content/landing'
import { closeMenuOnLinkTap } from '../page-script/menu'
import { LogoMark } from './logo-mark'
import { usePageScript } from './use-page-script'

const hashOf = (href: string) => href.replace(/^#/, '')

/** Below 52rem the links fold into a native popover menu: it works without script and exposes its expanded state. */
export function SiteHeader() {
  const menuRef = usePageScript<HTMLUListElement>(closeMenuOnLinkTap)
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <LogoMark />
          <span className="brand__name">{deployment.companyName}</span>
        </Link>
        <nav className="site-nav" aria-label={siteNav.label}>
          <button
            type="button"
            className="site-nav__toggle"
            popoverTarget="site-nav-links"
            aria-controls="site-nav-links"
          >
            <span className="site-nav__bars" aria-hidden="true" />
            <span className="site-nav__toggle-label">{siteNav.menuButton}</span>
          </button>
          <ul ref={menuRef} id="site-nav-links" className="site-nav__links" popover="auto" data-site-menu="">
            {siteNav.links.map((link) => (
              <li key={link.href}>
                <Link to="/" hash={hashOf(link.href)} className="site-nav__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" hash="contact" className="button button--accent site-header__cta">
          {siteNav.getQuotes}
        </Link>
      </div>
    </header>
  )
}
