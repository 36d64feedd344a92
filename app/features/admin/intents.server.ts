import { bodyLimits } from '~/features/body-limits.server'
import { parseForm } from '~/infra/parse-form'
import { data, redirect } from '@remix-run/node'
import { changeAdminPassword, verifyAdminPassword } from '~/features/accounts/admin-account.server'
import { parseUpload } from '~/infra/uploads.server'
import { addJudge } from '~/features/accounts/judge-invitations.server'
import { replaceThumbnail } from '~/features/submissions/thumbnails.server'
import { DuplicateEmailError } from '~/features/accounts/judges.server'
import { approveJudge, deleteJudge, updateJudgeByAdmin } from '~/features/accounts/judge-roster.server'
import {
  changeProjectStatus,
  deleteProject,
  notPendingMessage,
  updateProjectDetails,
} from '~/features/submissions/moderation.server'
import { submissionUploads } from '~/features/submissions/project-submission.server'
import {
  adminLoginSchema,
  adminMessages,
  changePasswordSchema,
  judgeAdminSchema,
  MAX_BULK_PROJECTS,
  projectEditSchema,
} from '~/features/admin/dashboard-forms'
import { isMultipart, readFormData } from '~/infra/body.server'
import { MAX_FORM_FIELDS } from '~/utils/form-fields'
import { db } from '~/infra/db.server'
import { sessionSecret } from '~/infra/env.server'
import { mailer } from '~/infra/mailer.server'
import { checkRateLimit, rateLimits, type Caller } from '~/infra/rate-limit.server'
import { checkLoginLimit } from '~/features/accounts/login-limit.server'
import { publicOrigin } from '~/infra/request.server'
import { endSession, startSession } from '~/infra/cookies/session.server'
import { fileStore } from '~/infra/storage.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { translatorFor } from '~/features/event/page-language.server'
import type { Translate } from '~/i18n/translate'
import { bulkStatusAction } from './bulk-intents.server'
import { criteriaIntents, criteriaAction } from './criteria-intents.server'
import { eraseFamilyAction } from './family-intents.server'
import { feedbackMailAction } from './feedback-mail-intents.server'
import { judgingAction, judgingIntents } from './judging-intents.server'
import { tableAction, tableIntents } from './table-intents.server'
import { backToTab, done, fail, toDialog, type AdminActionData } from './responses.server'

export type { AdminActionData }

// The forms of /admin and /admin-simple, by their `intent`, and the login form of /admin and /admin-login.
// Shared by those route modules, so it lives here: a route module exports only what Remix reads from it, so
// that no server code can reach the browser's build. Their notices and messages are written here, in the
// request's language (docs/languages.md); a field's message stays a catalogue key, which the form writes.

/** The login form (/admin-login, and /admin without a session): the only form read without a session. */
export async function adminLogin(caller: Caller, successPath: string) {
  const { request, context } = caller
  const t = await translatorFor(request, context)
  const form = await readFormData(request)
  const submission = parseForm(form, { schema: adminLoginSchema })
  if (submission.status !== 'success') {
    return fail({ intent: 'login', result: submission.reply({ hideFields: ['password'] }) })
  }
  // Per client address (docs/rules.md#accounts-and-sessions), or per browser once it has signed in
  // (docs/decisions/0026).
  const limit = await checkLoginLimit(caller, { role: 'admin' })
  if (limit.refused) {
    return data(
      {
        intent: 'login',
        message: t(limit.refused.message),
        result: submission.reply({ hideFields: ['password'] }),
      } satisfies AdminActionData,
      { status: limit.refused.status, headers: limit.refused.headers },
    )
  }
  if (!(await verifyAdminPassword(db, submission.value.password))) {
    return fail(
      {
        intent: 'login',
        message: t(adminMessages.invalidPassword),
        result: submission.reply({ hideFields: ['password'] }),
      },
      401,
    )
  }
  const device = await limit.signedIn()
  return redirectWithToast(
    request,
    successPath,
    { type: 'success', title: t('admin.login.successTitle'), description: t('admin.login.successText') },
    {
      headers: [
        ['Set-Cookie', await startSession(request, { isAdmin: true })],
        ['Set-Cookie', device],
      ],
    },
  )
}

