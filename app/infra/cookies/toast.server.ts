import crypto from 'node:crypto'
import { createCookieSessionStorage, redirect } from '@remix-run/node'
import * as z from 'zod'
import { sessionSecret } from '~/infra/env.server'
import { isSecureRequest } from '~/infra/request.server'

const toastKey = 'toast'

const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['success', 'error', 'message']).default('message'),
  title: z.string(),
  description: z.string().optional(),
  /** A link the notice offers, e.g. a family's private link after submitting. */
  link: z.object({ href: z.string().startsWith('/'), label: z.string() }).optional(),
})

export type Toast = z.infer<typeof toastSchema>
export type ToastInput = z.input<typeof toastSchema>

// Flash notices travel in their own small signed cookie, so an anonymous
// visitor (a family after submitting) needs no server-side session row.
const toastSessionStorage = createCookieSessionStorage({
  cookie: {
    name: 'sc_toast',
    sameSite: 'lax',
    path: '/',
    httpOnly: true,
    secrets: [sessionSecret()],
  },
})

export async function createToastHeaders(request: Request, input: ToastInput) {
  const session = await toastSessionStorage.getSession()
  session.flash(toastKey, toastSchema.parse(input))
  const cookie = await toastSessionStorage.commitSession(session, {
    secure: isSecureRequest(request),
  })
  return new Headers({ 'set-cookie': cookie })
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers)
  const toastHeaders = await createToastHeaders(request, toast)
  headers.append('set-cookie', toastHeaders.get('set-cookie')!)
  return redirect(url, { ...init, headers })
}

/** Reads the pending notice, if any, and returns the header that clears it. */
export async function getToast(request: Request) {
  const session = await toastSessionStorage.getSession(request.headers.get('cookie'))
  const parsed = toastSchema.safeParse(session.get(toastKey))
  const toast = parsed.success ? parsed.data : null
  const headers = toast
    ? new Headers({ 'set-cookie': await toastSessionStorage.destroySession(session) })
    : null
  return { toast, headers }
}
