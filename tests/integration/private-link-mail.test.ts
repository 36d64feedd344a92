import { describe, expect, it } from 'vitest'
import type { Mail } from '../../app/infra/mailer.server'
import { handOverPrivateLink, privateLinkShown } from '../../app/features/families/link-hand-over.server'

// The private link is e-mailed to the family when the club has a mail server, and remembered in
// their browser's list either way.
const submitted = {
  project: { id: 7, name: 'Rain <Gauge>', authorName: 'Ada' },
  editToken: 'T'.repeat(43),
  authorEmail: 'ada.family@example.org',
}
const request = new Request('http://localhost/submission', { method: 'POST' })

describe('handing over the private link', () => {
  it('e-mails it to the family when a mail server is set', async () => {
    const sent: Mail[] = []
    const link = await handOverPrivateLink(request, submitted, { send: async (mail) => void sent.push(mail) })
    expect(link.path).toBe(`/my-project/${'T'.repeat(43)}`)
    expect(link.url).toMatch(new RegExp(`^https?://[^/]+/my-project/${'T'.repeat(43)}$`))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toBe('ada.family@example.org')
    expect(sent[0]!.text).toContain(link.url)
    expect(sent[0]!.text).toContain('Keep this link to change or withdraw your project')
    expect(sent[0]!.html).toContain(link.url)
    expect(sent[0]!.html).toContain('Rain &#60;Gauge&#62;')
    expect(link.cookie).toMatch(/^sc_submissions=/)
  })

  it('writes it in the family’s language: the one their browser asked for, or chose in the menu', async () => {
    const sent: Mail[] = []
    const send = { send: async (mail: Mail) => void sent.push(mail) }
    const spanish = new Request('http://localhost/submission', {
      method: 'POST',
      headers: { 'Accept-Language': 'es-MX,es;q=0.9' },
    })
    await handOverPrivateLink(spanish, submitted, send)
    expect(sent[0]!.subject).toBe('Tu proyecto «Rain <Gauge>»: tu enlace privado')
    expect(sent[0]!.text).toContain('Guarda este enlace para cambiar o retirar tu proyecto:')
    expect(sent[0]!.html).toContain('<html lang="es">')
    // The menu's choice wins over the browser's languages.
    const chose = new Request('http://localhost/submission', {
      method: 'POST',
      headers: { 'Accept-Language': 'es', Cookie: 'sc_lang=ImVuIg%3D%3D' },
    })
    await handOverPrivateLink(chose, submitted, send)
    expect(sent[1]!.subject).toBe('Your project “Rain <Gauge>”: your private link')
  })

  it('without a mail server it is only remembered, and a failed send changes nothing', async () => {
    expect((await handOverPrivateLink(request, submitted, null)).cookie).toMatch(/^sc_submissions=/)
    const failing = { send: () => Promise.reject(new Error('SMTP down')) }
    await expect(handOverPrivateLink(request, submitted, failing)).resolves.toMatchObject({
      path: `/my-project/${'T'.repeat(43)}`,
    })
  })

  it('the confirmation page says it was e-mailed only where a mail server is set', () => {
    const token = 'T'.repeat(43)
    const withMail = privateLinkShown(token, { send: async () => {} })
    expect(withMail).toEqual({ url: expect.stringMatching(/\/my-project\/T{43}$/), emailed: true })
    expect(privateLinkShown(token, null).emailed).toBe(false)
  })
})
