// The club's busiest five minutes, as load on a running server (scripts/bench-busiest.js runs it): the
// phones of the awards afternoon, the judges still scoring, the People's Choice votes, the late
// submissions and the organiser's screens, each at its own rate, sent on time whether or not the server
// has answered the last request (an open loop: a slow server gets more to do, not less).
//
// At 1×, over five minutes:
// - 300 phones, each a page every 5 s (60 pages a second): the feed (its first page, a later page, the
//   leaderboard tab) and project pages, alternately. A phone's first page arrives from outside (a QR code,
//   a link); after that every other page is a whole document (a reload, a link opened anew) and the others
//   the data of a navigation with JavaScript (`.data`).
// - 20 judges, each saving an evaluation every 30 s (the form's "Save and next", then the next page).
// - 300 People's Choice votes, one a second: every other ballot opened from its QR code, the others by
//   the code typed at /vote, each then voted with.
// - 30 submissions, one every 10 s, each a photo project with a 3.8 MB phone photo, then its confirmation.
// - the projector's reveal page and the organiser's Grading Status, each reloaded every 5 s.
// At m×, every rate is m times as high.
import http from 'node:http'
import { percentiles } from './bench-report.js'

export const RATES = {
  phones: 300,
  phonePageSeconds: 5,
  judges: 20,
  judgeSaveSeconds: 30,
  votesPerSecond: 1,
  submissionSeconds: 10,
  revealSeconds: 5,
  gradingSeconds: 5,
}

/** The budget: every request's p99, no request failed, no acknowledged write missing afterwards. */
export const BUDGET = { p99Ms: 300 }

const TIMEOUT_MS = 30_000

/**
 * One HTTP request on `agent`; resolves with its status, headers and time (to the last byte of the answer),
 * never rejects: a network error or a timeout is status 0.
 */
function send(port, agent, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': body.length } : {}) },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.on('data', () => {})
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            ms: performance.now() - started,
          }),
        )
        response.on('error', (error) =>
          resolve({ status: 0, error: error.message, ms: performance.now() - started }),
        )
      },
    )
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', (error) =>
      resolve({ status: 0, error: error.message, ms: performance.now() - started }),
    )
    request.end(body)
  })
}

const browser = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 5) Mobile busiest-bench',
}

