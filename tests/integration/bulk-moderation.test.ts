import { describe, expect, it } from 'vitest'
import {
  changeProjectStatuses,
  listProjectsForReview,
} from '../../app/features/submissions/bulk-moderation.server'
import { getAdminProject } from '../../app/features/submissions/moderation.server'
import type { ProjectStatus } from '../../app/features/submissions/project-fields'
import { testDbPerTest } from '../setup/test-db'
import { addProject } from '../setup/fixtures'

// Several projects approved or rejected in one step: the single rule (pending only), all or nothing.

const t = testDbPerTest()

const consented = new Date(1_000)
const add = (name: string, status: ProjectStatus = 'pending', consentAt: Date | null = consented) =>
  addProject(t.db, { name, status, consentAt }).id
const statuses = (ids: number[]) => ids.map((id) => getAdminProject(t.db, id)?.status)

describe('changeProjectStatuses', () => {
  it('approves or rejects every selected pending project at once', () => {
    const ids = [add('A'), add('B'), add('C')]
    const other = add('D')
    expect(changeProjectStatuses(t.db, ids, 'approved', { askConsent: true })).toEqual({
      outcome: 'ok',
      changed: 3,
    })
    expect(statuses([...ids, other])).toEqual(['approved', 'approved', 'approved', 'pending'])
    expect(changeProjectStatuses(t.db, [other], 'rejected')).toEqual({ outcome: 'ok', changed: 1 })
    expect(statuses([other])).toEqual(['rejected'])
  })

  it('changes nothing when one selected project is no longer pending, and names it', () => {
    const pending = [add('A'), add('B')]
    const decided = add('Already approved', 'approved')
    for (const status of ['approved', 'rejected'] as const) {
      expect(changeProjectStatuses(t.db, [...pending, decided], status)).toEqual({
        outcome: 'not-pending',
        projects: [{ id: decided, name: 'Already approved' }],
      })
    }
    expect(statuses([...pending, decided])).toEqual(['pending', 'pending', 'approved'])
  })

  it('never leads back to pending', () => {
    const ids = [add('A', 'approved'), add('B', 'rejected'), add('C')]
    expect(changeProjectStatuses(t.db, ids, 'pending').outcome).toBe('not-pending')
    expect(statuses(ids)).toEqual(['approved', 'rejected', 'pending'])
  })

  it('changes nothing when a selected project does not exist', () => {
    const id = add('A')
    expect(changeProjectStatuses(t.db, [id, id + 100], 'approved')).toEqual({
      outcome: 'not-found',
      projects: [{ id: id + 100 }],
    })
    expect(statuses([id])).toEqual(['pending'])
  })

  it('asks first for projects without recorded consent, as the single Approve does', () => {
    const withConsent = add('With consent')
    const without = add('No consent', 'pending', null)
    const asked = changeProjectStatuses(t.db, [withConsent, without], 'approved', { askConsent: true })
    expect(asked.outcome).toBe('no-consent')
    expect(asked.outcome === 'no-consent' && asked.projects.map((p) => p.name)).toEqual(['No consent'])
    expect(statuses([withConsent, without])).toEqual(['pending', 'pending'])

    // Rejecting needs no consent; approving after the organiser confirmed goes through.
    expect(changeProjectStatuses(t.db, [without], 'rejected', { askConsent: true }).outcome).toBe('ok')
    const again = add('No consent either', 'pending', null)
    expect(changeProjectStatuses(t.db, [withConsent, again], 'approved').outcome).toBe('ok')
    expect(statuses([withConsent, without, again])).toEqual(['approved', 'rejected', 'approved'])
  })

  it('counts a project selected twice once', () => {
    const id = add('A')
    expect(changeProjectStatuses(t.db, [id, id], 'approved')).toEqual({ outcome: 'ok', changed: 1 })
  })
})

describe('listProjectsForReview', () => {
  it('names the selected projects that exist, newest first', () => {
    const a = add('A')
    const b = add('B', 'approved', null)
    expect(listProjectsForReview(t.db, [a, b, b + 50]).map((p) => [p.name, p.status, p.consentAt])).toEqual([
      ['B', 'approved', null],
      ['A', 'pending', consented],
    ])
    expect(listProjectsForReview(t.db, [])).toEqual([])
  })
})
