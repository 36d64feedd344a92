// The bench's scoring loads (scripts/bench.js): judges sending score batches to the app, the same loads
// against the trivial app's resource route, and the check that every acknowledged score is in the database.
import Database from 'better-sqlite3'

/**
 * One connection per judge, each sending batches of five scores for random projects. Alone, the judge
 * sends the next batch as soon as the last is saved (how long one save takes, over many samples); in a
 * crowd, each judge sends at most JUDGES_BATCHES_PER_SECOND a second (far more than a person can score).
 * autocannon's `connectionRate` sends them back to back at the start of each second, each judge's next
 * as soon as the last is answered, and then waits for the next second: so the first part of every second
 * has all the judges waiting on each other at once, which is the moment the p99 measures.
 */
export const JUDGES_BATCHES_PER_SECOND = 10

/** `run` is the bench's load(label, options): a warm-up, then `duration` seconds measured, against `url`. */
export async function scoreBurst({ run, url, duration }, label, cookies, projectIds, criteria, paced) {
  const acknowledged = new Map()
  const unanswered = new Set()
  let connectionsSeen = 0
  const options = {
    url,
    connections: cookies.length,
    ...(paced ? { connectionRate: JUDGES_BATCHES_PER_SECOND } : {}),
    initialContext: {},
    // autocannon starts a connection's context afresh each time it has gone through `requests`: with one
    // entry, before every request, and each batch would go to another judge and be matched with another
    // answer. The same entry many times over keeps each connection one judge, its batches in order: more
    // times than a connection sends batches in a run. But not many more: autocannon deep-copies the list
    // for every connection before it connects, and twenty copies of 100,000 entries kept the process busy
    // for 1.8 s while the first connections' answers waited to be read.
    requests: Array(paced ? 2 * JUDGES_BATCHES_PER_SECOND * duration : 100_000).fill({
      method: 'POST',
      path: '/api/scoring/submit-batch',
      setupRequest(request, context) {
        // Each connection is one judge, sending one batch after another.
        context.judge ??= connectionsSeen++ % cookies.length
        const judge = context.judge
        const projectId = projectIds[Math.floor(Math.random() * projectIds.length)]
        const scores = criteria.map((c) => ({
          projectId,
          criteriaId: c.id,
          score: Math.floor(Math.random() * (c.maxPoints + 1)),
          comments: 'bench',
        }))
        // autocannon prepares a connection's next request before the previous answer arrives: queue them.
        const sent = { judge, scores }
        ;(context.sent ??= []).push(sent)
        unanswered.add(sent)
        return {
          ...request,
          headers: { 'content-type': 'application/json', cookie: cookies[judge] },
          body: JSON.stringify({ scores }),
        }
      },
      onResponse(status, body, context) {
        const sent = context.sent.shift()
        unanswered.delete(sent)
        if (status !== 200 || !sent) return
        for (const s of sent.scores) acknowledged.set(`${s.projectId}:${sent.judge}:${s.criteriaId}`, s.score)
      },
    }),
  }
  const row = await run(label, options)
  // A batch still on its way when the run stopped may be saved without an answer: later than the last
  // acknowledged one, its scores are as legitimate in the database.
  const unacknowledged = new Map()
  for (const sent of unanswered) {
    for (const s of sent.scores) {
      const key = `${s.projectId}:${sent.judge}:${s.criteriaId}`
      unacknowledged.set(key, [...(unacknowledged.get(key) ?? []), s.score])
    }
  }
  return { row, acknowledged, unacknowledged }
}

/**
 * The same two scoring loads, one connection and a crowd of `connections`, against a server that reads the
 * batch and answers without checking or saving anything (`name` at `url`: the trivial Remix app's resource
 * route, bare node:http): how much of the crowd's tail is the crowd itself, twenty connections arriving
 * together on cores the load generator shares, whatever the handler costs.
 */
export async function scoreCeilings(run, name, url, connections, criteria) {
  const load = { run, url }
  const one = await scoreCeiling(
    load,
    `POST to ${name} (ceiling), 1 connection, one after another`,
    1,
    criteria,
    false,
  )
  const crowd = await scoreCeiling(
    load,
    `POST to ${name} (ceiling), ${connections} connections, each ${JUDGES_BATCHES_PER_SECOND} a second back to back`,
    connections,
    criteria,
    true,
  )
  return { one, crowd }
}

function scoreCeiling({ run, url }, label, connections, criteria, paced) {
  const scores = criteria.map((c) => ({ projectId: 1, criteriaId: c.id, score: 1, comments: 'bench' }))
  return run(label, {
    url,
    connections,
    ...(paced ? { connectionRate: JUDGES_BATCHES_PER_SECOND } : {}),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scores }),
  })
}

/** Scores in the database against the last acknowledged value of every (project, judge, criterion). */
export function checkScores(dbFile, acknowledged, unacknowledged, judgeIds) {
  const db = new Database(dbFile, { readonly: true })
  const get = db.prepare(
    'SELECT score FROM project_scores WHERE project_id = ? AND judge_id = ? AND criteria_id = ?',
  )
  let lost = 0
  for (const [key, score] of acknowledged) {
    const [projectId, judge, criteriaId] = key.split(':').map(Number)
    const stored = get.get(projectId, judgeIds[judge], criteriaId)?.score
    if (stored !== score && !unacknowledged.get(key)?.includes(stored)) lost++
  }
  const { duplicates } = db
    .prepare(
      `SELECT count(*) - (SELECT count(*) FROM (SELECT DISTINCT project_id, judge_id, criteria_id FROM project_scores)) AS duplicates
       FROM project_scores`,
    )
    .get()
  db.close()
  return { checked: acknowledged.size, lost, duplicates }
}