const cookieOf = (answer) =>
  [answer.headers?.['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ')

function multipart(fields, file) {
  const boundary = `----busiest${Math.random().toString(16).slice(2)}`
  const parts = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

/**
 * Runs the scenario at `multiplier` for `warmupSeconds` (answers not counted) and then `seconds`
 * (counted), against the server at `port`. `event` is bench-busiest.js's prepareEvent answer; `photo` the
 * submissions' JPEG. Returns every answer's time by kind, the failures, what the server acknowledged, and
 * how late the load generator itself sent its requests.
 */
export async function runBusiest({ port, multiplier, seconds, warmupSeconds = 0, event, photo, label = '' }) {
  const origin = `http://127.0.0.1:${port}`
  const writeHeaders = { ...browser, origin, 'sec-fetch-site': 'same-origin' }
  const total = warmupSeconds + seconds
  const measuredFrom = warmupSeconds * 1000
  const times = new Map()
  const failures = new Map()
  const acknowledged = { scores: [], votes: [], submissions: [] }
  // Writes whose answer never came (or came as a failure): they may or may not be saved.
  const unsure = { votes: [] }
  const lag = []
  let begun = 0

  const record = (kind, answer, expected, at) => {
    const ok = expected.includes(answer.status)
    if (!ok) {
      failures.set(kind, (failures.get(kind) ?? 0) + 1)
      if ((failures.get(kind) ?? 0) <= 3)
        console.error(`[busiest] ${label} ${kind}: ${answer.status} ${answer.error ?? ''}`)
    }
    if (at >= measuredFrom) (times.get(kind) ?? times.set(kind, []).get(kind)).push(answer.ms)
    return ok
  }

  // ---- the phones
  const phones = Array.from({ length: RATES.phones }, (_, i) => ({
    agent: new http.Agent({ keepAlive: true }),
    // Where in the rotation of pages this phone starts: feed, project, the feed's data, a project's data.
    visits: i,
    seen: false,
  }))
  const feedPages = ['/feed', '/feed', `/feed?page=2`, '/feed?tab=leaderboard']
  async function phoneVisit(phone, at) {
    const n = phone.visits++
    const first = !phone.seen
    phone.seen = true
    const page =
      n % 2 === 0
        ? feedPages[(n >> 1) % feedPages.length]
        : `/project/${event.approved[Math.floor(Math.random() * event.approved.length)]}`
    const data = !first && n % 4 >= 2
    const [pathname, query = ''] = page.split('?')
    const path = data ? `${pathname}.data${query ? `?${query}` : ''}` : page
    const headers = { ...browser, 'sec-fetch-site': first ? 'none' : 'same-origin' }
    record('phone page', await send(port, phone.agent, { path, headers }), [200], at)
  }

  // ---- the judges: each scores projects in an order of its own, never the same one twice
  const judges = event.judges.map((judge, i) => ({
    ...judge,
    agent: new http.Agent({ keepAlive: true }),
    next: (i * 37) % event.judgeable.length,
  }))
  async function judgeSave(judge, at) {
    const projectId = event.judgeable[judge.next]
    judge.next = (judge.next + 1) % event.judgeable.length
    const scores = event.criteria.map((c) => ({
      criteriaId: c.id,
      score: Math.floor(Math.random() * (c.maxPoints + 1)),
    }))
    const form = new URLSearchParams({ intent: 'save-next', projectId: String(projectId) })
    for (const s of scores) {
      form.append('criteriaId', String(s.criteriaId))
      form.append(`score-${s.criteriaId}`, String(s.score))
      form.append(`comments-${s.criteriaId}`, 'Saved in the busiest five minutes.')
    }
    const saved = await send(port, judge.agent, {
      method: 'POST',
      path: `/judge-dashboard?show=queue&project=${projectId}`,
      headers: {
        ...writeHeaders,
        cookie: judge.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: Buffer.from(form.toString()),
    })
    if (!record('judge save', saved, [302, 303], at)) return
    for (const s of scores) acknowledged.scores.push({ projectId, judgeId: judge.id, ...s })
    const next = await send(port, judge.agent, {
      path: saved.headers.location.replace(/^https?:\/\/[^/]+/, '').replace(/#.*/, ''),
      headers: { ...browser, 'sec-fetch-site': 'same-origin', cookie: judge.cookie },
    })
    record('judge page', next, [200], at)
  }

  // ---- the votes: every other ballot from its QR code, the others typed
  let ballot = 0
  async function vote(at) {
    const n = ballot++
    const typed = n % 2 === 1
    const source = typed ? event.codes : event.tokens
    const secret = source[n >> 1]
    if (!secret) throw new Error(`the event has too few ballots for ${n + 1} votes`)
    const agent = new http.Agent({ keepAlive: true })
    try {
      let token = secret
      let cookie = ''
      if (typed) {
        const page = await send(port, agent, {
          path: '/vote',
          headers: { ...browser, 'sec-fetch-site': 'none' },
        })
        if (!record('vote', page, [200], at)) return
        cookie = cookieOf(page)
        const opened = await send(port, agent, {
          method: 'POST',
          path: '/vote',
          headers: { ...writeHeaders, cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: Buffer.from(new URLSearchParams({ code: secret }).toString()),
        })
        if (!record('vote', opened, [303], at)) return
        token = opened.headers.location.split('/vote/')[1]
      }
      const headers = {
        ...browser,
        'sec-fetch-site': typed ? 'same-origin' : 'none',
        ...(cookie && { cookie }),
      }
      if (!record('vote', await send(port, agent, { path: `/vote/${token}`, headers }), [200], at)) return
      const projectId = event.approved[Math.floor(Math.random() * event.approved.length)]
      const voted = await send(port, agent, {
        method: 'POST',
        path: `/vote/${token}`,
        headers: {
          ...writeHeaders,
          ...(cookie && { cookie }),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: Buffer.from(new URLSearchParams({ projectId: String(projectId) }).toString()),
      })
      if (record('vote', voted, [303], at)) acknowledged.votes.push(projectId)
      else unsure.votes.push(projectId)
    } finally {
      agent.destroy()
    }
  }

  // ---- the submissions
  let submitted = 0
  async function submission(at) {
    const name = `Busiest five minutes ${label} ${++submitted}`.trim()
    const { body, type } = multipart(
      {
        name,
        authorName: 'Busy Family',
        authorEmail: `busy.family.${submitted}@example.org`,
        submissionType: 'photo',
        submissionMethod: 'upload',
        description: 'A photo taken on a phone during the busiest five minutes.',
        consent: 'on',
        website: '',
      },
      { field: 'files', name: 'photo.jpg', type: 'image/jpeg', bytes: photo },
    )
    const agent = new http.Agent({ keepAlive: true })
    try {
      const sent = await send(port, agent, {
        method: 'POST',
        path: '/submission',
        headers: { ...writeHeaders, 'content-type': type },
        body,
      })
      if (!record('submission', sent, [302, 303], at)) return
      acknowledged.submissions.push(name)
      const confirmation = await send(port, agent, {
        path: sent.headers.location.replace(/^https?:\/\/[^/]+/, ''),
        headers: { ...browser, 'sec-fetch-site': 'same-origin', cookie: cookieOf(sent) },
      })
      record('submission', confirmation, [200], at)
    } finally {
      agent.destroy()
    }
  }

  // ---- the organiser's screens
  const projector = new http.Agent({ keepAlive: true })
  const laptop = new http.Agent({ keepAlive: true })
  let step = 0
  const reveal = async (at) =>
    record(
      'reveal page',
      await send(port, projector, {
        path: `/admin/awards?places=3&step=${(step++ % 6) + 1}`,
        headers: { ...browser, cookie: event.admin },
      }),
      [200],
      at,
    )
  const grading = async (at) =>
    record(
      'grading status',
      await send(port, laptop, { path: '/admin?tab=grading', headers: { ...browser, cookie: event.admin } }),
      [200],
      at,
    )

  // ---- the timetable: every action's moment, each kind spread evenly over its interval
  const schedule = []
  const every = (intervalSeconds, count, action) => {
    const interval = (1000 * intervalSeconds) / multiplier
    for (let i = 0; i < count; i++)
      for (let at = (interval * i) / count; at < total * 1000; at += interval)
        schedule.push({ at, run: () => action(i, at) })
  }
  every(RATES.phonePageSeconds, phones.length, (i, at) => phoneVisit(phones[i], at))
  every(RATES.judgeSaveSeconds, judges.length, (i, at) => judgeSave(judges[i], at))
  every(1 / RATES.votesPerSecond, 1, (_, at) => vote(at))
  every(RATES.submissionSeconds, 1, (_, at) => submission(at))
  every(RATES.revealSeconds, 1, (_, at) => reveal(at))
  every(RATES.gradingSeconds, 1, (_, at) => grading(at))
  schedule.sort((a, b) => a.at - b.at)

  const running = []
  const start = performance.now()
  for (const item of schedule) {
    const wait = item.at - (performance.now() - start)
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const late = performance.now() - start - item.at
    if (item.at >= measuredFrom) lag.push(late)
    begun++
    running.push(item.run())
  }
  await Promise.all(running)
  for (const agent of [projector, laptop, ...phones.map((p) => p.agent), ...judges.map((j) => j.agent)])
    agent.destroy()

  const all = [...times.values()].flat()
  const byKind = Object.fromEntries(
    [...times].map(([kind, list]) => [
      kind,
      { count: list.length, ...percentiles(list), max: Math.round(Math.max(...list)) },
    ]),
  )
  return {
    multiplier,
    seconds,
    requests: all.length,
    rps: all.length / seconds,
    ...percentiles(all),
    byKind,
    failed: [...failures.values()].reduce((sum, n) => sum + n, 0),
    failures: Object.fromEntries(failures),
    acknowledged,
    unsure,
    actions: begun,
    lag: percentiles(lag),
  }
}
