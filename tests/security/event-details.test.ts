import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type BuiltServer } from '../setup/built-server'
import { judgeSession, projectForm, smallPng, startAsAdmin, submitProject } from './helpers'

// The Event tab (/admin/event) attacked from outside, against the built server (`npm start`): only the
// admin changes the event's words, every text is shown as text, links are absolute http(s) only, the logo
// is an image by its bytes, and a cross-site post changes nothing.

let server: BuiltServer
let admin: string
beforeAll(async () => ({ server, admin } = await startAsAdmin()), 120_000)
afterAll(async () => {
  await server?.stop()
})

const stored = () =>
  server.query<{ section: string; value: string }>('SELECT section, value FROM event_details')
const uploads = () => fs.readdirSync(path.join(server.dataDir, 'uploads')).sort()

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return send(server, '/admin/event', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}

const slot = (index: number, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`slots[${index}].${name}`, value]))

/** A valid form for every section, with `text` in every text field. */
function forms(text: string, link = 'https://example.org/page') {
  return {
    club: {
      intent: 'club',
      clubName: text,
      videoChannelUrl: link,
      aboutUrl: link,
      contactEmail: 'club@example.org',
    },
    event: {
      intent: 'event',
      date: '2026-06-13',
      startTime: '10:00',
      endTime: '15:30',
      timeZone: 'Europe/London',
      access: text.slice(0, 40),
      place: text,
    },
    agenda: {
      intent: 'agenda',
      ...slot(0, {
        start: '10:00',
        end: '11:00',
        title: text,
        description: text,
        points: text,
        guides: text,
        buttonLabel: text.slice(0, 40),
        buttonUrl: link,
      }),
      keynoteSpeaker: text,
      keynoteTagline: text,
      keynoteBiography: text,
      foodSignupUrl: link,
      'guides[0].name': text,
      'guides[0].role': text,
      'guides[0].url': link,
    },
    challenge: {
      intent: 'challenge',
      'grandPrize.title': text,
      'grandPrize.description': text,
      'secondPrize.title': text,
      'secondPrize.description': text,
      'bonusPrize.title': text,
      'bonusPrize.description': text,
      purpose: text,
      participation: text,
    },
  } as Record<string, Record<string, string>>
}

const everyIntent = (text: string) => [
  ...Object.values(forms(text)),
  ...['club', 'event', 'agenda', 'challenge'].map((section) => ({ intent: `reset-${section}` })),
]

describe('who may change the event’s words', () => {
  it('no one but the admin: an anonymous visitor, a family and a judge change nothing, resets included', async () => {
    // Something stored, so that a reset would show.
    expect((await post(forms('Riverside Science Club').club!, { cookie: admin })).status).toBe(302)
    const before = stored()
    expect(before).toHaveLength(1)
    const family = (await submitProject(server, await projectForm())).answer.cookies.join('; ')
    expect(family).not.toBe('')
    const judge = (await judgeSession(server)).cookie
    for (const cookie of [undefined, family, judge]) {
      for (const fields of everyIntent('Taken Over Club')) {
        const answer = await post(fields, cookie ? { cookie } : {})
        expect({ intent: fields.intent, status: answer.status, to: answer.headers.location }).toEqual({
          intent: fields.intent,
          status: 302,
          to: '/admin-login',
        })
      }
      expect(
        (await send(server, '/admin/event', { headers: cookie ? { cookie } : {} })).headers.location,
      ).toBe('/admin')
    }
    expect(stored()).toEqual(before)
    expect((await post({ intent: 'reset-club' }, { cookie: admin })).status).toBe(302)
    expect(stored()).toEqual([])
  })

  it('refuses a cross-site post, even with the admin’s cookie', async () => {
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of forged) {
      const answer = await post(forms('Forged Club').club!, { cookie: admin, ...headers })
      expect(answer.status).toBe(403)
    }
    expect(stored()).toEqual([])
  })
})

describe('what the event’s words may hold', () => {
  const markup = '<script>alert("owned")</script><b>bold</b>'

  it('shows <script> and HTML in every text field as text, on every page that carries them', async () => {
    // Read first: the saves must show on the very next request.
    expect((await send(server, '/agenda')).text).toContain('Kids Startup Club')
    for (const fields of Object.values(forms(markup))) {
      const answer = await post(fields, { cookie: admin })
      expect({ intent: fields.intent, status: answer.status }).toEqual({ intent: fields.intent, status: 302 })
    }
    expect(stored()).toHaveLength(4)
    for (const page of ['/agenda', '/challenge-info', '/privacy', '/feed']) {
      const html = (await send(server, page)).text
      expect(html).not.toContain('<script>alert')
      expect(html).not.toContain('<b>bold')
      expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;')
    }
    for (const section of ['club', 'event', 'agenda', 'challenge'])
      await post({ intent: `reset-${section}` }, { cookie: admin })
    expect(stored()).toEqual([])
  })

  it('refuses javascript:, data: and relative links beside the field, and stores nothing of that save', async () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '/relative/page',
      '//evil.example/x',
    ]) {
      // The Event section has no link; the Challenge section neither.
      const { club, agenda } = forms('Riverside Science Club', link)
      for (const fields of [club!, agenda!]) {
        const answer = await post(fields, { cookie: admin })
        expect({ intent: fields.intent, link, status: answer.status }).toEqual({
          intent: fields.intent,
          link,
          status: 400,
        })
        expect(answer.text).toContain('must be a full web address starting with https:// or http://')
      }
    }
    expect(stored()).toEqual([])
  })
})

describe('the club’s logo', () => {
  async function sendLogo(bytes: Buffer, name: string, type: string) {
    const form = new FormData()
    for (const [key, value] of Object.entries(forms('Riverside Science Club').club!)) form.append(key, value)
    form.append('logo', new File([new Uint8Array(bytes)], name, { type }))
    return send(server, '/admin/event', { body: form, headers: { cookie: admin } })
  }

  it('refuses an SVG and an HTML page named logo.png, and keeps no file', async () => {
    const files = uploads()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    for (const [bytes, name, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [html, 'logo.png', 'image/png'],
    ] as const) {
      const answer = await sendLogo(bytes, name, type)
      expect(answer.status).toBe(400)
      expect(answer.text).toContain('The logo must be a PNG, JPEG or WebP image')
    }
    expect(stored()).toEqual([])
    expect(uploads()).toEqual(files)
    expect(fs.readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([])
  })

  it('takes a PNG, re-encoded, served at its own address; a reset removes it', async () => {
    const answer = await sendLogo(await smallPng('#16a34a'), 'club.png', 'image/png')
    expect(answer.status).toBe(302)
    const logo = JSON.parse(stored()[0]!.value).logo as string
    expect(logo).toMatch(/^[0-9a-f]{32}\.png$/)
    const served = await send(server, `/event-logo/${logo}`)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect((await send(server, '/agenda')).text).toContain(`/event-logo/${logo}`)
    await post({ intent: 'reset-club' }, { cookie: admin })
    expect(uploads()).not.toContain(logo)
    expect((await send(server, `/event-logo/${logo}`)).status).toBe(404)
  })
})
