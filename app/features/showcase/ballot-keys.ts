import crypto from 'node:crypto'

/**
 * A People's Choice ballot's secrets (docs/decisions/0032-peoples-choice-ballots.md): its token (the QR
 * code's /vote/<token>) and its short code (typed at /vote) are HMAC-SHA256 of its id under the server's
 * session secret, as the device cookie derives its own keys, each with a label of its own. The sheet can be
 * printed again from the ids; the database keeps only keyed hashes of them, so a copy of it opens nothing.
 */

/** No 0/O, 1/I/L: what a child reads off paper and types on a phone. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const CODE_LENGTH = 10

export function createBallotKeys(secret: string) {
  const mac = (label: string, value: string | number) =>
    crypto.createHmac('sha256', secret).update(`ballot-${label}\0${value}`).digest()
  return {
    /** 192 bits, 32 base64url characters. */
    token: (id: number) => mac('token', id).subarray(0, 24).toString('base64url'),
    /** 10 characters of the 31-letter alphabet (49 bits), from 64 bits of the HMAC (the bias is 2^-14). */
    code(id: number): string {
      let n = mac('code', id).readBigUInt64BE(0)
      let code = ''
      for (let i = 0; i < CODE_LENGTH; i++) {
        code += CODE_ALPHABET[Number(n % 31n)]
        n /= 31n
      }
      return code
    },
    /** How the row is found from a token or a typed code: a keyed hash, useless without the secret. */
    lookupKey: (kind: 'token' | 'code', value: string) =>
      mac(`${kind}-key`, value).subarray(0, 16).toString('base64url'),
  }
}

/**
 * A typed code as the sheet prints it: capitals, without the spaces and dashes people add. Anything else
 * is kept, so a wrong code is looked up like any other and answers in the same time.
 */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '')
}

/** The code as printed: two groups of five, easier to read aloud and to type. */
export const printedCode = (code: string) => `${code.slice(0, 5)} ${code.slice(5)}`
