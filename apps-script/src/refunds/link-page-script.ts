// Runs in the refund or no-show page, not in the script: the page holds it as text, so it uses only its arguments
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
export function pageScript(link: { action: string; id: string; t: string }, couldNotSend: string) {
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
