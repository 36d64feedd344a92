import { parseForm } from '~/infra/parse-form'
import { eraseFamily } from '~/features/families/family-data.server'
import { familyEraseSchema } from '~/features/families/family-data'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { fail } from './responses.server'

// The dashboard's erasure of a family's data (docs/rules.md#families-and-privacy), confirmed with the number
// of projects the organiser saw. The caller has checked the admin session before the form was read.

const projectCount = (n: number) => `${n} project${n === 1 ? '' : 's'}`

/** The Family data dialog (or its erasure confirmation) for this address, on the Projects tab. */
export function familyHref(request: Request, dialog: 'family-data' | 'erase-family', email: string) {
  const params = new URLSearchParams({ dialog, email })
  return `${new URL(request.url).pathname}?${params}`
}

export function eraseFamilyAction(request: Request, form: FormData) {
  const intent = 'erase-family'
  const submission = parseForm(form, { schema: familyEraseSchema })
  if (submission.status !== 'success') {
    return fail({ intent, message: 'Nothing was erased.', result: submission.reply() })
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
        title: 'Nothing was erased',
        description: `${email} now has ${projectCount(erasure.count)}, not ${count}. Check the list${erasure.count === 0 ? '' : ' and confirm again'}.`,
      },
    )
  }
  return redirectWithToast(request, familyHref(request, 'family-data', email), {
    type: 'success',
    title: `Erased ${projectCount(erasure.count)} of ${email}`,
    description: 'Their rows, files and scores are gone.',
  })
}
