// Runs in a link's page (refund, no-show, confirm, another time), not in the script: the page holds it as text, so it uses only its arguments
// and these browser globals.

interface PageElement {
  id: string
  disabled: boolean
  textContent: string | null
  value: string
  setAttribute(name: string, value: string): void
  querySelector(selector: string): PageElement | null
  replaceWith(element: PageElement): void
  addEventListener(type: 'submit', listener: (event: { preventDefault(): void }) => void): void
}
interface ScriptRun {
  withSuccessHandler(handler: (answer: { retry?: boolean; text: string }) => void): ScriptRun
  withFailureHandler(handler: () => void): ScriptRun
  askFromLink(request: object): void
}
declare const document: {
  getElementById(id: string): PageElement
  createElement(tag: string): PageElement
}
declare const google: { script: { run: ScriptRun } }

/** Sends the form through google.script.run and shows the answer's text in its place. */
function pageScript(link: { action: string; id: string; t: string }, couldNotSend: string) {
  const form = document.getElementById('ask')
  const button = form.querySelector('button')!
  const problem = document.getElementById('problem')
  form.addEventListener('submit', function (event) {
    event.preventDefault()
    const chosen = form.querySelector('input[name="reason"]:checked')
    button.disabled = true
    problem.textContent = ''
    google.script.run
      .withSuccessHandler(function (answer) {
        if (answer.retry) {
          button.disabled = false
          problem.textContent = answer.text
          return
        }
        const shownAnswer = document.createElement('p')
        shownAnswer.id = 'answer'
        shownAnswer.setAttribute('role', 'status')
        shownAnswer.textContent = answer.text
        form.replaceWith(shownAnswer)
      })
      .withFailureHandler(function () {
        button.disabled = false
        problem.textContent = couldNotSend
      })
      .askFromLink({
        action: link.action,
        id: link.id,
        t: link.t,
        reason: chosen ? chosen.value : '',
        note: document.getElementById('note').value,
      })
  })
}

export function escapeHtml(text: unknown): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

// Every tap target is at least 24 px (WCAG 2.5.8); a phone gets full-width buttons and nothing wider than the screen.
export const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:40rem;line-height:1.5;overflow-wrap:anywhere}' +
  'dt{font-weight:600}dd{margin:0 0 .5rem}fieldset{border:0;padding:0;margin:0;min-width:0}' +
  'label{display:flex;align-items:center;gap:.5rem;min-height:2.75rem}' +
  'input[type=radio]{width:1.5rem;height:1.5rem;margin:0;flex:none}' +
  'textarea{box-sizing:border-box;width:100%;min-height:6rem;font:inherit}' +
  'button{font-size:1rem;min-height:2.75rem;padding:.5rem 1rem}' +
  '@media (max-width:40rem){body{margin:1rem}button{width:100%}}'

/** The script tag that sends the page's form through `askFromLink`, for this link. */
export function pageScriptTag(link: { action: string; id: string; t: string }, couldNotSend: string): string {
  const linkJson = JSON.stringify(link).replace(/</g, '\\u003c')
  return `<script>(${String(pageScript)})(${linkJson},${JSON.stringify(couldNotSend)})</script>`
}
