import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailPattern } from '../../app/utils/email-pattern'
import { emailKey } from '../../db/email-key'

// What counts as an e-mail address, and when two addresses are the same one.

describe('a valid e-mail address', () => {
  it('may be internationalised: a local part or a domain in any script', () => {
    for (const address of [
      'åsa.ström@example.org',
      'ÅSA.Ström@Example.org',
      'ana@bücher.de',
      'ana@xn--bcher-kva.de',
      'дима@пример.рф',
      '用户@例子.广告',
      'δοκιμή@παράδειγμα.δοκιμή',
      // A combining ring (not NFC) is a mark, still a letter of the address.
      'a\u030Asa@example.org',
    ]) {
      expect(emailPattern.test(address), address).toBe(true)
    }
  })

  it('is judged exactly as zod judges it when it is ASCII', () => {
    const ascii = [
      'sam@example.org',
      "Sam.O'Neil+club@mail.example.co.uk",
      'a_b-c@sub-domain.example.org',
      'a@b',
      'a@example',
      'a..b@example.org',
      '.a@example.org',
      'a.@example.org',
      'a@-example.org',
      'a@example.o',
      'a@example.org.',
      'a b@example.org',
      '"a"@example.org',
      'a!b@example.org',
      'a@[192.0.2.1]',
      'a@example.xn--p1ai',
      '@example.org',
      'a@@example.org',
      '',
    ]
    for (const address of ascii) {
      expect(emailPattern.test(address), address).toBe(z.regexes.email.test(address))
    }
  })

  it('is still refused when it is no address in any script', () => {
    for (const address of [
      'åsa.ström@example',
      'åsa..ström@example.org',
      'åsa ström@example.org',
      'åsa@bü cher.de',
      'åsa@bücher.d',
      'åsa@bücher.de1',
      'åsa@@bücher.de',
      '✉@example.org',
      'åsa@例子.广告1',
    ]) {
      expect(emailPattern.test(address), address).toBe(false)
    }
  })
})

describe('the key two addresses are compared by', () => {
  it('is the same for one address typed with other spaces, capitals, Unicode forms or IDN spelling', () => {
    const same = [
      ['ÅSA.Ström@Example.org', 'åsa.ström@example.org'],
      ['  åsa.ström@example.org\t', 'åsa.ström@example.org'],
      ['A\u030ASA.STRÖM@EXAMPLE.ORG', 'åsa.ström@example.org'],
      ['Ana@BÜCHER.de', 'ana@bücher.de'],
      ['ana@xn--bcher-kva.de', 'ana@bücher.de'],
      ['ana@ｅｘａｍｐｌｅ.org', 'ana@example.org'],
      ['ДИМА@ПРИМЕР.РФ', 'дима@пример.рф'],
    ]
    for (const [typed, key] of same) {
      expect(emailKey(typed!), typed).toBe(key)
      // A key is its own key: the stored column and a look-up meet.
      expect(emailKey(key!)).toBe(key)
    }
  })

  it('tells apart addresses that differ by more than that', () => {
    expect(emailKey('asa.strom@example.org')).not.toBe(emailKey('åsa.ström@example.org'))
    expect(emailKey('ana@bucher.de')).not.toBe(emailKey('ana@bücher.de'))
    expect(emailKey('ana@example.org')).not.toBe(emailKey('ana@example.org.uk'))
  })
})
