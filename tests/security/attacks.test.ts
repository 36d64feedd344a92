import path from 'node:path'
import zlib from 'node:zlib'
import type { ActionFunctionArgs } from '@remix-run/node'
import bcrypt from 'bcryptjs'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSettings, projects, projectScores, storedFiles } from '../../db/schema'
import { createJudge } from '../../app/features/accounts/judges.server'
import { db } from '../../app/infra/db.server'
import { fileStore } from '../../app/infra/storage.server'
import { action as adminLogin } from '../../app/routes/api.admin.login'
import { action as adminLogout } from '../../app/routes/api.admin.logout'
import { action as changePassword } from '../../app/routes/api.admin.change-password'
import { loader as gradingStats } from '../../app/routes/api.admin.grading-stats'
import { action as projectAction } from '../../app/routes/api.projects.$id'
import { action as thumbnailAction } from '../../app/routes/api.projects.$id.thumbnail'
import { loader as judgesList, action as judgesAdd } from '../../app/routes/api.judges'
import { action as judgeAction } from '../../app/routes/api.judges.$id'
import { action as judgeLogin } from '../../app/routes/api.judges.login'
import { action as judgeLogout } from '../../app/routes/api.judges.logout'
import { loader as me } from '../../app/routes/api.judges.me'
import { loader as myScores } from '../../app/routes/api.judges.me.scores'
import { action as profile } from '../../app/routes/api.judges.profile'
import { action as submitBatch } from '../../app/routes/api.scoring.submit-batch'
import { action as createProjectApi } from '../../app/routes/api.projects'
import { loader as serveFile } from '../../app/routes/api.files.$name'
import { addProject } from '../setup/fixtures'
import { projectForm, smallPng } from './helpers'

// Each attack against the real routes and this file's own database (a private data folder).
type Call = ActionFunctionArgs
type Route = (args: Call) => Promise<unknown> | unknown

