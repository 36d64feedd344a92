import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectCurrentBuild, serverRoot } from '../setup/build'

// What a family's phone downloads for the public pages, read from the browser build's metafile (esbuild's
// list of every output file, its inputs and its imports): no validation library. Zod is 27 KB compressed,
// more than all the app's own code of a page; the submission form loads its checks only when needed.
type Metafile = {
  outputs: Record<string, { inputs: Record<string, unknown>; imports?: { path: string; kind: string }[] }>
}

const publicRoutes = ['root', 'challenge-info', 'feed', 'project.$id', 'submission', 'agenda', 'ai-playbook']

describe('the public pages’ scripts', () => {
  expectCurrentBuild()
  const meta = JSON.parse(
    fs.readFileSync(path.join(serverRoot, 'build/metafile.js.json'), 'utf8'),
  ) as Metafile
  const output = (route: string) => {
    const pattern =
      route === 'root'
        ? /\/build\/root-\w+\.js$/
        : new RegExp(`/build/routes/${route.replace('$', '\\$')}-\\w+\\.js$`)
    const file = Object.keys(meta.outputs).find((name) => pattern.test(name))
    if (!file) throw new Error(`no output for ${route}`)
    return file
  }
  /** Every file the route's module loads before it runs: itself and its static imports, all the way down. */
  const loaded = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen
    seen.add(file)
    // Not what it imports only when needed (`import()`): the submission form's checks come that way.
    for (const imported of meta.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') loaded(imported.path, seen)
    return seen
  }

  it.each(publicRoutes)('%s loads no zod', (route) => {
    const inputs = [...loaded(output(route))].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}))
    expect(inputs.length).toBeGreaterThan(0)
    expect(inputs.filter((input) => input.includes('node_modules/zod/'))).toEqual([])
  })
})
