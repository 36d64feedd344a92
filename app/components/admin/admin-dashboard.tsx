import { Form, Link } from '@remix-run/react'
import type { AdminDashboardData } from '~/features/admin/dashboard.server'
import type { AdminActionData } from '~/features/admin/intents.server'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'
import { Button, buttonClasses, Container } from '~/components/ui'
import { AdminHeader } from './admin-header'
import { AdminTabs, CountCards } from './admin-tabs'
import { SubmissionWindowLine } from './event/submission-window-line'
import { CriteriaTable } from './criteria-table'
import { CriterionDialog } from './criterion-dialog'
import { BulkStatusDialog } from './bulk-status-dialog'
import { DeleteJudgeDialog, ProjectConfirmDialog } from './confirm-dialogs'
import { EraseFamilyDialog, FamilyDataDialog } from './family-data-dialog'
import { EmailFeedbackDialog } from './feedback-mail'
import { ChangePasswordDialog, EditProjectDialog, JudgeDialog } from './dialogs'
import { GradingTable } from './grading-table'
import { JudgesTable } from './judges-table'
import { projectsHref } from './list-state'
import { ProjectsTable } from './projects-table'
import { NumberTablesDialog, TableNumberDialog } from './table-number-dialogs'

export function AdminDashboard({
  data,
  actionData,
  basePath,
}: {
  data: AdminDashboardData
  actionData?: AdminActionData
  basePath: string
}) {
  const t = useT()
  const { tab, dialog } = data
  const list = { q: data.q, status: data.status, page: data.page }
  // A dialog closes back to the tab as it was: on Projects, the same search, filter and page.
  const tabHref = tab === 'projects' ? projectsHref(basePath, list) : `${basePath}?tab=${tab}`
  const withDialog = (name: string) =>
    tab === 'projects'
      ? projectsHref(basePath, list, { dialog: name })
      : `${basePath}?tab=${tab}&dialog=${name}`
  const stateFor = (intent: string) => (actionData?.intent === intent ? actionData : {})
  // A failed dialog post comes back to the URL it was posted from, so the dialog stays open.
  return (
    <Container className="py-8 sm:py-10">
      <AdminHeader intro={t('admin.dashboard.intro')}>
        <div className="flex flex-wrap gap-2">
          {/* A family asks to see or erase their data (docs/rules.md#families-and-privacy). */}
          <Link
            to={`${basePath}?dialog=family-data`}
            preventScrollReset
            className={buttonClasses('secondary', 'md')}
          >
            {t('admin.family.title')}
          </Link>
          <Link to={withDialog('password')} preventScrollReset className={buttonClasses('secondary', 'md')}>
            {t('admin.dashboard.settings')}
          </Link>
          <LogoutButton basePath={basePath} />
        </div>
      </AdminHeader>

      <div className="mt-8">
        <CountCards counts={data.counts} basePath={basePath} />
        <SubmissionWindowLine view={data.submissionWindow} />
      </div>

      <div className="mt-8">
        <AdminTabs current={tab} basePath={basePath} />
      </div>

      <div className="mt-6">
        {tab === 'projects' ? (
          <ProjectsTable
            projects={data.projects}
            list={list}
            counts={data.statusCounts}
            basePath={basePath}
            morePage={data.moreProjectsPage}
          />
        ) : null}
        {tab === 'judges' ? (
          <JudgesTable judges={data.judges} resetLinks={data.resetLinks} basePath={basePath} />
        ) : null}
        {tab === 'criteria' ? <CriteriaTable criteria={data.criteria} basePath={basePath} /> : null}
        {tab === 'grading' && data.grading && data.judging ? (
          <GradingTable
            grading={data.grading}
            judging={data.judging}
            settingsState={stateFor('judging-settings')}
            awardsState={stateFor('results-visibility')}
            namesState={stateFor('participant-names')}
            basePath={basePath}
          />
        ) : null}
      </div>

      {dialog === 'password' ? (
        <ChangePasswordDialog
          closeHref={tabHref}
          tab={tab}
          list={tab === 'projects' ? list : undefined}
          state={stateFor('change-password')}
        />
      ) : null}
      {dialog === 'edit-project' && data.editProject ? (
        <EditProjectDialog
          project={data.editProject}
          closeHref={tabHref}
          list={list}
          state={stateFor('update-project')}
        />
      ) : null}
      {(dialog === 'delete-project' || dialog === 'approve-without-consent') && data.editProject ? (
        <ProjectConfirmDialog action={dialog} project={data.editProject} closeHref={tabHref} list={list} />
      ) : null}
      {dialog === 'number-tables' && data.numberTables ? (
        <NumberTablesDialog
          approved={data.counts.approved}
          numbering={data.numberTables}
          closeHref={tabHref}
          list={list}
          state={stateFor('number-tables')}
        />
      ) : null}
      {dialog === 'table-number' && data.editProject ? (
        <TableNumberDialog
          project={data.editProject}
          closeHref={tabHref}
          list={list}
          state={stateFor('set-table-number')}
        />
      ) : null}
      {dialog === 'bulk-status' && data.bulk ? (
        <BulkStatusDialog
          decision={data.bulk.decision}
          projects={data.bulk.projects}
          closeHref={tabHref}
          list={list}
        />
      ) : null}
      {dialog === 'family-data' && data.family ? (
        <FamilyDataDialog family={data.family} basePath={basePath} closeHref={tabHref} />
      ) : null}
      {dialog === 'erase-family' && data.family ? (
        data.family.projects?.length ? (
          <EraseFamilyDialog
            family={{ ...data.family, projects: data.family.projects }}
            basePath={basePath}
            state={stateFor('erase-family')}
          />
        ) : (
          // Nothing (left) to erase, or no valid address: the look-up says so.
          <FamilyDataDialog family={data.family} basePath={basePath} closeHref={tabHref} />
        )
      ) : null}
      {dialog === 'email-feedback' && data.feedbackMail ? (
        <EmailFeedbackDialog
          preview={data.feedbackMail}
          closeHref={tabHref}
          state={stateFor('email-feedback')}
        />
      ) : null}
      {dialog === 'add-judge' ? <JudgeDialog closeHref={tabHref} state={stateFor('add-judge')} /> : null}
      {dialog === 'edit-judge' && data.editJudge ? (
        <JudgeDialog thing={data.editJudge} closeHref={tabHref} state={stateFor('update-judge')} />
      ) : null}
      {dialog === 'delete-judge' && data.editJudge ? (
        <DeleteJudgeDialog judge={data.editJudge} closeHref={tabHref} />
      ) : null}
      {dialog === 'add-criterion' ? (
        <CriterionDialog closeHref={tabHref} state={stateFor('add-criterion')} />
      ) : null}
      {dialog === 'edit-criterion' && data.editCriterion ? (
        <CriterionDialog
          thing={data.editCriterion}
          closeHref={tabHref}
          state={stateFor('update-criterion')}
        />
      ) : null}
    </Container>
  )
}

/**
 * Logout posts, then the page reloads, even if the post fails: the reload asks the server, which shows the
 * login form once the session has ended and the dashboard while it has not.
 */
function LogoutButton({ basePath }: { basePath: string }) {
  const hydrated = useHydrated()
  const t = useT()
  return (
    <Form
      method="post"
      action={basePath}
      onSubmit={(event) => {
        if (!hydrated) return
        event.preventDefault()
        fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' })
          .catch((error) => console.error('Logout failed', error))
          .finally(() => window.location.reload())
      }}
    >
      <input type="hidden" name="intent" value="logout" />
      <Button type="submit" variant="ghost">
        {t('admin.dashboard.logout')}
      </Button>
    </Form>
  )
}
