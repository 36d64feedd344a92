import { Form, Link } from '@remix-run/react'
import { Panel } from '~/components/ui/panel'
import { buttonClasses } from '~/components/ui'
import { SubmitButton, useIsPending } from '../forms/pending'

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
  return (
    <Panel
      id="withdraw"
      titleId="withdraw-title"
      title={confirming ? 'Withdraw this project?' : 'Withdraw your project'}
      look="danger"
      className="mt-8"
    >
      {confirming ? (
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="withdraw" />
          <p className="text-slate-700">
            “<span className="break-words font-semibold">{projectName}</span>”, its pictures, its files and
            the judges’ scores are removed for good{versions > 1 ? `, with all ${versions} versions` : ''}.
            This cannot be undone.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Link to={path} replace preventScrollReset className={buttonClasses('ghost', 'md')}>
              Keep my project
            </Link>
            <SubmitButton variant="destructive" pending={pending} pendingLabel="Withdrawing...">
              Withdraw project
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Take the project out of the challenge: it is removed with its files and scores
            {versions > 1 ? `, all ${versions} versions of it` : ''}.
          </p>
          <Link
            to={`${path}?confirm=withdraw#withdraw`}
            preventScrollReset
            className={`${buttonClasses('secondary', 'md')} mt-4`}
          >
            Withdraw project…
          </Link>
        </>
      )}
    </Panel>
  )
}
