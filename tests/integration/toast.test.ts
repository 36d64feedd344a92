import { describe, expect, it } from 'vitest'
import { createToastHeaders, getToast, redirectWithToast } from '../../app/infra/cookies/toast.server'

function requestWithCookie(setCookie: string | null) {
  const cookie = setCookie?.split(';')[0] ?? ''
  return new Request('http://localhost/feed', { headers: { cookie } })
}

describe('flash notices', () => {
  it('carries a notice to the next page once, then clears it', async () => {
    const headers = await createToastHeaders(new Request('http://localhost/'), {
      type: 'success',
      title: 'Success!',
      description: 'Your project has been submitted successfully.',
    })
    const request = requestWithCookie(headers.get('set-cookie'))
    const { toast, headers: clear } = await getToast(request)
    expect(toast).toMatchObject({
      type: 'success',
      title: 'Success!',
      description: 'Your project has been submitted successfully.',
    })
    expect(toast?.id).toBeTruthy()
    expect(clear?.get('set-cookie')).toMatch(/sc_toast=;.*Expires=Thu, 01 Jan 1970/)
  })

  it('has nothing to show without the cookie, or with a forged one', async () => {
    expect(await getToast(new Request('http://localhost/'))).toEqual({ toast: null, headers: null })
    const forged = `sc_toast=${Buffer.from(JSON.stringify({ __flash_toast__: { title: 'Hacked' } })).toString('base64')}`
    expect(
      (await getToast(new Request('http://localhost/', { headers: { cookie: forged } }))).toast,
    ).toBeNull()
  })

  it('redirects with the notice, HttpOnly and SameSite=Lax, Secure only over HTTPS', async () => {
    const plain = await redirectWithToast(new Request('http://localhost/x'), '/feed', { title: 'Hi' })
    expect(plain.status).toBe(302)
    expect(plain.headers.get('location')).toBe('/feed')
    const cookie = plain.headers.get('set-cookie')!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/)
    const secure = await redirectWithToast(new Request('https://club.example/x'), '/feed', { title: 'Hi' })
    expect(secure.headers.get('set-cookie')).toMatch(/Secure/)
  })
})
