import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { db } from '../../app/infra/db.server'
import { getToast } from '../../app/infra/cookies/toast.server'
import { secretAddressHeaders } from '../../app/utils/secret-address'
import { action as pageSubmit } from '../../app/routes/submission'
import { headers as ownHeaders, loader as ownProjectLoader } from '../../app/routes/my-project.$token'
import { headers as findHeaders, loader as findLoader } from '../../app/routes/my-project._index'
import { routeAnswer } from '../setup/route-answer'

// Where a family lands after submitting from the page, with or without JavaScript (both post to the same
// action): the private link's own page saying the project was sent, with the whole link to copy
// (docs/decisions/0040); and "Find my project", which lists what this browser sent.

afterAll(() => db.$client.close())

async function projectForm() {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    name: 'Rain Gauge',
    authorName: 'Ada',
    authorEmail: 'ada.family@example.org',
    submissionType: 'video',
    submissionMethod: 'youtube',
    url: 'https://youtu.be/dQw4w9WgXcQ',
    description: 'A bottle that measures the rain.',
    consent: 'on',
  }))
    form.append(key, value)
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer()
  form.append('thumbnail', new File([new Uint8Array(png)], 'gauge.png', { type: 'image/png' }))
  return form
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} })

/** The cookies a browser would send back from an answer's Set-Cookie headers. */
const cookiesFrom = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

describe('after submitting from the page', () => {
  it('lands on the private link’s page as the confirmation, with the notice and the whole link', async () => {
    const answer = await routeAnswer(async () =>
      pageSubmit(
        args(new Request('http://localhost/submission', { method: 'POST', body: await projectForm() })),
      ),
    )
    expect(answer).toBeInstanceOf(Response)
    const redirect = answer as Response
    expect(redirect.status).toBe(302)
    const location = redirect.headers.get('location')!
    expect(location).toMatch(/^\/my-project\/[A-Za-z0-9_-]{43}\?sent=1$/)
    const token = location.slice('/my-project/'.length, -'?sent=1'.length)

    // The notice still says the words it always said; the page, not the notice, holds the link now.
    const cookie = cookiesFrom(redirect)
    const { toast } = await getToast(new Request('http://localhost/', { headers: { cookie } }))
    expect(toast).toMatchObject({
      type: 'success',
      title: 'Success!',
      description: 'Your project has been submitted successfully.',
    })
    expect(toast?.link).toBeUndefined()

    const confirmation = await ownProjectLoader(args(new Request(`http://localhost${location}`), { token }))
    expect(confirmation.project).toMatchObject({ name: 'Rain Gauge', status: 'pending' })
    // No mail server in the tests: the page does not claim an e-mail.
    expect(confirmation.sent).toEqual({
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/my-project/${token}$`)),
      emailed: false,
    })
    // The private link opened later, from the e-mail or another phone, is the project's own page.
    const later = await ownProjectLoader(args(new Request(`http://localhost/my-project/${token}`), { token }))
    expect(later.sent).toBeNull()
    // A secret address: never cached, indexed or sent on as a Referer.
    expect(ownHeaders({} as never)).toEqual(secretAddressHeaders)

    // "Find my project" in the same browser lists it with its private link; another browser sees none.
    const found = await findLoader(args(new Request('http://localhost/my-project', { headers: { cookie } })))
    expect(found.own).toEqual([
      expect.objectContaining({ name: 'Rain Gauge', status: 'pending', privateLink: `/my-project/${token}` }),
    ])
    expect(found.mailed).toBe(false)
    expect((await findLoader(args(new Request('http://localhost/my-project')))).own).toEqual([])
    expect(findHeaders({} as never)).toEqual(secretAddressHeaders)
  })
})
