import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, judgeSession, projectForm, submitProject } from './helpers'

// The showcase floor from outside, against the built server: /admin/table-cards (its page and its .data
// twin) and the table numbers' forms are the organiser's alone; the cards' QR codes lead to PUBLIC_URL,
// the address families use, whatever address the organiser printed from.
let server: BuiltServer
let admin: string
let judge: string
let project: { id: number; name: string }
const PUBLIC_URL = 'https://showcase.example.org'

beforeAll(async () => {
  server = await startBuiltServer({ env: { PUBLIC_URL } })
  admin = await adminCookie(server)
  judge = (await judgeSession(server)).cookie
  const submitted = await submitProject(server, await projectForm({ name: 'Tidal Clock zqxw' }))
  project = submitted.project!
  await approve(server, project.id)
  server.query('UPDATE projects SET table_number = 7 WHERE id = ? RETURNING id', project.id)
}, 120_000)
afterAll(() => server?.stop())

const tableOf = (id: number) =>
  server.query<{ table_number: number | null }>('SELECT table_number FROM projects WHERE id = ?', id)[0]!
    .table_number

const postForm = (form: Record<string, string>, cookie?: string) =>
  send(server, '/admin', {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })

describe('/admin/table-cards', () => {
  it.each([
    ['a stranger', () => undefined],
    ['an approved judge', () => judge],
  ])('is refused to %s, page and data alike, with nothing of the cards', async (_who, cookieOf) => {
    const cookie = cookieOf()
    for (const path of ['/admin/table-cards', '/admin/table-cards.data']) {
      const answer = await send(server, path, { headers: cookie ? { cookie } : {} })
      expect(answer.status, path).not.toBe(200)
      expect([answer.headers.location, answer.headers['x-remix-redirect']].join(' '), path).toContain(
        '/admin-login',
      )
      expect(answer.text, path).not.toContain(project.name)
      expect(answer.text, path).not.toContain('<svg')
    }
  })

  it('shows the admin a card whose QR code reads as the project’s page at PUBLIC_URL', async () => {
    const answer = await send(server, '/admin/table-cards', { headers: { cookie: admin } })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.text).toContain(project.name)
    const svg = /<div class="[^"]*\btable-card-qr\b[^"]*">(<svg[\s\S]*?<\/svg>)/.exec(answer.text)?.[1]
    expect(svg).toBeDefined()
    // Drawn as a printer would, at 300 dpi, then read as a phone reads it.
    const { data, info } = await sharp(Buffer.from(svg!), { density: 300 })
      .flatten({ background: '#fff' })
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#fff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      `${PUBLIC_URL}/project/${project.id}`,
    )
  })
})

describe('the table numbers’ forms', () => {
  it.each([
    ['a stranger', () => undefined],
    ['an approved judge', () => judge],
  ])('change nothing for %s', async (_who, cookieOf) => {
    const cookie = cookieOf()
    await postForm({ intent: 'number-tables', order: 'name' }, cookie)
    await postForm({ intent: 'set-table-number', id: String(project.id), tableNumber: '99' }, cookie)
    expect(tableOf(project.id)).toBe(7)
  })

  it('change the numbers for the admin', async () => {
    const moved = await postForm(
      { intent: 'set-table-number', id: String(project.id), tableNumber: '99' },
      admin,
    )
    expect(moved.status).toBe(302)
    expect(tableOf(project.id)).toBe(99)
    await postForm({ intent: 'number-tables', order: 'name' }, admin)
    expect(tableOf(project.id)).toBe(1)
  })
})
