import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { privacy } from '../../app/content/privacy'

// The privacy page lists every cookie the site sets: a new cookie in the code without its line there fails
// here. The names are read from the code's own cookie definitions (createCookie, and a session storage's
// cookie name).

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const cookiesInCode = () =>
  new Set(
    sourceFiles('app').flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/(?:createCookie\(|\bname: )'(sc_[a-z_]+)'/g)].map(
        (match) => match[1]!,
      ),
    ),
  )

describe('the privacy page', () => {
  it('lists every cookie the site sets', () => {
    const listed = privacy.sections.find((section) => section.id === 'cookies')?.items ?? []
    const labels = listed.map((item) => item.label ?? '').join(' ')
    const names = cookiesInCode()
    expect(names.size).toBeGreaterThanOrEqual(5)
    for (const name of names) expect(labels, name).toMatch(new RegExp(`\\b${name}\\b`))
  })
})
