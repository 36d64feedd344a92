import { parseForm } from '~/infra/parse-form'
import { eraseFamily } from '~/features/families/family-data.server'
import { familyEraseSchema } from '~/features/families/family-data'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import type { Translate } from '~/i18n/translate'
import { fail } from './responses.server'

// The dashboard's erasure of a family's data (docs/rules.md#families-and-privacy), confirmed with the number
// of projects the organiser saw. The caller has checked the admin session before the form was read.

/** The Family data dialog (or its erasure confirmation) for this address, on the Projects tab. */
export function familyHref(request: Request, dialog: 'family-data' | 'erase-family', email: string) {
  const params = new URLSearchParams({ dialog, email })
  return `${new URL(request.url).pathname}?${params}`
}

export function eraseFamilyAction(request: Request, form: FormData, t: Translate) {
  const intent = 'erase-family'
  const submission = parseForm(form, { schema: familyEraseSchema })
  if (submission.status !== 'success') {
    return fail({ intent, message: t('admin.family.notErased'), result: submission.reply() })
  }
  const { email, count } = submission.value
  const erasure = eraseFamily(db, fileStore, email, count)
  if (erasure.outcome === 'count-changed') {
    // No surprise erasures: the organiser sees the new list and confirms again.
    return redirectWithToast(
      request,
      familyHref(request, erasure.count === 0 ? 'family-data' : 'erase-family', email),
      {
        type: 'error',
        title: t('admin.family.notErasedTitle'),
        description:
          erasure.count === 0
            ? t('admin.family.nowHasNone', { email, was: count })
            : t('admin.family.nowHas', { email, count: erasure.count, was: count }),
      },
    )
  }
  return redirectWithToast(request, familyHref(request, 'family-data', email), {
    type: 'success',
    title: t('admin.family.erased', { count: erasure.count, email }),
    description: t('admin.family.erasedText'),
  })
}
