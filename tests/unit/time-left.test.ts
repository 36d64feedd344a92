import { describe, expect, test } from 'vitest'
import enCommon from '~/i18n/en/common'
import { translator } from '~/i18n/translate'
import { closesIn as closesInWords, serverClock, timeLeft as timeLeftWords } from '~/utils/time-left'
import type { Progress } from '~/utils/send-form'

// In English, as the pages write it (the English catalogue).
const english = translator('en', enCommon)
const timeLeft = (progress: Progress) => timeLeftWords(progress, english)
const closesIn = (ms: number) => closesInWords(ms, english)

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

describe('closesIn', () => {
  const min = 60_000
  test('counts whole minutes down, never promising time there is not', () => {
    expect(closesIn(72 * min + 59_000)).toBe('Closes in 1 h 12 min')
    expect(closesIn(60 * min)).toBe('Closes in 1 h')
    expect(closesIn(5 * min + 30_000)).toBe('Closes in 5 min')
    expect(closesIn(59_999)).toBe('Closes in less than a minute')
    expect(closesIn((2 * 24 * 60 + 4 * 60 + 7) * min)).toBe('Closes in 2 d 4 h')
    expect(closesIn(24 * 60 * min)).toBe('Closes in 1 d')
  })
})

describe('serverClock', () => {
  const min = 60_000
  const hour = 60 * min
  const server = Date.UTC(2025, 4, 31, 16, 0)
  const closesAt = Date.UTC(2025, 4, 31, 17, 0)

  test('counts down to the server’s close on a phone whose clock is hours behind or ahead', () => {
    for (const wrongBy of [-5 * hour, -90 * min, 0, 3 * hour, 26 * hour]) {
      const device = server + wrongBy
      const clock = serverClock(server, device)
      expect(clock(device)).toBe(server)
      // Twenty minutes later on the phone's own (wrong) clock: forty left by the server's.
      expect(closesIn(closesAt - clock(device + 20 * min)), String(wrongBy)).toBe('Closes in 40 min')
      expect(closesAt - clock(device + hour), String(wrongBy)).toBe(0)
    }
  })
})
