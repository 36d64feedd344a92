import { describe, expect, it } from 'vitest'
import { listCertificates, revealStep } from '../../app/features/results/awards.server'
import {
  ballotByCode,
  ballotByToken,
  deletePeoplesChoice,
  makeBallots,
  printBatch,
  voidBallot,
  type PrintedBallot,
} from '../../app/features/showcase/ballots.server'
import { ballotChoices } from '../../app/features/showcase/ballot-choices.server'
import { ballotPage } from '../../app/features/showcase/ballot-page.server'
import { setParticipantNames } from '../../app/features/judging/judging-settings.server'
import { castVote, peoplesChoiceWinners, voteTally } from '../../app/features/showcase/votes.server'
import { BALLOT_PAGE_SIZE } from '../../app/features/showcase/ballot-fields'
import { isVotingOpen, setVotingOpen } from '../../app/features/showcase/voting-state.server'
import { testDbPerTest } from '../setup/test-db'
import { addJudge, addProject, scoreProject } from '../setup/fixtures'

// People's Choice on a real database (docs/decisions/0032): ballots, one vote each, the switch, voiding,
// the count and the winners, and clearing it all for a new challenge.

const t = testDbPerTest()

const approved = (name: string, tableNumber: number | null = null) =>
  addProject(t.db, { name, status: 'approved', tableNumber }).id

describe('ballots', () => {
  it('prints the same tokens and codes again, and the database holds neither', () => {
    const batch = makeBallots(t.db, 3)
    const first = printBatch(t.db, batch)
    expect(printBatch(t.db, batch)).toEqual(first)
    expect(first).toHaveLength(3)
    const dump = JSON.stringify(t.db.$client.prepare('SELECT * FROM ballots').all())
    for (const { token, code } of first) {
      expect(dump).not.toContain(token)
      expect(dump).not.toContain(code)
      expect(ballotByToken(t.db, token)?.id).toBeDefined()
      expect(ballotByCode(t.db, code.toLowerCase().replace(/(.{5})/, '$1 '))?.token).toBe(token)
    }
  })

  it('never gives an id twice, even after every ballot was deleted', () => {
    const old = printBatch(t.db, makeBallots(t.db, 1))[0]!
    t.db.$client.transaction(() => deletePeoplesChoice(t.db))()
    const fresh = printBatch(t.db, makeBallots(t.db, 1))[0]!
    expect(fresh.id).toBeGreaterThan(old.id)
    expect(ballotByToken(t.db, old.token)).toBeNull()
  })
})