function call(
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  params: Record<string, string> = {},
): Call {
  const isForm = init.body instanceof FormData
  return {
    request: new Request(`http://localhost${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
      body:
        init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
    }),
    params,
    context: {},
  }
}

async function run(route: Route, args: Call): Promise<Response> {
  try {
    const result = await route(args)
    return result instanceof Response ? result : Response.json(result)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!
const rows = (
  table: Parameters<typeof db.select>[0] extends never
    ? never
    : typeof projects | typeof projectScores | typeof storedFiles,
) => db.select({ n: count() }).from(table).get()!.n

let projectId: number
let judgeCookie: string
let adminCookie: string
let judgeId: number
let otherJudgeId: number

beforeAll(async () => {
  db.update(adminSettings)
    .set({ passwordHash: bcrypt.hashSync('admin-pass-1', 4) })
    .run()
  projectId = addProject(db, {
    name: 'Kite',
    description: 'd',
    authorName: 'Kid',
    authorEmail: 'k@example.org',
    status: 'approved',
  }).id
  judgeId = (
    await createJudge(db, { name: 'Jude', email: 'jude@example.org', password: 'secret1', isApproved: true })
  ).id
  otherJudgeId = (
    await createJudge(db, {
      name: 'Other',
      email: 'other@example.org',
      password: 'secret1',
      isApproved: true,
    })
  ).id
  judgeCookie = cookieOf(
    await run(
      judgeLogin,
      call('/api/judges/login', { method: 'POST', body: { email: 'jude@example.org', password: 'secret1' } }),
    ),
  )
  adminCookie = cookieOf(
    await run(adminLogin, call('/api/admin/login', { method: 'POST', body: { password: 'admin-pass-1' } })),
  )
})
afterAll(() => db.$client.close())

const pid = () => ({ id: String(projectId) })
const judgeEndpoints: Array<[string, (cookie?: string) => Promise<Response>]> = [
  ['GET /api/judges/me', (cookie) => run(me, call('/api/judges/me', { cookie }))],
  ['GET /api/judges/me/scores', (cookie) => run(myScores, call('/api/judges/me/scores', { cookie }))],
  [
    'PATCH /api/judges/profile',
    (cookie) =>
      run(profile, call('/api/judges/profile', { method: 'PATCH', cookie, body: { name: 'Hacked' } })),
  ],
  [
    'POST /api/scoring/submit-batch',
    (cookie) =>
      run(
        submitBatch,
        call('/api/scoring/submit-batch', {
          method: 'POST',
          cookie,
          body: { scores: [{ projectId, criteriaId: 1, score: 10 }] },
        }),
      ),
  ],
]
const adminEndpoints: Array<[string, (cookie?: string) => Promise<Response>]> = [
  [
    'POST /api/admin/change-password',
    (cookie) =>
      run(
        changePassword,
        call('/api/admin/change-password', {
          method: 'POST',
          cookie,
          body: { currentPassword: 'x', newPassword: 'yyyyyy' },
        }),
      ),
  ],
  [
    'GET /api/admin/grading-stats',
    (cookie) => run(gradingStats, call('/api/admin/grading-stats', { cookie })),
  ],
  [
    'PATCH /api/projects/:id',
    (cookie) =>
      run(
        projectAction,
        call(`/api/projects/${projectId}`, { method: 'PATCH', cookie, body: { status: 'rejected' } }, pid()),
      ),
  ],
  [
    'DELETE /api/projects/:id',
    (cookie) => run(projectAction, call(`/api/projects/${projectId}`, { method: 'DELETE', cookie }, pid())),
  ],
  [
    'POST /api/projects/:id/thumbnail',
    (cookie) =>
      run(thumbnailAction, call(`/api/projects/${projectId}/thumbnail`, { method: 'POST', cookie }, pid())),
  ],
  ['GET /api/judges', (cookie) => run(judgesList, call('/api/judges', { cookie }))],
  [
    'POST /api/judges',
    (cookie) =>
      run(
        judgesAdd,
        call('/api/judges', { method: 'POST', cookie, body: { name: 'X', email: 'x@example.org' } }),
      ),
  ],
  [
    'PATCH /api/judges/:id',
    (cookie) =>
      run(
        judgeAction,
        call(
          `/api/judges/${judgeId}`,
          { method: 'PATCH', cookie, body: { isActive: false } },
          { id: String(judgeId) },
        ),
      ),
  ],
  [
    'DELETE /api/judges/:id',
    (cookie) =>
      run(judgeAction, call(`/api/judges/${judgeId}`, { method: 'DELETE', cookie }, { id: String(judgeId) })),
  ],
]

function snapshot() {
  return JSON.stringify([
    db.select().from(projects).all(),
    db.select().from(projectScores).all(),
    rows(storedFiles),
  ])
}

describe('authorisation matrix', () => {
  it('judge endpoints: 401 without a cookie, 403 with the admin’s, nothing changed', async () => {
    const before = snapshot()
    for (const [name, send] of judgeEndpoints) {
      expect((await send()).status, name).toBe(401)
      expect((await send(adminCookie)).status, name).toBe(403)
    }
    expect(snapshot()).toBe(before)
  })

  it('admin endpoints: 401 without a cookie, 403 with a judge’s, nothing changed', async () => {
    const before = snapshot()
    for (const [name, send] of adminEndpoints) {
      expect((await send()).status, name).toBe(401)
      expect((await send(judgeCookie)).status, name).toBe(403)
    }
    expect(snapshot()).toBe(before)
  })

  it('a cookie replayed after logout is refused on every endpoint', async () => {
    const judge = cookieOf(
      await run(
        judgeLogin,
        call('/api/judges/login', {
          method: 'POST',
          body: { email: 'other@example.org', password: 'secret1' },
        }),
      ),
    )
    const admin = cookieOf(
      await run(adminLogin, call('/api/admin/login', { method: 'POST', body: { password: 'admin-pass-1' } })),
    )
    await run(judgeLogout, call('/api/judges/logout', { method: 'POST', cookie: judge }))
    await run(adminLogout, call('/api/admin/logout', { method: 'POST', cookie: admin }))
    for (const [name, send] of judgeEndpoints) expect((await send(judge)).status, name).toBe(401)
    for (const [name, send] of adminEndpoints) expect((await send(admin)).status, name).toBe(401)
  })
})

describe('no state change on GET', () => {
  it('answers 405 with Allow on every action-only route', async () => {
    const routes = await Promise.all(
      [
        'api.judges.login',
        'api.judges.logout',
        'api.judges.register',
        'api.judges.forgot-password',
        'api.judges.profile',
        'api.scoring.submit-batch',
        'api.admin.login',
        'api.admin.logout',
        'api.admin.change-password',
        'api.projects.$id.thumbnail',
        'api.judges.$id',
      ].map(
        async (name) =>
          [name, (await import(`../../app/routes/${name}.ts`)) as { loader: () => Response }] as const,
      ),
    )
    for (const [name, route] of routes) {
      const response = route.loader()
      expect(response.status, name).toBe(405)
      expect(response.headers.get('allow'), name).toBeTruthy()
      expect(await response.json()).toEqual({ message: 'Method not allowed' })
    }
  })
})

describe('forged requests', () => {
  it('a cross-site POST is refused with 403 and nothing changes', async () => {
    const before = snapshot()
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]
    for (const headers of forged) {
      const response = await run(
        projectAction,
        call(
          `/api/projects/${projectId}`,
          { method: 'PATCH', cookie: adminCookie, body: { status: 'rejected' }, headers },
          pid(),
        ),
      )
      expect(response.status).toBe(403)
      const batch = await run(
        submitBatch,
        call('/api/scoring/submit-batch', {
          method: 'POST',
          cookie: judgeCookie,
          body: { scores: [{ projectId, criteriaId: 1, score: 9 }] },
          headers,
        }),
      )
      expect(batch.status).toBe(403)
    }
    expect(snapshot()).toBe(before)
    const sameSite = await run(
      submitBatch,
      call('/api/scoring/submit-batch', {
        method: 'POST',
        cookie: judgeCookie,
        body: { scores: [{ projectId, criteriaId: 1, score: 9 }] },
        headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      }),
    )
    expect(sameSite.status).toBe(200)
  })

  it('a judge cannot score as another judge: an id in a score is ignored, one naming the batch’s judge refuses it', async () => {
    const theirs = () => db.select().from(projectScores).where(eq(projectScores.judgeId, otherJudgeId)).all()
    const mine = () =>
      db
        .select()
        .from(projectScores)
        .where(eq(projectScores.judgeId, judgeId))
        .all()
        .map((s) => s.criteriaId)
    // The batch names the judge it was made by (a tablet shared by two judges): not the signed-in one, so
    // it is not applied, for either.
    const named = await run(
      submitBatch,
      call('/api/scoring/submit-batch', {
        method: 'POST',
        cookie: judgeCookie,
        body: { judgeId: otherJudgeId, scores: [{ projectId, criteriaId: 2, score: 4 }] },
      }),
    )
    expect(named.status).toBe(403)
    expect(theirs()).toEqual([])
    expect(mine()).not.toContain(2)
    await run(
      submitBatch,
      call('/api/scoring/submit-batch', {
        method: 'POST',
        cookie: judgeCookie,
        body: { scores: [{ projectId, criteriaId: 2, score: 4, judgeId: otherJudgeId }] },
      }),
    )
    expect(theirs()).toEqual([])
    expect(mine()).toContain(2)
  })
})

describe('rate limits', () => {
  it('the 11th rapid failed login gets 429 with Retry-After, answered before any password check', async () => {
    const attempt = () =>
      run(
        judgeLogin,
        call('/api/judges/login', { method: 'POST', body: { email: 'jude@example.org', password: 'guess' } }),
      )
    for (let i = 1; i <= 10; i++) expect((await attempt()).status, `attempt ${i}`).toBe(401)
    const started = performance.now()
    const refused = await attempt()
    const elapsed = performance.now() - started
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    )
    // bcrypt at cost 10 takes tens of milliseconds; the refusal does not wait for it.
    expect(elapsed).toBeLessThan(20)
    // Another judge's e-mail is a different bucket.
    expect(
      (
        await run(
          judgeLogin,
          call('/api/judges/login', {
            method: 'POST',
            body: { email: 'other@example.org', password: 'guess' },
          }),
        )
      ).status,
    ).toBe(401)
  })
})

describe('bad input changes nothing', () => {
  const bad: Array<[string, unknown]> = [
    ['a non-integer score', [{ projectId: 0, criteriaId: 1, score: 7.5 }]],
    ['a score above maxPoints', [{ projectId: 0, criteriaId: 1, score: 11 }]],
    ['a negative score', [{ projectId: 0, criteriaId: 1, score: -1 }]],
    ['an unknown criterion', [{ projectId: 0, criteriaId: 999, score: 5 }]],
  ]
  for (const [what, scores] of bad) {
    it(`refuses ${what} (400)`, async () => {
      const before = snapshot()
      const withProject = (scores as Array<Record<string, number>>).map((s) => ({ ...s, projectId }))
      const response = await run(
        submitBatch,
        call('/api/scoring/submit-batch', {
          method: 'POST',
          cookie: judgeCookie,
          body: { scores: withProject },
        }),
      )
      expect(response.status).toBe(400)
      expect(snapshot()).toBe(before)
    })
  }

  for (const [field, value, message] of [
    ['name', 'N'.repeat(101), 'Project name must be under 100 characters'],
    ['description', 'D'.repeat(501), 'Description must be under 500 characters'],
  ] as const) {
    it(`refuses a ${value.length}-character ${field} with the form's message`, async () => {
      const before = snapshot()
      const form = await projectForm({ [field]: value }, null)
      form.append('thumbnail', new File([new Uint8Array(await smallPng())], 't.png', { type: 'image/png' }))
      const response = await run(createProjectApi, call('/api/projects', { method: 'POST', body: form }))
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe(message)
      expect(snapshot()).toBe(before)
    })
  }
})

