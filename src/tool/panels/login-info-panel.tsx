import { toolDeployment } from '../../content/tool-deployment'
import { loginInfoCopy } from '../../content/tool-copy'
import { isSafeLink } from '../../partners/safe-link'
import { CopyButton } from '../ui/copy-button'

interface LoginPanelProps {
  title: string
  openLabel: string
  login: { loginUrl: string; username: string; password: string }
}

function LoginRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className="login-row">
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>
        <CopyButton text={value} label={copyLabel} />
      </dd>
    </div>
  )
}

function LoginPanel({ title, openLabel, login }: LoginPanelProps) {
  const href = isSafeLink(login.loginUrl) ? login.loginUrl.trim() : null
  return (
    <section className="login-panel" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        <LoginRow label={loginInfoCopy.usernameLabel} value={login.username} copyLabel={`Copy ${title} username`} />
        <LoginRow label={loginInfoCopy.passwordLabel} value={login.password} copyLabel={`Copy ${title} password`} />
      </dl>
      {href ? (
        <a className="button button-secondary" href={href} target="_blank" rel="noopener noreferrer">
          {openLabel}
        </a>
      ) : null}
    </section>
  )
}

export function LoginInfoPanel() {
  return (
    <>
      <h2>{loginInfoCopy.heading}</h2>
      <p>{loginInfoCopy.intro}</p>
      <div className="login-panels">
        <LoginPanel
          title={loginInfoCopy.supportMailbox.title}
          openLabel={loginInfoCopy.supportMailbox.open}
          login={toolDeployment.supportMailbox}
        />
        <LoginPanel
          title={loginInfoCopy.fieldServiceApp.title}
          openLabel={loginInfoCopy.fieldServiceApp.open}
          login={toolDeployment.fieldServiceApp}
        />
      </div>
    </>
  )
}
