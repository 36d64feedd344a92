import { expect, test } from '@playwright/test'
import { approveJudge, countScores, insertProject, uniqueName } from './fixtures'

// Requests a page could be tricked into sending, against the real server. HTTP alone, no screen: run once
// (@desktop), not in every browser project.
test.describe('forged and automated requests', { tag: '@desktop' }, () => {
  test('a cross-site POST to a page action is refused with 403 and changes nothing; the same post from the site works', async ({
    request,
    baseURL,
  }) => {
    const email = `${uniqueName('forged').replace(/\W+/g, '.')}@judges.example.org`
    expect(
      (
        await request.post('/api/judges/register', { data: { name: 'Forged', email, password: 'secret1' } })
      ).status(),
    ).toBe(201)
    approveJudge(email)
    expect((await request.post('/api/judges/login', { data: { email, password: 'secret1' } })).status()).toBe(
      200,
    )
    const projectId = insertProject({ name: uniqueName('Target'), submissionType: 'video' })
    const body = new URLSearchParams({ intent: 'score', projectId: String(projectId) })
    for (const id of [1, 2, 3, 4, 5]) {
      body.append('criteriaId', String(id))
      body.append(`score-${id}`, '10')
    }
    const post = (origin: string) =>
      request.post('/judge-dashboard', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        data: body.toString(),
        maxRedirects: 0,
      })

    const forged = await post('https://evil.example')
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain('This form was sent from another website, so nothing was changed.')
    expect(countScores(projectId)).toBe(0)

    const genuine = await post(new URL(baseURL!).origin)
    expect([200, 302]).toContain(genuine.status())
    expect(countScores(projectId)).toBe(5)
  })

  test('a bot that fills the hidden field is refused and nothing is created', async ({ request }) => {
    const email = `${uniqueName('bot').replace(/\W+/g, '.')}@example.org`
    const response = await request.post('/judge-login', {
      form: {
        intent: 'register',
        name: 'Spam Bot',
        email,
        expertise: 'Spam',
        password: 'secret1',
        confirmPassword: 'secret1',
        website: 'https://spam.example',
      },
    })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('Your request could not be accepted.')
    expect((await request.post('/api/judges/login', { data: { email, password: 'secret1' } })).status()).toBe(
      401,
    )
  })
})
