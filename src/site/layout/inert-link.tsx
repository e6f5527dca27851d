import { footer } from '../../content/landing'

/** No href, so it can never 404; `aria-disabled` and the hidden "(coming soon)" tell assistive technology why. */
export function InertLink({ label }: { label: string }) {
  return (
    <a role="link" aria-disabled="true" className="inert-link">
      {label}
      <span className="visually-hidden"> {footer.unavailable}</span>
    </a>
  )
}
