import { expect, test } from '@playwright/test'

// The production server never shows its insides: no stack trace, no SQL, no file paths.
const insides = [/\bat \S+ \(/, /node_modules/, /SqliteError|SQLITE_/i, /\.server\.ts/, /select .* from /i]

// HTTP answers, no screen: run once (@desktop), not in every browser project.
test.describe('errors', { tag: '@desktop' }, () => {
  test('a form a page cannot read gets a page that says so, and nothing of the server', async ({
    request,
  }) => {
    const response = await request.post('/judge-login', {
      headers: { 'content-type': 'application/json' },
      data: '{"intent":"login"}',
    })
    expect(response.status()).toBe(400)
    const html = await response.text()
    expect(html).toContain('This form could not be read')
    for (const pattern of insides) expect(html).not.toMatch(pattern)
    // An address the router cannot even decode: a plain answer, nothing of the server either.
    const broken = await request.get('/%E0%A4%A')
    expect(broken.status()).toBe(400)
    const text = await broken.text()
    expect(text).toBe('This address could not be read.')
    for (const pattern of insides) expect(text).not.toMatch(pattern)
  })

  test('API errors are JSON with a message', async ({ request }) => {
    const unknown = await request.get('/api/no-such-thing')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Not found' })

    const malformed = await request.post('/api/projects', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      data: 'not really multipart',
    })
    expect(malformed.status()).toBe(400)
    const body = await malformed.json()
    expect(typeof body.message).toBe('string')
    for (const pattern of insides) expect(JSON.stringify(body)).not.toMatch(pattern)

    const getOnAction = await request.get('/api/scoring/submit-batch')
    expect(getOnAction.status()).toBe(405)
    expect(await getOnAction.json()).toEqual({ message: 'Method not allowed' })
  })
})
