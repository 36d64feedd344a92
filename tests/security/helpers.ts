import crypto from 'node:crypto'
import fs from 'node:fs'
import sharp from 'sharp'
import { ADMIN_PASSWORD, send, startBuiltServer, type BuiltServer } from '../setup/built-server'

/** The admin's session cookie, signed in through the JSON API from `from`. */
export async function adminCookie(server: BuiltServer, from = '127.0.0.1') {
  const answer = await send(server, '/api/admin/login', { body: { password: ADMIN_PASSWORD }, from })
  if (answer.status !== 200) throw new Error(`admin login: ${answer.status} ${answer.text}`)
  return answer.cookies.join('; ')
}

/** The built server, started for the calling file, and the admin signed in on it. */
export async function startAsAdmin() {
  const server = await startBuiltServer()
  return { server, admin: await adminCookie(server) }
}

/**
 * A judge who registered through the API and whom the admin approved, signed in. `approve: false` leaves
 * them waiting for the organiser's approval.
 */
export async function judgeSession(server: BuiltServer, options: { approve?: boolean; from?: string } = {}) {
  const email = `judge-${crypto.randomBytes(4).toString('hex')}@example.org`
  const password = 'judge-password-1'
  const from = options.from ?? '127.0.0.1'
  const registered = await send(server, '/api/judges/register', {
    body: { name: 'Jo Judge', email, password, expertise: 'Robots' },
    from,
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`)
  const id = registered.json<{ judge: { id: number } }>().judge.id
  if (options.approve ?? true) {
    const approved = await send(server, `/api/judges/${id}`, {
      method: 'PATCH',
      body: { isApproved: true },
      headers: { cookie: await adminCookie(server) },
    })
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${approved.text}`)
  }
  const login = await send(server, '/api/judges/login', { body: { email, password }, from })
  if (login.status !== 200) throw new Error(`judge login: ${login.status} ${login.text}`)
  return { id, email, password, cookie: login.cookies.join('; ') }
}

export async function smallPng(colour = '#2563eb') {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** A valid submission's multipart form; `thumbnail: null` leaves the thumbnail out. */
export async function projectForm(
  fields: Record<string, string> = {},
  thumbnail?: { bytes: Buffer; name: string; type: string } | null,
) {
  const form = new FormData()
  const values = {
    name: `Project ${crypto.randomBytes(3).toString('hex')}`,
    authorName: 'Sam',
    authorEmail: 'family@example.org',
    submissionType: 'video',
    submissionMethod: 'youtube',
    url: 'https://youtu.be/dQw4w9WgXcQ',
    description: 'A kite that measures the wind.',
    // The JSON API records a family's consent when sent.
    consent: 'true',
    ...fields,
  }
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  const image =
    thumbnail === undefined ? { bytes: await smallPng(), name: 'kite.png', type: 'image/png' } : thumbnail
  if (image)
    form.append('thumbnail', new File([new Uint8Array(image.bytes)], image.name, { type: image.type }))
  return form
}

/** Submits a project through the JSON API; returns the answer and the project it created. */
export async function submitProject(server: BuiltServer, form: FormData, from = '127.0.0.1', headers = {}) {
  const answer = await send(server, '/api/projects', { body: form, from, headers })
  return {
    answer,
    project: answer.status === 201 ? answer.json<{ id: number; name: string; thumbnail: string }>() : null,
  }
}

export async function approve(server: BuiltServer, projectId: number) {
  const answer = await send(server, `/api/projects/${projectId}`, {
    method: 'PATCH',
    body: { status: 'approved' },
    headers: { cookie: await adminCookie(server) },
  })
  if (answer.status !== 200) throw new Error(`approve project: ${answer.status} ${answer.text}`)
}

function subBlocks(data: Buffer) {
  const parts: Buffer[] = []
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.subarray(i, i + 255)
    parts.push(Buffer.from([chunk.length]), chunk)
  }
  return Buffer.concat([...parts, Buffer.from([0])])
}

/** The secrets hidden in gifWithHiddenLocation: none may reach anyone who downloads the picture. */
export const hiddenLocation = { xmp: 'exif:GPSLatitude', comment: 'Taken at 51.5N 0.12W, home' }

/**
 * A two-frame animated GIF carrying a comment and an XMP packet with a GPS position, the way phones and
 * editors write them: extension blocks after the global colour table.
 */
export async function gifWithHiddenLocation() {
  const frame = (colour: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer()
  const gif = await sharp([await frame('#ef4444'), await frame('#3b82f6')], { join: { animated: true } })
    .gif()
    .toBuffer()
  const packed = gif[10]!
  const colourTable = packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0
  const at = 13 + colourTable
  const xmp = Buffer.from(
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><${hiddenLocation.xmp}>51,30.0N</${hiddenLocation.xmp}></x:xmpmeta>`,
  )
  return Buffer.concat([
    gif.subarray(0, at),
    Buffer.from([0x21, 0xfe]),
    subBlocks(Buffer.from(hiddenLocation.comment)),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('XMP DataXMP'),
    subBlocks(xmp),
    gif.subarray(at),
  ])
}

/** The server's resident memory, from /proc. */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}
