import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui'

// Stepping aside (docs/rules.md#scoring): a judge who knows a participant says so, once. A <details>
// disclosure, so it opens without JavaScript and the confirm button is never one stray tap away.

export function StepAside({ project }: { project: { id: number; name: string } }) {
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'step-aside' &&
    navigation.formData.get('projectId') === String(project.id)
  return (
    <details className="group rounded-2xl bg-slate-50 ring-1 ring-slate-200">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-5 shrink-0 text-slate-500 transition group-open:rotate-90"
        >
          <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06l-5.25 5.25a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.28a.75.75 0 0 1 0-1.06Z" />
        </svg>
        <span>I know this participant: step aside</span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 px-4 pt-3 pb-4 text-sm text-slate-700">
        <p>If you know the inventor or their family, step aside so that every result stays fair:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>your scores on this project will not count;</li>
          <li>the project goes to another judge;</li>
          <li>you cannot undo it yourself, and the organiser can see that you stepped aside.</li>
        </ul>
        <Form method="post" className="pt-1">
          <input type="hidden" name="projectId" value={project.id} />
          <Button type="submit" name="intent" value="step-aside" variant="destructive" disabled={pending}>
            {pending ? 'Stepping aside...' : 'Step aside from this project'}
          </Button>
        </Form>
      </div>
    </details>
  )
}

/** In place of the scores, for a project the judge stepped aside from. */
export function SteppedAsideNotice() {
  return (
    <div role="note" className="rounded-2xl bg-slate-100 p-4 text-sm text-slate-800 ring-1 ring-slate-300">
      <p className="font-semibold text-slate-900">You stepped aside from this project</p>
      <p className="mt-1">
        Your scores on it do not count and another judge reviews it. If this was a mistake, please tell the
        organiser.
      </p>
    </div>
  )
}
