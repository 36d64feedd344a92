import { getFormProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import type { FamilyProject } from '~/features/families/family-data.server'
import { familyLookupSchema } from '~/features/families/family-data'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'
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
  const t = useT()
  const [form, fields] = useSchemaForm(familyLookupSchema, {
    // A new look-up starts a fresh form with the address it was for.
    id: `family-lookup-${family.email}`,
    defaultValue: { email: family.email },
  })
  const errors = fields.email.errors ?? (family.error ? [family.error] : undefined)
  const { projects } = family
  return (
    <RouteDialog title={t('admin.family.title')} description={t('admin.family.text')} closeHref={closeHref}>
      <Form method="get" action={basePath} {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="dialog" value="family-data" />
        <Field field={fields.email} label={t('admin.family.email')} errors={errors}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input {...conformInput(fields.email, { type: 'email', errors })} required autoComplete="off" />
            <Button type="submit" variant="secondary" className="shrink-0">
              {t('admin.family.find')}
            </Button>
          </div>
        </Field>
      </Form>

      {projects ? (
        <section aria-labelledby="family-projects-title" className="mt-6 border-t border-slate-200 pt-5">
          <h3 id="family-projects-title" className="text-base font-bold text-slate-900">
            {projects.length === 0
              ? t('admin.family.noneSentWith')
              : t('admin.family.sentWith', { count: projects.length })}{' '}
            <EmailText address={family.email} />
          </h3>
          {projects.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('admin.family.nothingStored')}</p>
          ) : (
            <>
              <FamilyProjectList projects={projects} />
              <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
                <a
                  href={`/admin/family-export.json?${new URLSearchParams({ email: family.email })}`}
                  download
                  className={buttonClasses('secondary', 'md')}
                >
                  {t('admin.family.download')}
                </a>
                <Link
                  to={familyDialogHref(basePath, 'erase-family', family.email)}
                  preventScrollReset
                  className={buttonClasses('destructive', 'md')}
                >
                  {t('admin.family.eraseAll', { count: projects.length })}
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
  const t = useT()
  const dates = useDates()
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
      {projects.map((project) => (
        <li key={project.id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="break-words font-semibold text-slate-900">{project.name}</p>
            <p className="break-words text-sm text-slate-600">
              {t('admin.family.byOn', {
                name: project.authorName,
                date: dates.date(project.submittedAt, 'short'),
              })}
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
  const t = useT()
  const count = family.projects.length
  const backHref = familyDialogHref(basePath, 'family-data', family.email)
  return (
    <ConfirmDialog
      title={t('admin.family.eraseTitle', { count })}
      description={t('admin.family.eraseText')}
      closeHref={backHref}
      intent="erase-family"
      failure={state.message}
      submit={t('admin.family.eraseSubmit', { count })}
      pendingLabel={t('admin.family.erasing')}
      variant="destructive"
    >
      <input type="hidden" name="email" value={family.email} />
      {/* The number the organiser sees here: if it has changed by the time this arrives, nothing is erased. */}
      <input type="hidden" name="count" value={count} />
      <div className="rounded-xl bg-red-50 p-4 text-sm text-red-950 ring-1 ring-red-200">
        <p className="font-semibold">
          {t('admin.family.sentWith', { count })} <EmailText address={family.email} />
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
