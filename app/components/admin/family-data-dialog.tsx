import { getFormProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import type { FamilyProject } from '~/features/families/family-data.server'
import { familyLookupSchema } from '~/features/families/family-data'
import { formatDate } from '~/utils/time'
import { useEventTimeZone } from '~/features/event/use-event-details'
import { Button, buttonClasses } from '~/components/ui'
import { ConfirmDialog } from '../forms/confirm'
import { conformInput, Field } from '../forms/field'
import { RouteDialog } from '../ui/route-dialog'
import type { DialogState } from './dialogs'
import { EmailText } from './list-state'
import { StatusBadge } from './status-badge'
import { useSchemaForm } from '../forms/use-schema-form'

// A family asks to see or erase their data (/privacy, docs/rules.md#families-and-privacy).
// `?dialog=family-data&email=…` finds their projects, with a JSON download and the way to erase them;
// `?dialog=erase-family&email=…` confirms the erasure with the number of projects. Modals with JavaScript,
// pages of their own without.

export type FamilyLookup = { email: string; error: string | null; projects: FamilyProject[] | null }

const projectCount = (n: number) => `${n} project${n === 1 ? '' : 's'}`

export const familyDialogHref = (basePath: string, dialog: 'family-data' | 'erase-family', email: string) =>
  `${basePath}?${new URLSearchParams({ dialog, email })}`

export function FamilyDataDialog({
  family,
  basePath,
  closeHref,
}: {
  family: FamilyLookup
  basePath: string
  closeHref: string
}) {
  const [form, fields] = useSchemaForm(familyLookupSchema, {
    // A new look-up starts a fresh form with the address it was for.
    id: `family-lookup-${family.email}`,
    defaultValue: { email: family.email },
  })
  const errors = fields.email.errors ?? (family.error ? [family.error] : undefined)
  const { projects } = family
  return (
    <RouteDialog
      title="Family data"
      description="When a family asks to see or erase their data: every project sent with their e-mail address."
      closeHref={closeHref}
    >
      <Form method="get" action={basePath} {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="dialog" value="family-data" />
        <Field field={fields.email} label="Family’s e-mail address" errors={errors}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input {...conformInput(fields.email, { type: 'email', errors })} required autoComplete="off" />
            <Button type="submit" variant="secondary" className="shrink-0">
              Find projects
            </Button>
          </div>
        </Field>
      </Form>

      {projects ? (
        <section aria-labelledby="family-projects-title" className="mt-6 border-t border-slate-200 pt-5">
          <h3 id="family-projects-title" className="text-base font-bold text-slate-900">
            {projects.length === 0 ? 'No projects' : projectCount(projects.length)} sent with{' '}
            <EmailText address={family.email} />
          </h3>
          {projects.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              Nothing is stored under this address. Check its spelling, or ask the family which address they
              used.
            </p>
          ) : (
            <>
              <FamilyProjectList projects={projects} />
              <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
                <a
                  href={`/admin/family-export.json?${new URLSearchParams({ email: family.email })}`}
                  download
                  className={buttonClasses('secondary', 'md')}
                >
                  Download as JSON
                </a>
                <Link
                  to={familyDialogHref(basePath, 'erase-family', family.email)}
                  preventScrollReset
                  className={buttonClasses('destructive', 'md')}
                >
                  Erase all {projectCount(projects.length)}
                </Link>
              </div>
            </>
          )}
        </section>
      ) : null}
    </RouteDialog>
  )
}

function FamilyProjectList({ projects }: { projects: FamilyProject[] }) {
  const timeZone = useEventTimeZone()
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
      {projects.map((project) => (
        <li key={project.id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="break-words font-semibold text-slate-900">{project.name}</p>
            <p className="break-words text-sm text-slate-600">
              by {project.authorName} · submitted {formatDate(project.submittedAt, timeZone, 'short')}
            </p>
          </div>
          <StatusBadge status={project.status} />
        </li>
      ))}
    </ul>
  )
}

export function EraseFamilyDialog({
  family,
  basePath,
  state,
}: {
  family: FamilyLookup & { projects: FamilyProject[] }
  basePath: string
  state: DialogState
}) {
  const count = family.projects.length
  const backHref = familyDialogHref(basePath, 'family-data', family.email)
  return (
    <ConfirmDialog
      title={`Erase all ${projectCount(count)} of this family?`}
      description="Each project, its files, its scores and the judges’ comments are deleted for good. This cannot be undone: download a copy first if the family asked for one."
      closeHref={backHref}
      intent="erase-family"
      failure={state.message}
      submit={`Erase ${projectCount(count)}`}
      pendingLabel="Erasing..."
      variant="destructive"
    >
      <input type="hidden" name="email" value={family.email} />
      {/* The number the organiser sees here: if it has changed by the time this arrives, nothing is erased. */}
      <input type="hidden" name="count" value={count} />
      <div className="rounded-xl bg-red-50 p-4 text-sm text-red-950 ring-1 ring-red-200">
        <p className="font-semibold">
          {projectCount(count)} sent with <EmailText address={family.email} />
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {family.projects.map((project) => (
            <li key={project.id} className="break-words">
              {project.name}
            </li>
          ))}
        </ul>
      </div>
    </ConfirmDialog>
  )
}
