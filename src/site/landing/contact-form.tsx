import { Link } from '@tanstack/react-router'
import { contact } from '../../content/landing'

const { fields } = contact

const INPUTS: readonly {
  name: 'firstName' | 'lastName' | 'company' | 'email' | 'phone'
  id: string
  type: 'text' | 'email' | 'tel'
  autoComplete: string
  wide?: boolean
}[] = [
  { name: 'firstName', id: 'contact-first-name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', id: 'contact-last-name', type: 'text', autoComplete: 'family-name' },
  { name: 'company', id: 'contact-company', type: 'text', autoComplete: 'organization', wide: true },
  { name: 'email', id: 'contact-email', type: 'email', autoComplete: 'email' },
  { name: 'phone', id: 'contact-phone', type: 'tel', autoComplete: 'tel' },
]

/** As specified, no validation and no submission: no action and no submit button, so not even Enter submits it. */
export function ContactForm() {
  return (
    <form className="contact-form" noValidate aria-labelledby="contact-title">
      {INPUTS.map(({ name, id, type, autoComplete, wide }) => (
        <div key={name} className={wide ? 'field field--wide' : 'field'}>
          <label htmlFor={id}>{fields[name]}</label>
          <input id={id} name={name} type={type} autoComplete={autoComplete} />
        </div>
      ))}
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
