import { describe, expect, it } from 'vitest'
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  createBallotKeys,
  normaliseCode,
} from '../../app/features/showcase/ballot-keys'

// A ballot's token and short code (docs/decisions/0032): the same again from the same secret and id, new
// under another secret, at least 128 bits, and a code a child can type.

const keys = createBallotKeys('a-secret-of-at-least-thirty-two-characters')

describe('ballot keys', () => {
  it('derive the same token and code again, and others under another secret', () => {
    expect(keys.token(7)).toBe(keys.token(7))
    expect(keys.code(7)).toBe(keys.code(7))
    const other = createBallotKeys('another-secret-of-at-least-thirty-two-chars')
    expect(other.token(7)).not.toBe(keys.token(7))
    expect(other.code(7)).not.toBe(keys.code(7))
    expect(other.lookupKey('code', keys.code(7))).not.toBe(keys.lookupKey('code', keys.code(7)))
  })

  it('give tokens of at least 128 bits and codes of 10 characters without look-alikes, all different', () => {
    const tokens = new Set<string>()
    const codes = new Set<string>()
    for (let id = 1; id <= 2000; id++) {
      const token = keys.token(id)
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
      expect(keys.code(id)).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`))
      tokens.add(token)
      codes.add(keys.code(id))
    }
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/)
    expect(tokens.size).toBe(2000)
    expect(codes.size).toBe(2000)
  })

  it('read a typed code however it is spaced or capitalised', () => {
    expect(normaliseCode(' ab3de-fg4hj ')).toBe('AB3DEFG4HJ')
    expect(normaliseCode('ab3de fg4hj')).toBe('AB3DEFG4HJ')
  })
})