describe('votes', () => {
  it('keeps one vote per ballot, refuses while closed and once void, and counts only for the admin', () => {
    const a = approved('Alpha')
    const b = approved('Beta')
    const pending = addProject(t.db, { name: 'Waiting', status: 'pending' }).id
    const [one, two] = printBatch(t.db, makeBallots(t.db, 3)) as [PrintedBallot, PrintedBallot]
    expect(isVotingOpen(t.db)).toBe(false)
    expect(castVote(t.db, one.id, a)).toBe('closed')
    setVotingOpen(t.db, true)
    expect(castVote(t.db, one.id, pending)).toBe('unknown-project')
    expect(castVote(t.db, one.id, a)).toBe('saved')
    expect(castVote(t.db, one.id, b)).toBe('saved')
    expect(castVote(t.db, two.id, b)).toBe('saved')
    expect(voteTally(t.db)).toMatchObject({ made: 3, used: 2, voided: 0, counts: [{ id: b, votes: 2 }] })
    expect(voidBallot(t.db, two.code)).toBe(true)
    expect(castVote(t.db, two.id, a)).toBe('void')
    expect(ballotByCode(t.db, two.code)).toBeNull()
    expect(voteTally(t.db)).toMatchObject({ used: 1, voided: 1, counts: [{ id: b, votes: 1 }] })
    setVotingOpen(t.db, false)
    expect(castVote(t.db, one.id, a)).toBe('closed')
  })

  it('lists the approved projects by table number, unnumbered last by name, and searches', () => {
    approved('Zed', null)
    approved('Apple', null)
    approved('Kite', 2)
    approved('Moon', 1)
    addProject(t.db, { name: 'Hidden', status: 'rejected' })
    const names = (search: string) =>
      ballotChoices(t.db, { search, names: 'full', page: 1 }).choices.map((c) => c.name)
    expect(names('')).toEqual(['Moon', 'Kite', 'Apple', 'Zed'])
    expect(names('o')).toEqual(['Moon'])
    expect(names('2')).toEqual(['Kite'])
    expect(names('Table 2')).toEqual(['Kite'])
    expect(names('%')).toEqual([])
  })

  it('gives one page of the list at a time, and the last page for a page past the end', () => {
    const total = BALLOT_PAGE_SIZE + 5
    for (let table = total; table >= 1; table--) approved(`Project ${table}`, table)
    const page = (n: number, search = '') => ballotChoices(t.db, { search, names: 'full', page: n })
    const first = page(1)
    expect(first).toMatchObject({ total, page: 1, pages: 2 })
    expect(first.choices.map((c) => c.tableNumber)).toEqual(
      Array.from({ length: BALLOT_PAGE_SIZE }, (_, i) => i + 1),
    )
    expect(page(2).choices.map((c) => c.tableNumber)).toEqual([25, 26, 27, 28, 29])
    expect(page(99)).toMatchObject({ page: 2, pages: 2 })
    // A search is paged too, and counted as a whole.
    expect(page(1, 'Project 2')).toMatchObject({ total: 11, pages: 1 })
  })

  it('searches names as the public reads them: never a hidden surname, never an e-mail', () => {
    addProject(t.db, {
      name: 'Solar Oven',
      status: 'approved',
      authorName: 'Ada Lovelace',
      authorEmail: 'secret.family@example.org',
      tableNumber: 12,
    })
    const ballot = printBatch(t.db, makeBallots(t.db, 1))[0]!
    setVotingOpen(t.db, true)
    const found = (q: string) => {
      const page = ballotPage(t.db, ballotByToken(t.db, ballot.token)!, { q, page: 1 })
      return page.state === 'open' ? page.list!.choices.map((c) => `${c.name} by ${c.authorName}`) : []
    }
    expect(found('Lovelace')).toEqual(['Solar Oven by Ada Lovelace'])
    setParticipantNames(t.db, 'initial')
    for (const hidden of ['Lovelace', 'love', 'Ada Lo', 'secret.family', 'example.org'])
      expect(found(hidden), hidden).toEqual([])
    for (const shown of ['Ada L.', 'ada', 'oven', '12'])
      expect(found(shown), shown).toEqual(['Solar Oven by Ada L.'])
  })

  it('shows the ballot’s own vote, with its table and picture, and the project waiting to be confirmed', () => {
    const kite = approved('Kite', 4)
    const moon = approved('Moon', 7)
    const ballot = printBatch(t.db, makeBallots(t.db, 1))[0]!
    setVotingOpen(t.db, true)
    castVote(t.db, ballot.id, kite)
    const page = ballotPage(t.db, ballotByToken(t.db, ballot.token)!, { q: '', page: 1, project: moon })
    expect(page).toMatchObject({
      state: 'open',
      vote: { id: kite, name: 'Kite', tableNumber: 4, image: '/fallbacks/photo.svg' },
      confirm: { id: moon, name: 'Moon' },
      list: null,
    })
    setVotingOpen(t.db, false)
    expect(ballotPage(t.db, ballotByToken(t.db, ballot.token)!, { q: '', page: 1 })).toMatchObject({
      state: 'closed',
      vote: { id: kite },
    })
  })
})

describe('the reveal and the certificates', () => {
  function scored(name: string, value: number) {
    const id = approved(name)
    const judge = addJudge(t.db, { name: `J ${name}` }).id
    scoreProject(t.db, { projectId: id, judgeId: judge, score: value })
    return id
  }

  it('puts the People’s Choice, ties together, just before 1st place, and on their certificates', () => {
    scored('First', 9)
    scored('Second', 5)
    const fan = approved('Fan favourite')
    const other = approved('Also loved')
    setVotingOpen(t.db, true)
    const ballots = printBatch(t.db, makeBallots(t.db, 2)) as [PrintedBallot, PrintedBallot]
    castVote(t.db, ballots[0].id, fan)
    castVote(t.db, ballots[1].id, other)
    const choice = { places: 2, ranking: 'raw' as const, peoples: true }
    const labels = (step: number) => {
      const reveal = revealStep(t.db, { ...choice, step })
      return reveal.kind === 'reveal' ? reveal.revealed.map((g) => g.label) : []
    }
    expect(labels(3)).toEqual(['2nd place', 'People’s Choice', '1st place'])
    const reveal = revealStep(t.db, { ...choice, step: 2 })
    expect(reveal.kind === 'reveal' && reveal.revealed[1]!.projects.map((p) => p.name).sort()).toEqual([
      'Also loved',
      'Fan favourite',
    ])
    expect(labels(9)).toHaveLength(3)
    expect(revealStep(t.db, { ...choice, peoples: false, step: 9 })).toMatchObject({ step: 2 })
    expect(peoplesChoiceWinners(t.db)).toHaveLength(2)
    const certificates = listCertificates(t.db, choice)
    expect(
      certificates
        .filter((c) => c.peoplesChoice)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Also loved', 'Fan favourite'])
  })
})
