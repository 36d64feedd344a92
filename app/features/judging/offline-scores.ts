import { isRouteErrorResponse } from '@remix-run/react'
import { createStore, del, set, update, values, type UseStore } from 'idb-keyval'
import { readScoreAnswer } from './score-answer'

// With JS, a judge's evaluation that cannot reach the server is kept on the tablet (IndexedDB)
// and sent later, exactly once. Only the judge dashboard imports this module, so no other page loads it.
//
// Exactly once: the browser names each evaluation once, when the judge presses a submit button (batchId),
// and never renames it. The copy on the tablet is keyed by that name and deleted only on the server's own
// answer that it was saved (score-answer.ts), or kept as refused or not applied when the server says so
// for good; anything else (a timeout, a server error, a captive portal's page, a lost session) leaves it
// to be sent again under the same name. The server applies a batchId at most once and answers a replay as
// it answered the first time, so an evaluation that did arrive but whose answer was lost is not written
// twice. One sender runs at a time (per page, and per browser where Web Locks exist), oldest first.
//
// Newer or older is the server's call, by its own clock: the tablet sends the evaluation's age, never
// its own time (docs/decisions/0015).

export type KeptEvaluation = {
  batchId: string
  /** Only this judge's pages send it: another judge may sign in on the same tablet. */
  judgeId: number
  projectId: number
  projectName: string
  /**
   * When the judge pressed the button, by this tablet's wall clock (ms). Only ever compared with the same
   * tablet's clock: after a reload the evaluation's age is the difference, which a clock set a day wrong
   * does not change (only a change of the clock in between does).
   */
  evaluatedAt: number
  /** The same moment on the monotonic clock of the page where it was pressed: its age while that page lives. */
  pressed?: { page: string; at: number }
  scores: { criteriaId: number; score: number; comments: string; organiserNote?: string }[]
  /** The server's final refusal: not sent again, and shown until the judge dismisses it. */
  refused?: string
  /** The server had a newer evaluation of the project, so this one was not applied: shown until dismissed. */
  notApplied?: true
}

/** Still to be sent: neither refused nor answered "not applied". */
export const isWaiting = (evaluation: KeptEvaluation) => !evaluation.refused && !evaluation.notApplied

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

/** This page's name, for the readings of its monotonic clock (each page's clock starts at its own 0). */
let thisPage: string | undefined
const pageName = () => (thisPage ??= newBatchId())

/**
 * How long ago the judge pressed the button, in ms. On the page where it was pressed, by its monotonic
 * clock (performance.now()), which no change of the tablet's clock moves; after a reload, by the
 * difference of the tablet's wall clock between then and now. Never below 0.
 */
export function ageOf(evaluation: Pick<KeptEvaluation, 'evaluatedAt' | 'pressed'>) {
  const { pressed } = evaluation
  const age =
    pressed?.page === pageName() ? performance.now() - pressed.at : Date.now() - evaluation.evaluatedAt
  return Math.max(0, Math.round(age))
}

type Sender = Pick<KeptEvaluation, 'judgeId' | 'projectName' | 'evaluatedAt' | 'pressed'>

/**
 * What the route's clientAction cannot read from the form (it runs outside React): who is judging, the
 * project's name and when the button was pressed, by batchId, from the moment the form is submitted
 * until the action has run.
 */
const about = new Map<string, Sender>()

/**
 * On submit, with JS: names the evaluation in the form's hidden `batchId` input, which Remix then sends
 * with the rest of the form. The form carries no time: it is sent at once, and the server's clock says when.
 */
export function stampEvaluation(form: HTMLFormElement, judgeId: number, projectName: string) {
  const batchId = newBatchId()
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
  field('batchId').value = batchId
  about.set(batchId, {
    judgeId,
    projectName,
    evaluatedAt: Date.now(),
    pressed: { page: pageName(), at: performance.now() },
  })
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
    scores: form.getAll('criteriaId').map((id) => ({
      criteriaId: Number(id),
      score: Number(form.get(`score-${id}`)),
      comments: String(form.get(`comments-${id}`) ?? ''),
      organiserNote: String(form.get(`note-${id}`) ?? ''),
    })),
  }
}

/** The answer of the dashboard's clientAction when the evaluation was kept on the tablet. */
export type KeptAnswer = {
  kept: { batchId: string; projectId: number; intent: string; signedOut?: true }
}

/** The action's redirect to the sign-in page: the judge's session has ended (requireJudge). */
const toSignIn = (response: Response) =>
  new URL(response.headers.get('Location') ?? '/', window.location.href).pathname === '/judge-login'