/**
 * Every change the dashboard makes, by the form's `intent`. The caller has checked the admin session
 * BEFORE this reads anything: a stranger's post is never read.
 */
export async function adminAction(caller: Caller) {
  const { request, context } = caller
  const t = await translatorFor(request, context)
  if (isMultipart(request)) return updateProjectWithThumbnail(request, t)
  // The bulk review sends one `id` per selected project.
  const form = await readFormData(request, { maxFields: MAX_FORM_FIELDS + MAX_BULK_PROJECTS })
  const intent = String(form.get('intent'))
  const id = Number(form.get('id'))

  switch (intent) {
    // A login form left open in another tab, sent after signing in there: already in.
    case 'login':
      return redirect(new URL(request.url).pathname)
    case 'logout':
      return redirect(new URL(request.url).pathname, { headers: { 'Set-Cookie': await endSession(request) } })
    case 'approve':
    case 'reject': {
      const outcome = changeProjectStatus(db, id, intent === 'approve' ? 'approved' : 'rejected', {
        askConsent: form.get('withoutConsent') !== 'confirmed',
      })
      // No consent recorded: the organiser confirms first, in a dialog (a page without JS).
      if (outcome === 'no-consent') return toDialog(request, form, 'approve-without-consent', id)
      if (outcome !== 'ok') {
        const description = outcome === 'not-pending' ? t(notPendingMessage) : undefined
        return backToTab(request, form, {
          type: 'error',
          title: t('admin.notice.projectUpdateFailed'),
          description,
        })
      }
      return backToTab(request, form, { type: 'success', title: t('admin.notice.projectUpdated') })
    }
    // Several projects at once, after the confirmation that names them.
    case 'bulk-status':
      return bulkStatusAction(request, form, t)
    case 'delete-project': {
      const deleted = deleteProject(db, fileStore, id)
      return backToTab(
        request,
        form,
        done(deleted, t('admin.notice.projectDeleted'), t('admin.notice.projectDeleteFailed')),
      )
    }
    // Every project of a family's e-mail, confirmed with their number.
    case 'erase-family':
      return eraseFamilyAction(request, form, t)
    // Every family their judges' feedback, after the confirmation that counts them.
    case 'email-feedback':
      return feedbackMailAction(request, form, caller.context)
    case 'change-password': {
      const submission = parseForm(form, { schema: changePasswordSchema })
      const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']
      if (submission.status !== 'success') return fail({ intent, result: submission.reply({ hideFields }) })
      // Guesses at the current password are limited like the login's, before bcrypt: a dashboard left open
      // must not be a way to try passwords at will.
      const limit = await checkRateLimit(caller, 'change-password')
      if (limit.refused) {
        return data(
          { intent, message: t(limit.refused.message), result: submission.reply({ hideFields }) },
          { status: limit.refused.status, headers: limit.refused.headers },
        )
      }
      const outcome = await changeAdminPassword(
        db,
        submission.value.currentPassword,
        submission.value.newPassword,
      )
      if (!outcome.ok)
        return fail({ intent, message: t(outcome.message), result: submission.reply({ hideFields }) })
      await rateLimits.refund('change-password', limit.key)
      // Every admin session was revoked; this browser signs in again.
      return backToTab(
        request,
        form,
        {
          type: 'success',
          title: t('admin.password.successTitle'),
          description: t('admin.password.successText'),
        },
        { 'Set-Cookie': await startSession(request, { isAdmin: true }) },
      )
    }
    case 'add-judge': {
      const submission = parseForm(form, { schema: judgeAdminSchema })
      if (submission.status !== 'success') return fail({ intent, result: submission.reply() })
      try {
        await addJudge(db, submission.value, {
          origin: publicOrigin(),
          secret: sessionSecret(),
          mailer,
        })
      } catch (error) {
        const message =
          error instanceof DuplicateEmailError ? 'admin.judge.duplicateEmail' : 'admin.notice.judgeAddFailed'
        if (!(error instanceof DuplicateEmailError)) console.error('Adding a judge failed', error)
        return fail({
          intent,
          message: t('admin.notice.judgeAddFailed'),
          result: submission.reply({ fieldErrors: { email: [message] } }),
        })
      }
      return backToTab(request, form, {
        type: 'success',
        title: t('admin.notice.judgeAdded'),
        description: mailer ? t('admin.notice.judgeMailed') : t('admin.notice.judgeLink'),
      })
    }
    case 'update-judge': {
      const submission = parseForm(form, { schema: judgeAdminSchema })
      if (submission.status !== 'success') return fail({ intent, result: submission.reply() })
      try {
        if (!updateJudgeByAdmin(db, id, submission.value)) throw new Error('not found')
      } catch (error) {
        const fieldErrors =
          error instanceof DuplicateEmailError ? { email: ['admin.judge.duplicateEmail'] } : undefined
        return fail({
          intent,
          message: t('admin.notice.judgeUpdateFailed'),
          result: submission.reply({ fieldErrors }),
        })
      }
      return backToTab(request, form, { type: 'success', title: t('admin.notice.judgeUpdated') })
    }
    case 'approve-judge': {
      return backToTab(
        request,
        form,
        done(approveJudge(db, id), t('admin.notice.judgeApproved'), t('admin.notice.judgeApproveFailed')),
      )
    }
    case 'delete-judge': {
      return backToTab(
        request,
        form,
        done(deleteJudge(db, id), t('admin.notice.judgeDeleted'), t('admin.notice.judgeDeleteFailed')),
      )
    }
    default: {
      const criteriaIntent = criteriaIntents.find((name) => name === intent)
      if (criteriaIntent) return criteriaAction(request, form, criteriaIntent)
      const judgingIntent = judgingIntents.find((name) => name === intent)
      if (judgingIntent) return judgingAction(request, form, judgingIntent)
      const tableIntent = tableIntents.find((name) => name === intent)
      if (tableIntent) return tableAction(request, form, tableIntent, t)
      return fail({ intent, message: t('admin.notice.unknown') })
    }
  }
}

