import { useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { deployment } from '../../content/deployment'
import { siteNav } from '../../content/landing'
import { LogoMark } from './logo-mark'

const hashOf = (href: string) => href.replace(/^#/, '')

/**
 * Sticky header of the landing and scheduling pages. Below 820 px the section links fold
 * into a menu: a button with aria-expanded/aria-controls; Escape or choosing a link closes it.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" onClick={close}>
          <LogoMark />
          <span className="brand__name">{deployment.companyName}</span>
        </Link>
        <nav className="site-nav" aria-label={siteNav.label}>
          <button
            ref={toggleRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={open}
            aria-controls="site-nav-links"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="site-nav__bars" aria-hidden="true" />
            <span className="site-nav__toggle-label">{siteNav.menuButton}</span>
          </button>
          <ul id="site-nav-links" className="site-nav__links" data-open={open}>
            {siteNav.links.map((link) => (
              <li key={link.href}>
                <Link to="/" hash={hashOf(link.href)} className="site-nav__link" onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" hash="contact" className="button button--accent site-header__cta" onClick={close}>
          {siteNav.getQuotes}
        </Link>
      </div>
    </header>
  )
}
