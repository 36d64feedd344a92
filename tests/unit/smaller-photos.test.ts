import { afterEach, describe, expect, it, vi } from 'vitest'
import { withSmallerCopies } from '../../app/components/use-smaller-photos'

// At Submit the form waits for the photos' smaller copies that are still being made, but never longer than
// its limit: a copy still not ready then is left behind and the original goes (docs/decisions/0040).

afterEach(() => vi.useRealTimers())

const photo = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })

function form(...photos: File[]) {
  const data = new FormData()
  data.append('name', 'Bird Feeder')
  for (const file of photos) data.append('files', file)
  data.append('consent', 'on')
  return data
}

const sent = (data: FormData) =>
  [...data].map(([name, value]) => [name, value instanceof File ? `${value.name} ${value.size}` : value])

describe('the photos at Submit', () => {
  it('go as their smaller copies, in the same order, with the other fields as they were', async () => {
    const copies = new Map([['a.jpg', photo('a.jpg', 10)]])
    const smaller = (file: File) => Promise.resolve(copies.get(file.name) ?? file)
    const body = await withSmallerCopies(
      form(photo('a.jpg', 1000), photo('b.jpg', 20)),
      'files',
      smaller,
      10_000,
    )
    expect(sent(body)).toEqual([
      ['name', 'Bird Feeder'],
      ['files', 'a.jpg 10'],
      ['files', 'b.jpg 20'],
      ['consent', 'on'],
    ])
  })

  it('wait for a copy still being made, but no longer than the limit: then the original goes', async () => {
    vi.useFakeTimers()
    let finish: (file: File) => void = () => {}
    const stuck = new Promise<File>(() => {})
    const slow = new Promise<File>((resolve) => (finish = resolve))
    const smaller = (file: File) => (file.name === 'stuck.jpg' ? stuck : slow)
    const body = withSmallerCopies(
      form(photo('slow.jpg', 1000), photo('stuck.jpg', 2000)),
      'files',
      smaller,
      10_000,
    )
    await vi.advanceTimersByTimeAsync(4_000)
    finish(photo('slow.jpg', 100))
    await vi.advanceTimersByTimeAsync(6_000)
    expect(sent(await body)).toEqual([
      ['name', 'Bird Feeder'],
      ['files', 'slow.jpg 100'],
      ['files', 'stuck.jpg 2000'],
      ['consent', 'on'],
    ])
  })
})