/**
 * The server's own answer to the form, as the route's action gives it: a refusal's `{ message }`, or its
 * `{ question }` before saving criteria not scored yet (docs/decisions/0042), which the panel asks first
 * and so only a page that skipped it gets.
 */
const isActionAnswer = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { message?: unknown }).message === 'string' ||
    typeof (value as { question?: unknown }).question === 'object')

/**
 * The dashboard's clientAction: the route's own action, as without JS, unless its answer is not the
 * server's. A redirect (saved), a refusal and a question (4xx data) pass through. Kept on the tablet instead, and
 * answered with a 503 (after a 4xx or 5xx answer Remix's single fetch reloads no loader, which offline
 * would fail): a network error, no answer in time, a server error, an answer Remix cannot read (a captive
 * portal's page, whether it answers 200 or redirects), and the redirect to the sign-in page of a session
 * that has ended, sent once the same judge signs in again.
 */
export async function sendOrKeep(form: FormData, serverAction: () => Promise<unknown>) {
  const evaluation = evaluationFrom(form)
  if (!evaluation) return serverAction()
  let signedOut = false
  try {
    const answer = await beforeTimeout(serverAction())
    // The action answers a stamped form with a redirect, a refusal or its question: anything else is not
    // its answer.
    if (isActionAnswer(answer)) return answer
  } catch (error) {
    signedOut = error instanceof Response && toSignIn(error)
    const answered = error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)
    if (answered && !signedOut) throw error
  } finally {
    about.delete(evaluation.batchId)
  }
  await keepEvaluation(evaluation)
  const answer: KeptAnswer = {
    kept: {
      batchId: evaluation.batchId,
      projectId: evaluation.projectId,
      intent: String(form.get('intent')),
      ...(signedOut ? { signedOut: true as const } : {}),
    },
  }
  return new Response(JSON.stringify(answer), {
    status: 503,
    headers: { 'Content-Type': 'application/json' },
  })
}

function beforeTimeout<T>(promise: Promise<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('No answer in time', 'TimeoutError')), SEND_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Posts one kept evaluation to the JSON API, under its own batchId, and keeps what the answer says. */
async function send(evaluation: KeptEvaluation) {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS)
  try {
    const response = await fetch('/api/scoring/submit-batch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      // A redirect is never the server's answer to this post (a captive portal's is): it is not followed.
      redirect: 'manual',
      signal: abort.signal,
      body: JSON.stringify({
        batchId: evaluation.batchId,
        // Only its own judge may send it: another judge signed in on this tablet is answered 403.
        judgeId: evaluation.judgeId,
        ageMs: ageOf(evaluation),
        scores: evaluation.scores.map((s) => ({ projectId: evaluation.projectId, ...s })),
      }),
    })
    const answer = await readScoreAnswer(response, evaluation)
    if (answer.outcome === 'saved') await forgetEvaluation(evaluation.batchId)
    if (answer.outcome === 'refused' || answer.outcome === 'not-applied') {
      const settled: KeptEvaluation =
        answer.outcome === 'refused'
          ? { ...evaluation, refused: answer.message }
          : { ...evaluation, notApplied: true }
      await set(evaluation.batchId, settled, kept())
      changed()
    }
    return answer.outcome
  } catch {
    // Offline, timed out, or the connection dropped: the same batchId goes again next time.
    return 'unreachable' as const
  } finally {
    clearTimeout(timer)
  }
}

/** What a send of the waiting evaluations came to. */
export type SendResult = {
  /** How many the server answered for good (saved, not applied or refused): the page's data may have changed. */
  answered: number
  /** The server wants this judge signed in again before it takes them. */
  signedOut: boolean
}

let running: Promise<SendResult> | null = null

/**
 * Sends this judge's waiting evaluations, oldest first, one at a time, and stops at the first that is
 * not answered for good (the rest would not be either). A call while a send runs joins it.
 */
export function sendWaiting(judgeId: number): Promise<SendResult> {
  running ??= withLock(async () => {
    let answered = 0
    for (const evaluation of await keptEvaluations(judgeId)) {
      if (!isWaiting(evaluation)) continue
      const outcome = await send(evaluation)
      if (outcome === 'signed-out') return { answered, signedOut: true }
      if (outcome === 'unreachable') break
      answered++
    }
    return { answered, signedOut: false }
  }).finally(() => {
    running = null
  })
  return running
}

/** Another tab of the dashboard waits for this one's send (Web Locks, where the browser has them). */
async function withLock<T>(task: () => Promise<T>): Promise<T> {
  // The lock is held until the promise the callback returns settles.
  return navigator.locks ? await navigator.locks.request('judge-offline-scores', task) : task()
}