describe('uploads', () => {
  const disguised: Array<[string, Buffer]> = [
    ['HTML', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    [
      'SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    ],
  ]
  for (const [kind, bytes] of disguised) {
    it(`refuses ${kind} disguised as a PNG (415) and keeps no file`, async () => {
      const form = await projectForm({}, null)
      form.append('thumbnail', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }))
      const response = await run(createProjectApi, call('/api/projects', { method: 'POST', body: form }))
      expect(response.status).toBe(415)
      expect(rows(projects)).toBe(1)
      expect(rows(storedFiles)).toBe(0)
    })
  }

  it('refuses a thumbnail of 5 MB + 1 byte (413) and leaves no file', async () => {
    const png = await smallPng()
    const bytes = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)])
    expect(bytes.length).toBe(5 * 1024 * 1024 + 1)
    const form = await projectForm({}, null)
    form.append('thumbnail', new File([new Uint8Array(bytes)], 'big.png', { type: 'image/png' }))
    const response = await run(createProjectApi, call('/api/projects', { method: 'POST', body: form }))
    expect(response.status).toBe(413)
    expect(rows(storedFiles)).toBe(0)
    const fs = await import('node:fs')
    expect(fs.readdirSync(fileStore.tmpDir)).toEqual([])
    expect(fs.readdirSync(fileStore.uploadsDir)).toEqual([])
  })

  it('refuses a PNG whose header claims 30000 × 30000 pixels', async () => {
    const form = await projectForm({}, null)
    form.append(
      'thumbnail',
      new File([new Uint8Array(hugePngHeader(30000, 30000))], 'bomb.png', { type: 'image/png' }),
    )
    const response = await run(createProjectApi, call('/api/projects', { method: 'POST', body: form }))
    expect([413, 415]).toContain(response.status)
    expect(rows(storedFiles)).toBe(0)
  })

  it('serves a photo without its GPS location', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#16a34a' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Family' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer()
    expect((await sharp(withGps).metadata()).exif).toBeDefined()
    const form = await projectForm({}, null)
    form.append('thumbnail', new File([new Uint8Array(withGps)], 'garden.jpg', { type: 'image/jpeg' }))
    const created = await run(createProjectApi, call('/api/projects', { method: 'POST', body: form }))
    expect(created.status).toBe(201)
    const { id, thumbnail } = await created.json()
    db.update(projects).set({ status: 'approved' }).where(eq(projects.id, id)).run()
    const served = await run(serveFile, call(`/api/files/${thumbnail}`, {}, { name: thumbnail }))
    expect(served.status).toBe(200)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = Buffer.from(await served.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false)
  })

  it('serves uploads with nosniff and a CSP: sandboxed images, PDFs readable in the viewer', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    )
    const form = await projectForm({ submissionType: 'pdf', submissionMethod: 'upload', url: '' }, null)
    form.append('files', new File([new Uint8Array(pdf)], 'slides.pdf', { type: 'application/pdf' }))
    form.append('thumbnail', new File([new Uint8Array(await smallPng())], 't.png', { type: 'image/png' }))
    const created = await run(createProjectApi, call('/api/projects', { method: 'POST', body: form }))
    expect(created.status).toBe(201)
    const { id, files, thumbnail } = await created.json()
    db.update(projects).set({ status: 'approved' }).where(eq(projects.id, id)).run()
    const get = (name: string) => run(serveFile, call(`/api/files/${name}`, {}, { name }))
    const image = await get(thumbnail)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
    const document = await get(files[0])
    expect(document.headers.get('content-type')).toBe('application/pdf')
    expect(document.headers.get('x-content-type-options')).toBe('nosniff')
    expect(document.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(document.headers.get('content-security-policy')).not.toContain('sandbox')
    expect(document.headers.get('cache-control')).toContain('immutable')
  })

  it('refuses path traversal on /api/files', async () => {
    for (const name of [
      '..%2f..%2fapp.db',
      '%252e%252e%252fapp.db',
      '..\\app.db',
      '/etc/passwd',
      '../app.db',
      'session-secret',
      `${'a'.repeat(32)}.png/../../app.db`,
    ]) {
      const response = await run(
        serveFile,
        call(`/api/files/${encodeURIComponent(name)}`, {}, { name: decodeURIComponent(name) }),
      )
      expect(response.status, name).toBe(404)
      expect(await response.text(), name).not.toContain('SQLite')
    }
  })
})

