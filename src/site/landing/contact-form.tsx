import { Link } from '@tanstack/react-router'
import { contact } from '../../content/landing'

const { fields } = contact

/**
 * The contact form as specified: no validation and no submission, with or without script. It has no action
 * and no submit button, so neither Submit nor Enter in a field submits it.
 */
export function ContactForm() {
  return (
    <form className="contact-form" noValidate aria-labelledby="contact-title">
      <div className="field">
        <label htmlFor="contact-first-name">{fields.firstName}</label>
        <input id="contact-first-name" name="firstName" type="text" autoComplete="given-name" />
      </div>
      <div className="field">
        <label htmlFor="contact-last-name">{fields.lastName}</label>
        <input id="contact-last-name" name="lastName" type="text" autoComplete="family-name" />
      </div>
      <div className="field field--wide">
        <label htmlFor="contact-company">{fields.company}</label>
        <input id="contact-company" name="company" type="text" autoComplete="organization" />
      </div>
      <div className="field">
        <label htmlFor="contact-email">{fields.email}</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className="field">
        <label htmlFor="contact-phone">{fields.phone}</label>
        <input id="contact-phone" name="phone" type="tel" autoComplete="tel" />
      </div>
      <div className="field field--wide">
        <label htmlFor="contact-message">{fields.message}</label>
        <textarea id="contact-message" name="message" rows={5} aria-describedby="contact-message-hint" />
        <p id="contact-message-hint" className="field__hint">
          {contact.messageHint}
        </p>
      </div>
      <div className="contact-form__actions field--wide">
        <button type="button" className="button button--primary">
          {contact.submit}
        </button>
        <p className="contact-form__aside">
          {contact.aside} <Link to="/schedule">{contact.asideLink}</Link>
        </p>
      </div>
    </form>
  )
}
