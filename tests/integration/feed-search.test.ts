import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listFeedProjects } from '../../app/features/showcase/feed-list.server'
import { setParticipantNames } from '../../app/features/judging/judging-settings.server'
import type { Viewer } from '../../app/features/showcase/visibility.server'
import { addProject } from '../setup/fixtures'
import { createTestDb } from '../setup/test-db'

// The feed's search (/feed?q=…): a project's name, its author's name as the public reads it, or its table
// number; never a hidden surname or an e-mail; % and _ are letters, not LIKE's wildcards.

let t: ReturnType<typeof createTestDb>
const visitor: Viewer = { role: 'public', ownedProjectIds: [] }
const admin: Viewer = { role: 'admin', ownedProjectIds: [] }

beforeAll(() => {
  t = createTestDb()
  const approved = (fields: Parameters<typeof addProject>[1]) =>
    addProject(t.db, { status: 'approved', ...fields }).id
  approved({
    name: 'Solar Oven',
    authorName: 'Ada Lovelace',
    authorEmail: 'secret.family@example.org',
    tableNumber: 12,
    submittedAt: 1,
  })
  approved({ name: 'Kite 100% fun', authorName: 'Bob Stone', tableNumber: 3, submittedAt: 2 })
  approved({ name: 'Water_Filter', authorName: 'Cy Young', tableNumber: 112, submittedAt: 3 })
  approved({ name: 'Plain Kite', authorName: 'Dee Ray', submissionType: 'video', submittedAt: 4 })
  approved({ name: 'Robot Table', authorName: 'Eve Table', submittedAt: 5 })
  addProject(t.db, { name: 'Pending Oven', authorName: 'Ada Lovelace', status: 'pending' })
})
afterAll(() => t.close())

const names = (search: string, options: { viewer?: Viewer; type?: 'video'; limit?: number } = {}) =>
  listFeedProjects(t.db, { sort: 'oldest', limit: 24, search, ...options }).projects.map((p) => p.name)

describe('the feed’s search', () => {
  it('finds a project by a part of its name, in any case, and never one the public cannot see', () => {
    expect(names('oven')).toEqual(['Solar Oven'])
    expect(names('KITE')).toEqual(['Kite 100% fun', 'Plain Kite'])
    expect(names('  kite  ')).toEqual(['Kite 100% fun', 'Plain Kite'])
  })

  it('finds a project by its author’s name as entered, while the public reads names as entered', () => {
    setParticipantNames(t.db, 'full')
    expect(names('lovelace')).toEqual(['Solar Oven'])
    expect(names('Ada Love')).toEqual(['Solar Oven'])
  })

  it('finds by the shortened name when the public reads first name and initial, never by the surname', () => {
    setParticipantNames(t.db, 'initial')
    try {
      expect(names('Ada L.')).toEqual(['Solar Oven'])
      expect(names('ada')).toEqual(['Solar Oven'])
      for (const hidden of ['Lovelace', 'love', 'Ada Lo', 'Stone', 'Young'])
        expect(names(hidden), hidden).toEqual([])
      // The organiser reads names as entered on the feed too: their search finds what they read.
      expect(names('Lovelace', { viewer: admin })).toEqual(['Solar Oven'])
    } finally {
      setParticipantNames(t.db, 'full')
    }
  })

  it('never reads the e-mail address', () => {
    for (const viewer of [visitor, admin]) {
      expect(names('secret.family', { viewer })).toEqual([])
      expect(names('example.org', { viewer })).toEqual([])
    }
  })

  it('finds a table by its number, written alone or as the cards write it, and only that table', () => {
    for (const search of ['12', 'Table 12', 'table 12', 'TABLE12', '#12']) {
      expect(names(search), search).toEqual(['Solar Oven'])
    }
    expect(names('3')).toEqual(['Kite 100% fun'])
    expect(names('Table 4')).toEqual([])
    // "Table" alone is a word like any other: a name or an author.
    expect(names('table')).toEqual(['Robot Table'])
  })

  it('takes % and _ as themselves, not as wildcards', () => {
    expect(names('%')).toEqual(['Kite 100% fun'])
    expect(names('_')).toEqual(['Water_Filter'])
    expect(names('r_f')).toEqual(['Water_Filter'])
    expect(names('0% f')).toEqual(['Kite 100% fun'])
    expect(names('K%n')).toEqual([])
    expect(names('\\')).toEqual([])
  })

  it('pages and filters by type as the feed does, and tells "no match" from "nothing yet"', () => {
    const first = listFeedProjects(t.db, { sort: 'oldest', limit: 1, search: 'kite' })
    expect(first.projects.map((p) => p.name)).toEqual(['Kite 100% fun'])
    expect(first.hasMore).toBe(true)
    expect(names('kite', { type: 'video' })).toEqual(['Plain Kite'])
    const none = listFeedProjects(t.db, { sort: 'newest', limit: 24, search: 'volcano' })
    expect(none).toEqual({ projects: [], hasMore: false, anyApproved: true })
    // The name is the public's, as on any feed card.
    setParticipantNames(t.db, 'initial')
    try {
      expect(
        listFeedProjects(t.db, { sort: 'newest', limit: 24, search: 'ada' }).projects[0]!.authorName,
      ).toBe('Ada L.')
    } finally {
      setParticipantNames(t.db, 'full')
    }
  })
})
