// A stand-in for a Slack or Google Chat incoming webhook, on 127.0.0.1 in a process of its own (the double's
// UrlFetchApp waits for its answer synchronously): it keeps each POST it receives and answers `status`.
import { spawn, type ChildProcess } from 'node:child_process'

export interface ChatPost {
  method: string
  contentType: string
  body: string
}

export interface ChatWebhook {
  /** The incoming-webhook URL to set as LEAD_ALERT_URL. */
  url: string
  /** The posts received so far. */
  posts(): Promise<ChatPost[]>
  /** What the next posts are answered with. */
  answerWith(status: number): Promise<void>
  close(): void
}

const PROGRAM = `
const posts = []
let status = 200
require('node:http').createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    if (request.url === '/posts') return response.end(JSON.stringify(posts))
    if (request.url.startsWith('/answer-with/')) {
      status = Number(request.url.slice('/answer-with/'.length))
      return response.end('ok')
    }
    posts.push({ method: request.method, contentType: request.headers['content-type'] || '', body })
    response.writeHead(status)
    response.end(status === 200 ? 'ok' : 'failed')
  })
}).listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port)) })
`

export async function startChatWebhook(): Promise<ChatWebhook> {
  const child: ChildProcess = spawn(process.execPath, ['-e', PROGRAM], { env: { ...process.env, NODE_OPTIONS: '' } })
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (data) => resolve(/\d+/.exec(String(data))![0])),
  )
  const origin = `http://127.0.0.1:${port}`
  return {
    url: `${origin}/services/T000/B000/hook`,
    posts: async () => (await (await fetch(`${origin}/posts`)).json()) as ChatPost[],
    answerWith: async (status) => void (await fetch(`${origin}/answer-with/${status}`)),
    close: () => void child.kill(),
  }
}
