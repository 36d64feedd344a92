import { describe, expect, it } from 'vitest'
import { listPatches, packageOfPatch, variantsFor } from '../../scripts/bench-patches.js'
import { patchesSectionOf, summarise, withPatchesSection } from '../../scripts/bench-patches-report.js'

const patch = (name: string) => ({ file: `${name.replace('/', '+')}+1.0.0.patch`, name })

describe("the patches bench's copies", () => {
  it('names the package of a patch-package file', () => {
    expect(packageOfPatch('@remix-run+react+2.17.5.patch')).toBe('@remix-run/react')
    expect(packageOfPatch('react-router-dom+6.30.4.patch')).toBe('react-router-dom')
  })

  it('serves all, none, the route-tree chain taken out as one, and the router taken out', () => {
    const variants = variantsFor(listPatches())
    expect(variants.map((v) => [...v.without].sort())).toEqual([
      [],
      ['@remix-run/react', '@remix-run/router', '@remix-run/server-runtime', 'react-router-dom'],
      ['@remix-run/react', '@remix-run/server-runtime', 'react-router-dom'],
      ['@remix-run/router'],
    ])
  })

  it('still has something to compare once patches are dropped', () => {
    expect(variantsFor([patch('@remix-run/router')]).map((v) => v.without)).toEqual([
      [],
      ['@remix-run/router'],
    ])
    expect(variantsFor([patch('@remix-run/react'), patch('react-router-dom')]).map((v) => v.label)).toEqual([
      'all 2 patches',
      'no patch',
    ])
    expect(variantsFor([])).toHaveLength(1)
  })

  it('keeps a group that buys 10% or more req/s on one page, and measures a lone group against no patch', () => {
    const router = patch('@remix-run/router')
    // Each copy's req/s: per page, one figure a round.
    const measured = (all: number[][], none: number[][]) => ({
      patches: [router],
      variants: variantsFor([router]).map((v, i) => ({ ...v, rps: [all, none][i], cpu: [[1], [1]] })),
    })
    const mixed = summarise(measured([[105, 109, 130], [120]], [[100, 100, 100], [100]])).worth[0]!
    expect(mixed).toMatchObject({ against: 'no patch', kept: true })
    expect(mixed.rps[0]).toBeCloseTo(0.09)
    expect(mixed.rps[1]).toBeCloseTo(0.2)
    expect(summarise(measured([[109], [90]], [[100], [100]])).worth[0]!.kept).toBe(false)
  })
})

describe("the patches bench's section of bench/results.md", () => {
  const section = (text: string) =>
    `<!-- patches table: scripts/bench-patches.js writes from here -->\n${text}\n<!-- patches table: to here -->`

  it('is added at the end, replaced in place, and found again for the full run to keep', () => {
    const first = withPatchesSection('# Results\n\ntable\n', section('one'))
    expect(first).toBe(`# Results\n\ntable\n\n${section('one')}\n`)
    const second = withPatchesSection(`${first}\nafter\n`, section('two'))
    expect(second).toBe(`# Results\n\ntable\n\n${section('two')}\n\nafter\n`)
    expect(patchesSectionOf(second)).toBe(section('two'))
    expect(patchesSectionOf('# Results')).toBe('')
  })
})
