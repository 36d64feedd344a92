import { describe, expect, it } from 'vitest'
import { familyFeedbackSheet, listFeedbackSheets } from '../../app/features/results/feedback-sheets.server'
import { setParticipantNames, setResultsVisibility } from '../../app/features/judging/judging-settings.server'
import { testDbPerTest } from '../setup/test-db'
import * as fixtures from '../setup/fixtures'

// The feedback a family takes home (docs/decisions/0049): the organiser's sheets, one per approved project,
// and the one on a family's private link. Judges by number, never by name; never a note for the organiser;
// the participant's name as the public reads it. The seeded criteria: five, max 10, with level words.

const t = testDbPerTest()
const NOTE = 'Check the music licence, zqxw'

function event() {
  const [ann, bea] = [
    fixtures.addJudge(t.db, { name: 'Ann Judge' }),
    fixtures.addJudge(t.db, { name: 'Bea Judge' }),
  ]
  const add = (name: string, authorName: string, status: 'approved' | 'pending' | 'rejected') =>
    fixtures.addProject(t.db, { name, authorName, status, authorEmail: `${name.split(' ')[0]}@example.org` })
  const kite = add('Kite Lantern', 'Zoe Quill', 'approved')
  const oven = add('Solar Oven', 'Ada Lovelace', 'approved')
  const quiet = add('Quiet Robot', 'Mo Ng', 'approved')
  const pending = add('Secret Drone', 'Pat Pending', 'pending')
  const rejected = add('Spam', 'Rex Rejected', 'rejected')
  const [first] = fixtures.criteriaIds(t.db) as [number]
  for (const project of [kite, oven, pending, rejected]) {
    fixtures.scoreProject(t.db, {
      projectId: project.id,
      judgeId: ann.id,
      score: 8,
      comments: 'Lovely diagram',
    })
    fixtures.scoreProject(t.db, { projectId: project.id, judgeId: bea.id, score: 3 })
  }
  // Bea's comment and a note for the organiser beside it, on the first criterion of the oven.
  t.db.$client
    .prepare(
      'UPDATE project_scores SET comments = ?, organiser_note = ? WHERE project_id = ? AND judge_id = ? AND criteria_id = ?',
    )
    .run('Try a darker pot', NOTE, oven.id, bea.id, first)
  return { kite, oven, quiet, pending, rejected, ann, bea }
}

describe('the organiser’s feedback sheets', () => {
  it('make one sheet per approved project, scored or not, by the participant’s name', () => {
    const { kite, oven, quiet } = event()
    const sheets = listFeedbackSheets(t.db)
    expect(sheets.map((s) => [s.projectName, s.authorName, s.scored])).toEqual([
      ['Solar Oven', 'Ada Lovelace', true],
      ['Quiet Robot', 'Mo Ng', false],
      ['Kite Lantern', 'Zoe Quill', true],
    ])
    expect(sheets.map((s) => s.projectId)).toEqual([oven.id, quiet.id, kite.id])
    expect(sheets[1]!.criteria.every((c) => c.judgeCount === 0 && c.comments.length === 0)).toBe(true)
  })

  it('give each criterion its average, its level’s words and the comments by judge number', () => {
    event()
    const oven = listFeedbackSheets(t.db)[0]!
    expect(oven.criteria).toHaveLength(5)
    expect(oven.criteria[0]).toMatchObject({
      averageScore: 5.5,
      maxScore: 10,
      levelWord: 'Growing',
      judgeCount: 2,
      comments: [
        { judgeNumber: 1, text: 'Lovely diagram' },
        { judgeNumber: 2, text: 'Try a darker pot' },
      ],
    })
    expect(oven.criteria[1]!.comments).toEqual([{ judgeNumber: 1, text: 'Lovely diagram' }])
  })

  it('never carry a judge’s name or a note for the organiser', () => {
    event()
    const text = JSON.stringify(listFeedbackSheets(t.db))
    expect(text).toContain('Try a darker pot')
    expect(text).not.toContain(NOTE)
    expect(text).not.toMatch(/Ann Judge|Bea Judge|judgeId|organiser/i)
  })

  it('name the participant as the public pages do: first name and initial when the organiser chose it', () => {
    event()
    setParticipantNames(t.db, 'initial')
    expect(listFeedbackSheets(t.db).map((s) => s.authorName)).toEqual(['Ada L.', 'Mo N.', 'Zoe Q.'])
    setParticipantNames(t.db, 'full')
    expect(listFeedbackSheets(t.db).map((s) => s.authorName)).toEqual(['Ada Lovelace', 'Mo Ng', 'Zoe Quill'])
  })

  it('count a project with versions once: its newest approved version', () => {
    const { kite, ann } = event()
    const second = fixtures.addProject(t.db, {
      name: 'Kite Lantern, second try',
      authorName: 'Zoe Quill',
      status: 'approved',
      storyId: kite.id,
      previousId: kite.id,
    })
    const third = fixtures.addProject(t.db, { name: 'Kite, third try', status: 'pending', storyId: kite.id })
    fixtures.scoreProject(t.db, { projectId: second.id, judgeId: ann.id, score: 9 })
    const ids = listFeedbackSheets(t.db).map((s) => s.projectId)
    expect(ids).toContain(second.id)
    expect(ids).not.toContain(kite.id)
    expect(ids).not.toContain(third.id)
    expect(ids).toHaveLength(3)
    // The sheet tells the story: its approved versions, never the pending third.
    const sheet = listFeedbackSheets(t.db).find((s) => s.projectId === second.id)!
    expect(sheet.story.map((v) => [v.number, v.whatChanged])).toEqual([
      [1, null],
      [2, null],
    ])
    // The private link opens the pending third: it shows the newest approved version's sheet meanwhile.
    setResultsVisibility(t.db, 'live')
    expect(familyFeedbackSheet(t.db, { ...third, status: 'pending' })?.projectId).toBe(second.id)
  })

  it('are the organiser’s whatever the results setting: printed before the ceremony', () => {
    event()
    setResultsVisibility(t.db, 'hidden')
    expect(listFeedbackSheets(t.db).filter((s) => s.scored)).toHaveLength(2)
  })
})

describe('the feedback on a family’s private link', () => {
  it('is the organiser’s sheet for the project once the results are live or published', () => {
    const { oven } = event()
    const sheet = listFeedbackSheets(t.db).find((s) => s.projectId === oven.id)
    for (const visibility of ['live', 'published'] as const) {
      setResultsVisibility(t.db, visibility)
      expect(familyFeedbackSheet(t.db, oven)).toEqual(sheet)
    }
  })

  it('is not there while the results are kept for the awards', () => {
    const { oven } = event()
    setResultsVisibility(t.db, 'hidden')
    expect(familyFeedbackSheet(t.db, oven)).toBeNull()
  })

  it('is only for an approved project a judge has scored', () => {
    const { quiet, pending, rejected } = event()
    for (const project of [quiet, pending, rejected]) expect(familyFeedbackSheet(t.db, project)).toBeNull()
  })

  it('names the participant as the public pages do', () => {
    const { oven } = event()
    setParticipantNames(t.db, 'initial')
    expect(familyFeedbackSheet(t.db, oven)?.authorName).toBe('Ada L.')
  })
})
