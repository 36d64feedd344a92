import type { SubmissionResult } from '@conform-to/react'
import { data, redirect } from '@remix-run/node'
import { redirectWithToast, type ToastInput } from '~/infra/cookies/toast.server'

// What every dashboard form answers: a failure for the form to show, or a redirect back with a notice.

export type AdminActionData = { intent: string; message?: string; result?: SubmissionResult<string[]> }
export const fail = (payload: AdminActionData, status = 400) => data(payload, { status })

/** The notice for a change that either happened or did not. */
export const done = (ok: boolean, success: string, failure: string): ToastInput =>
  ok ? { type: 'success', title: success } : { type: 'error', title: failure }

/** Back to the same tab (and search, filter, sort and page) without the dialog, with a notice. */
/** The same list with a dialog open on one row, e.g. a confirmation the organiser must give first. */
export function toDialog(request: Request, form: FormData, dialog: string, id: number) {
  const url = new URL(request.url)
  const params = new URLSearchParams()
  for (const name of ['tab', 'q', 'status', 'page']) {
    const value = form.get(name) ?? url.searchParams.get(name)
    if (typeof value === 'string' && value && !(name === 'tab' && value === 'projects'))
      params.set(name, value)
  }
  params.set('dialog', dialog)
  params.set('id', String(id))
  return redirect(`${url.pathname}?${params}`)
}

export function backToTab(request: Request, form: FormData, toast: ToastInput, headers?: HeadersInit) {
  const url = new URL(request.url)
  const params = new URLSearchParams()
  const tab = form.get('tab') ?? url.searchParams.get('tab')
  if (typeof tab === 'string' && tab !== 'projects') params.set('tab', tab)
  for (const name of ['q', 'status', 'sort', 'page']) {
    const value = form.get(name) ?? url.searchParams.get(name)
    if (typeof value === 'string' && value) params.set(name, value)
  }
  const search = params.toString()
  return redirectWithToast(request, `${url.pathname}${search ? `?${search}` : ''}`, toast, { headers })
}
