import { describe, expect, test } from 'vitest'
import { timeLeft } from '~/utils/time-left'

describe('timeLeft', () => {
  test('says nothing before a second of sending, before any byte, or once all is sent', () => {
    expect(timeLeft({ loaded: 100, total: 1000, elapsedMs: 999 })).toBeUndefined()
    expect(timeLeft({ loaded: 0, total: 1000, elapsedMs: 5000 })).toBeUndefined()
    expect(timeLeft({ loaded: 1000, total: 1000, elapsedMs: 5000 })).toBeUndefined()
    expect(timeLeft({ loaded: 0, total: 0, elapsedMs: 5000 })).toBeUndefined()
  })

  test('gives the rest at the rate so far, in steps a family can read', () => {
    // A tenth sent in 2 s: 18 s to go.
    expect(timeLeft({ loaded: 100, total: 1000, elapsedMs: 2000 })).toBe('About 20 seconds left')
    expect(timeLeft({ loaded: 500, total: 1000, elapsedMs: 5000 })).toBe('A few seconds left')
    expect(timeLeft({ loaded: 100, total: 1000, elapsedMs: 10_000 })).toBe('About 2 minutes left')
    expect(timeLeft({ loaded: 100, total: 800, elapsedMs: 10_000 })).toBe('About 1 minute left')
  })
})