describe('concurrency', () => {
  it('20 judges submitting at once leave exactly one row per (project, judge, criterion) with exact totals', async () => {
    const cookies: string[] = []
    for (let i = 0; i < 20; i++) {
      await createJudge(db, {
        name: `J${i}`,
        email: `j${i}@example.org`,
        password: 'secret1',
        isApproved: true,
      })
      cookies.push(
        cookieOf(
          await run(
            judgeLogin,
            call('/api/judges/login', {
              method: 'POST',
              body: { email: `j${i}@example.org`, password: 'secret1' },
            }),
          ),
        ),
      )
    }
    const target = addProject(db, { name: 'Busy', submissionType: 'video', status: 'approved' }).id
    const send = (cookie: string, score: number) =>
      run(
        submitBatch,
        call('/api/scoring/submit-batch', {
          method: 'POST',
          cookie,
          body: { scores: [1, 2, 3, 4, 5].map((criteriaId) => ({ projectId: target, criteriaId, score })) },
        }),
      )
    // Everyone twice at once: the second batch of each judge replaces the first.
    const answers = await Promise.all(
      cookies.flatMap((cookie, i) => [send(cookie, i % 10), send(cookie, (i + 1) % 11)]),
    )
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    const scores = db.select().from(projectScores).where(eq(projectScores.projectId, target)).all()
    expect(scores).toHaveLength(20 * 5)
    const keys = new Set(scores.map((s) => `${s.judgeId}:${s.criteriaId}`))
    expect(keys.size).toBe(100)
    // Promise.all keeps each judge's two requests in order, and one process runs them one after the other.
    const total = scores.reduce((sum, s) => sum + s.score, 0)
    expect(total).toBe(cookies.reduce((sum, _, i) => sum + 5 * ((i + 1) % 11), 0))
  }, 30_000)
})

/** A PNG that declares huge dimensions but carries almost no data: a "decompression bomb" probe. */
function hugePngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

void path
