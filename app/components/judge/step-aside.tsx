import { ConfirmDetails } from '../forms/confirm'

// Stepping aside (docs/rules.md#scoring): a judge who knows a participant says so, once. A <details>
// disclosure, so it opens without JavaScript and the confirm button is never one stray tap away.

export function StepAside({ project }: { project: { id: number; name: string } }) {
  return (
    <ConfirmDetails
      look="disclosure"
      summary={<span>I know this participant: step aside</span>}
      intent="step-aside"
      fields={{ projectId: String(project.id) }}
      confirm="Step aside from this project"
      pendingLabel="Stepping aside..."
    >
      <p>If you know the inventor or their family, step aside so that every result stays fair:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>your scores on this project will not count;</li>
        <li>the project goes to another judge;</li>
        <li>you cannot undo it yourself, and the organiser can see that you stepped aside.</li>
      </ul>
    </ConfirmDetails>
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
