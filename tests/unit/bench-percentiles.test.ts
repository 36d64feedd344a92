import { describe, expect, it } from 'vitest'
import { percentiles } from '../../scripts/bench-report.js'

describe("the bench's latency percentiles", () => {
  it('are the answers’ own times when nothing was paced', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentiles(latencies, 0)).toEqual({ p50: 50, p95: 95, p99: 99 })
  })

  it('count each answer once when none overran the paced interval, however slow', () => {
    // autocannon's own correction (1 ms interval) would count the 90 ms answer 90 times.
    const latencies = [...Array(98).fill(2), 90, 95]
    expect(percentiles(latencies, 100)).toEqual({ p50: 2, p95: 2, p99: 90 })
  })

  it('add the requests a paced connection missed while it waited longer than its interval', () => {
    // A 350 ms wait on a 100 ms interval also stands for the 250, 150 ms waits of the batches not sent.
    const latencies = [...Array(99).fill(1), 350]
    const { p99 } = percentiles(latencies, 100)
    expect(p99).toBe(250)
    expect(percentiles(latencies, 0).p99).toBe(1)
  })
})