/**
 * The Edit Project dialog: a new thumbnail is saved first, and if it fails
 * nothing else changes ('Failed to upload thumbnail').
 */
async function updateProjectWithThumbnail(request: Request, t: Translate) {
  const intent = 'update-project'
  const upload = await parseUpload(
    request,
    fileStore,
    { thumbnail: submissionUploads.thumbnail },
    { bodyBytes: bodyLimits.multipartBytes },
  )
  const form = upload.fields
  const id = Number(form.get('id'))
  const submission = parseForm(form, { schema: projectEditSchema })
  if (upload.errors.thumbnail) {
    await upload.discard()
    return fail(
      {
        intent,
        message: t('admin.notice.thumbnailFailed'),
        result: submission.reply({ fieldErrors: { thumbnail: [upload.errors.thumbnail] } }),
      },
      upload.status,
    )
  }
  if (submission.status !== 'success') {
    await upload.discard()
    return fail({ intent, message: t('admin.notice.projectUpdateFailed'), result: submission.reply() })
  }
  const thumbnail = upload.staged.find((f) => f.field === 'thumbnail')
  try {
    if (thumbnail && (await replaceThumbnail(db, fileStore, id, thumbnail)) !== 'ok') {
      throw new Error('Project not found')
    }
  } catch (error) {
    console.error('Thumbnail upload failed', error)
    await upload.discard()
    return fail({ intent, message: t('admin.notice.thumbnailFailed'), result: submission.reply() }, 500)
  }
  if (!updateProjectDetails(db, id, submission.value)) {
    return fail({ intent, message: t('admin.notice.projectUpdateFailed'), result: submission.reply() }, 404)
  }
  return backToTab(request, form, { type: 'success', title: t('admin.notice.projectUpdated') })
}
