import { isRouteErrorResponse } from '@remix-run/react'
import { createStore, del, set, update, values, type UseStore } from 'idb-keyval'

// Issue 15: with JS, a judge's evaluation that cannot reach the server is kept on the tablet (IndexedDB)
// and sent later, exactly once. Only the judge dashboard imports this module, so no other page loads it.
//
// Exactly once: the browser names each evaluation once, when the judge presses a submit button (batchId),
// and never renames it. The copy on the tablet is keyed by that name and deleted only after the server's
// 200 (or kept as refused after a 4xx); a timeout, a 5xx or a network error leaves it to be sent again
// under the same name. The server applies a batchId at most once and answers a replay as it answered the
// first time, so an evaluation that did arrive but whose answer was lost is not written twice. One sender
// runs at a time (per page, and per browser where Web Locks exist), oldest evaluation first.

export type KeptEvaluation = {
  batchId: string
  /** Only this judge's pages send it: another judge may sign in on the same tablet. */
  judgeId: number
  projectId: number
  projectName: string
  /** When the judge pressed the button (ms): the server never lets it overwrite a newer evaluation. */
  evaluatedAt: number
  scores: { criteriaId: number; score: number; comments: string }[]
  /** The server's refusal (a 4xx): final, so it is not sent again, and shown until the judge dismisses it. */
  refused?: string
}

/** How long a submit or a send may take before the evaluation counts as not sent. */
export const SEND_TIMEOUT_MS = 10_000
/** The window event after any change to the kept evaluations, so every view of them reloads. */
export const KEPT_CHANGED = 'kept-evaluations-changed'

let store: UseStore | undefined
const kept = () => (store ??= createStore('judge-offline-scores', 'evaluations'))
const changed = () => window.dispatchEvent(new Event(KEPT_CHANGED))

export async function keepEvaluation(evaluation: KeptEvaluation) {
  // `update`, not `set`: a copy already there (the same evaluation, kept twice) stays as it is.
  await update<KeptEvaluation>(evaluation.batchId, (old) => old ?? evaluation, kept())
  changed()
}

/** This judge's kept evaluations, oldest first. */
export async function keptEvaluations(judgeId: number) {
  const all = await values<KeptEvaluation>(kept())
  return all.filter((e) => e.judgeId === judgeId).sort((a, b) => a.evaluatedAt - b.evaluatedAt)
}

export async function forgetEvaluation(batchId: string) {
  await del(batchId, kept())
  changed()
}

/** A name for one evaluation: 32 hex digits (crypto.randomUUID needs HTTPS; a club's server may not have it). */
function newBatchId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * What the route's clientAction cannot read from the form (it runs outside React): who is judging and
 * the project's name, by batchId, from the moment the form is submitted until the action has run.
 */
const about = new Map<string, { judgeId: number; projectName: string }>()

/**
 * On submit, with JS: names the evaluation in the form's hidden `batchId` and `evaluatedAt` inputs, which
 * Remix then sends with the rest of the form.
 */
export function stampEvaluation(form: HTMLFormElement, judgeId: number, projectName: string) {
  const batchId = newBatchId()
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
  field('batchId').value = batchId
  field('evaluatedAt').value = String(Date.now())
  about.set(batchId, { judgeId, projectName })
}

/** The evaluation a stamped form carries; null for any other post (stepping aside, no JS). */
function evaluationFrom(form: FormData): KeptEvaluation | null {
  const batchId = String(form.get('batchId') ?? '')
  const sender = about.get(batchId)
  if (!sender) return null
  return {
    batchId,
    ...sender,
    projectId: Number(form.get('projectId')),
    evaluatedAt: Number(form.get('evaluatedAt')),
    scores: form.getAll('criteriaId').map((id) => ({
      criteriaId: Number(id),
      score: Number(form.get(`score-${id}`)),
      comments: String(form.get(`comments-${id}`) ?? ''),
    })),
  }
}

/** The answer of the dashboard's clientAction when the evaluation was kept on the tablet. */
export type KeptAnswer = { kept: { batchId: string; projectId: number; intent: string } }

/**
 * The dashboard's clientAction: the route's own action, as without JS, unless it cannot answer in time.
 * A redirect (saved) and a refusal (4xx data) pass through. A network error, a timeout or a server error
 * keeps a stamped evaluation on the tablet instead, answered with a 503: after a 4xx or 5xx answer Remix
 * (single fetch) reloads no loader, which offline would fail.
 */
export async function sendOrKeep(form: FormData, serverAction: () => Promise<unknown>) {
  const evaluation = evaluationFrom(form)
  if (!evaluation) return serverAction()
  try {
    return await beforeTimeout(serverAction())
  } catch (error) {
    const answered = error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)
    if (answered) throw error
    await keepEvaluation(evaluation)
    const answer: KeptAnswer = {
      kept: {
        batchId: evaluation.batchId,
        projectId: evaluation.projectId,
        intent: String(form.get('intent')),
      },
    }
    return new Response(JSON.stringify(answer), {
      status: 503,
      headers: { 'Content-Type': 'application/json' },
    })
  } finally {
    about.delete(evaluation.batchId)
  }
}

function beforeTimeout<T>(promise: Promise<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('No answer in time', 'TimeoutError')), SEND_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

type Outcome = 'sent' | 'refused' | 'unreachable'

/** Posts one kept evaluation to the JSON API, under its own batchId. */
async function send(evaluation: KeptEvaluation): Promise<Outcome> {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS)
  try {
    const response = await fetch('/api/scoring/submit-batch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      signal: abort.signal,
      body: JSON.stringify({
        batchId: evaluation.batchId,
        evaluatedAt: evaluation.evaluatedAt,
        scores: evaluation.scores.map((s) => ({ projectId: evaluation.projectId, ...s })),
      }),
    })
    if (response.ok) {
      await forgetEvaluation(evaluation.batchId)
      return 'sent'
    }
    if (response.status >= 500) return 'unreachable'
    const { message } = (await response.json().catch(() => ({}))) as { message?: string }
    const refused = message || `The server refused it (${response.status}).`
    await set(evaluation.batchId, { ...evaluation, refused }, kept())
    changed()
    return 'refused'
  } catch {
    // Offline, timed out, or the connection dropped: the same batchId goes again next time.
    return 'unreachable'
  } finally {
    clearTimeout(timer)
  }
}

let running: Promise<number> | null = null

/**
 * Sends this judge's waiting evaluations, oldest first, one at a time, and stops at the first that
 * cannot reach the server (the rest would not either). Answers how many the server answered, saved or
 * refused: either way the page's data may have changed (a refusal because scoring closed, say, comes with
 * a page that says so). A call while a send runs joins it.
 */
export function sendWaiting(judgeId: number): Promise<number> {
  running ??= withLock(async () => {
    let answered = 0
    for (const evaluation of await keptEvaluations(judgeId)) {
      if (evaluation.refused) continue
      const outcome = await send(evaluation)
      if (outcome === 'unreachable') break
      answered++
    }
    return answered
  }).finally(() => {
    running = null
  })
  return running
}

/** Another tab of the dashboard waits for this one's send (Web Locks, where the browser has them). */
async function withLock(task: () => Promise<number>): Promise<number> {
  // The lock is held until the promise the callback returns settles.
  return navigator.locks ? await navigator.locks.request('judge-offline-scores', task) : task()
}
