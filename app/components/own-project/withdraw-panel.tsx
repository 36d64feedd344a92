import { Form, Link } from '@remix-run/react'
import { Panel } from '~/components/ui/panel'
import { buttonClasses } from '~/components/ui'
import { SubmitButton, useIsPending } from '../forms/pending'
import { useT, withParts } from '~/i18n/react'

/**
 * Withdrawing: `?confirm=withdraw` asks once more, with JS or without; the post removes the
 * project, its files and its scores.
 */
export function WithdrawPanel({
  path,
  confirming,
  projectName,
  versions = 1,
}: {
  path: string
  confirming: boolean
  projectName: string
  /** How many versions its story has: withdrawing removes every one. */
  versions?: number
}) {
  const pending = useIsPending({ intent: 'withdraw' })
  const t = useT()
  return (
    <Panel
      id="withdraw"
      titleId="withdraw-title"
      title={confirming ? t('family.withdraw.confirmTitle') : t('family.withdraw.title')}
      look="danger"
      className="mt-8"
    >
      {confirming ? (
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="withdraw" />
          <p className="text-slate-700">
            {withParts(
              versions > 1
                ? t('family.withdraw.confirmVersions', { count: versions })
                : t('family.withdraw.confirm'),
              { name: <span className="break-words font-semibold">{projectName}</span> },
            )}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Link to={path} replace preventScrollReset className={buttonClasses('ghost', 'md')}>
              {t('family.withdraw.keep')}
            </Link>
            <SubmitButton variant="destructive" pending={pending} pendingLabel={t('family.withdraw.pending')}>
              {t('family.withdraw.submit')}
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {versions > 1
              ? t('family.withdraw.introVersions', { count: versions })
              : t('family.withdraw.intro')}
          </p>
          <Link
            to={`${path}?confirm=withdraw#withdraw`}
            preventScrollReset
            className={`${buttonClasses('secondary', 'md')} mt-4`}
          >
            {t('family.withdraw.open')}
          </Link>
        </>
      )}
    </Panel>
  )
}
