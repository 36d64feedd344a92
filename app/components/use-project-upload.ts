import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { sendForm, type Progress } from '~/utils/send-form'

// With JS, the submission form is sent by XMLHttpRequest (docs/decisions/0013): a progress bar, Cancel and
// Try again. This hook holds the send's state and the action's answer; submission-form.tsx shows them.

export type SubmissionAnswer = {
  result?: SubmissionResult<string[]>
  message?: string
  filesChosen?: { files: boolean; thumbnail: boolean }
}

/** A send in progress, one that arrived (the feed is opening), or one that did not. */
export type Upload =
  | { state: 'sending' | 'done'; progress: Progress; cancel?: () => void }
  | { state: 'failed'; message: string }

function failureMessage(status: number, stopped: boolean, message?: string) {
  if (message) return message
  // Catalogue keys: UploadFailed writes them in the page's language.
  if (status === 0) return stopped ? 'family.upload.stopped' : 'family.upload.connectionLost'
  if (status === 413) return 'family.upload.tooLarge'
  return 'family.upload.failed'
}

export function useProjectUpload({
  onSent,
  prepare,
}: {
  onSent: () => void
  /** What is sent instead of the form's data (the photos made smaller), while the panel says Starting. */
  prepare: (formData: FormData) => Promise<FormData>
}) {
  const [upload, setUpload] = useState<Upload | null>(null)
  const [answer, setAnswer] = useState<SubmissionAnswer>()

  async function send(action: string, formData: FormData) {
    let stopped = false
    setUpload({ state: 'sending', progress: { loaded: 0, total: 0, elapsedMs: 0 } })
    setAnswer({}) // the last answer's messages no longer apply
    const sending = sendForm(action, await prepare(formData), (progress) =>
      setUpload((current) => (current?.state === 'sending' ? { ...current, progress } : current)),
    )
    const stop = () => {
      stopped = true
      sending.cancel()
    }
    setUpload({ state: 'sending', progress: { loaded: 0, total: 0, elapsedMs: 0 }, cancel: stop })
    const reply = await sending.answer
    if (reply.type === 'redirect') {
      onSent()
      setUpload((current) =>
        current?.state === 'sending' ? { ...current, state: 'done', cancel: undefined } : current,
      )
      // A page load, as after the post without JS: the feed shows the notice the action left in a cookie.
      window.location.assign(reply.to)
      return
    }
    const data = reply.type === 'data' ? (reply.data as SubmissionAnswer | undefined) : undefined
    if (data?.result?.error && Object.keys(data.result.error).length > 0) {
      // Refused fields: Conform shows each message and moves the focus to the first.
      setUpload(null)
      setAnswer({ result: data.result, message: data.message })
    } else {
      setUpload({ state: 'failed', message: failureMessage(reply.status, stopped, data?.message) })
    }
  }

  return { upload, answer, send }
}
