import type { ComponentProps, ReactNode } from 'react'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { ConfirmDialog } from '../forms/confirm'
import { ReturnFields, type ProjectListState } from './list-state'

// The dashboard's "are you sure?" dialogs about one project or one judge: `?dialog=…&id=…`, a modal with
// JavaScript, a page of their own without. Each names what it acts on in a card, and sends its id with the
// fields that bring the tab back as it was.

const card = {
  plain: ['bg-slate-50 text-slate-700 ring-slate-200', 'text-slate-900'],
  warning: ['bg-amber-50 text-amber-950 ring-amber-200', ''],
} as const

const deleteWords = {
  project: {
    title: 'admin.confirm.deleteProject',
    submit: 'admin.confirm.deleteProjectSubmit',
    description: 'admin.confirm.deleteProjectText',
  },
  judge: {
    title: 'admin.confirm.deleteJudge',
    submit: 'admin.confirm.deleteJudgeSubmit',
    description: 'admin.confirm.deleteJudgeText',
  },
} as const

/** A delete's words: it cannot be undone, so its button is red. */
const deleting = (thing: 'project' | 'judge', t: Translate) =>
  ({
    title: t(deleteWords[thing].title),
    description: t(deleteWords[thing].description),
    intent: `delete-${thing}`,
    submit: t(deleteWords[thing].submit),
    pendingLabel: t('admin.confirm.deleting'),
    variant: 'destructive',
  }) as const

/** A confirmation about the item `id`, named in a card by `lines` (its name first). */
function ItemConfirmDialog({
  id,
  tone = 'plain',
  lines,
  children,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmDialog>, 'children'> & {
  id: number
  /** 'plain' unless it warns. */
  tone?: keyof typeof card
  lines: string[]
  /** The hidden fields besides the id. */
  children: ReactNode
}) {
  const t = useT()
  const [box, name] = card[tone]
  return (
    <ConfirmDialog {...dialog}>
      <input type="hidden" name="id" value={id} />
      {children}
      <p className={`rounded-xl p-4 text-sm ring-1 ${box}`}>
        {lines.map((line, index) => (
          <span
            key={index}
            className={index === 0 ? `block break-words font-semibold ${name}`.trim() : 'block break-words'}
          >
            {line}
          </span>
        ))}
        {tone === 'warning' ? <span className="mt-1 block">{t('admin.consent.none')}</span> : null}
      </p>
    </ConfirmDialog>
  )
}

/**
 * A project, before it is deleted (its files and scores go and cannot come back) or approved without a
 * parent's or guardian's agreement (it came through the API, or before the consent box existed): the
 * organiser approves it only after saying they have the family's agreement; the server asks again for any
 * approve without this confirmation.
 */
export function ProjectConfirmDialog({
  action,
  project,
  closeHref,
  list,
}: {
  action: 'delete-project' | 'approve-without-consent'
  project: { id: number; name: string; authorName: string }
  closeHref: string
  list: ProjectListState
}) {
  const t = useT()
  const lines = [project.name, t('admin.byAuthor', { name: project.authorName })]
  const returnFields = <ReturnFields tab="projects" list={list} />
  return action === 'delete-project' ? (
    <ItemConfirmDialog closeHref={closeHref} {...deleting('project', t)} id={project.id} lines={lines}>
      {returnFields}
    </ItemConfirmDialog>
  ) : (
    <ItemConfirmDialog
      title={t('admin.confirm.noConsentTitle')}
      description={t('admin.confirm.noConsentText')}
      closeHref={closeHref}
      intent="approve"
      submit={t('admin.confirm.noConsentSubmit')}
      pendingLabel={t('admin.approving')}
      id={project.id}
      tone="warning"
      lines={lines}
    >
      <input type="hidden" name="withoutConsent" value="confirmed" />
      {returnFields}
    </ItemConfirmDialog>
  )
}

/** A judge's account, and the scores they gave, deserve a second look before they go, as a project does. */
export function DeleteJudgeDialog({
  judge,
  closeHref,
}: {
  judge: { id: number; name: string; email: string }
  closeHref: string
}) {
  const t = useT()
  return (
    <ItemConfirmDialog
      closeHref={closeHref}
      {...deleting('judge', t)}
      id={judge.id}
      lines={[judge.name, judge.email]}
    >
      <ReturnFields tab="judges" />
    </ItemConfirmDialog>
  )
}
