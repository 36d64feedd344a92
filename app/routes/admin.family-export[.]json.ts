import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportFamilyData } from '~/features/families/family-data.server'
import { familyLookupSchema } from '~/features/families/family-data'
import { requireAdmin } from '~/features/accounts/auth.server'
import { translatorFor } from '~/features/event/page-language.server'
import { db } from '~/infra/db.server'

// 'Download as JSON' in the Family data dialog: a copy of a family's projects, for the family.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const parsed = familyLookupSchema.safeParse({ email: new URL(request.url).searchParams.get('email') })
  if (!parsed.success) {
    // The schema's message is a catalogue key.
    const t = await translatorFor(request, context)
    return new Response(t(parsed.error.issues[0]?.message ?? 'admin.family.invalidEmail'), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const data = exportFamilyData(db, parsed.data.email)
  const date = data.exportedAt.slice(0, 10)
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="family-data-${date}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
