import type Database from 'better-sqlite3'
import type { DB } from '../../db/connection'
import { statementCache } from '../../db/statements'
import type { LeaderboardRanking } from '~/schemas/judging-settings'
import { getJudgingResults } from './adjusted-results.server'
import { groupTopPlaces, placeLabel } from './award-places'
import { rankByAdjustedScore } from './leaderboard.server'
import { cardImage } from './projects.server'
import { getLeaderboard, type LeaderboardRow } from './scoring.server'
import { visibleStatusSql } from './visibility.server'

// The awards (issue 16): the places the projector reveals and the certificates print. Only what is
// announced leaves this module: place, name, author and picture, never a score
// (docs/decisions/0016-awards-reveal.md).

export type AwardProject = { id: number; name: string; authorName: string; image: string }
export type AwardGroup = { place: number; label: string; projects: AwardProject[] }
export type AwardsChoice = { places: number; ranking: LeaderboardRanking }

export type Certificate = { id: number; name: string; authorName: string; placeLabel: string | null }

const publicProjects = visibleStatusSql('public')

const statements = statementCache((client: Database.Database) => ({
  // The leaderboard's last tie-break, earlier submission, for the adjusted order (as leaderboard.server.ts).
  submissionOrder: client
    .prepare<[], number>(`SELECT id FROM projects WHERE ${publicProjects} ORDER BY submitted_at, id`)
    .pluck(),
  certificates: client.prepare<[], Omit<Certificate, 'placeLabel'>>(
    `SELECT id, name, author_name AS authorName
     FROM projects
     WHERE ${publicProjects}
     ORDER BY author_name COLLATE NOCASE, name COLLATE NOCASE, id`,
  ),
}))

/** The approved, scored projects, best first, by the raw scores of DESIGN.md §4 or the adjusted ones. */
function rankedProjects(db: DB, ranking: LeaderboardRanking): LeaderboardRow[] {
  // One read transaction: the raw board and the adjusted results come from the same moment.
  const read = db.$client.transaction(() => {
    const rows = getLeaderboard(db)
    if (ranking === 'raw') return rows
    return rankByAdjustedScore(rows, getJudgingResults(db), statements(db).submissionOrder.all())
  })
  return read()
}

/**
 * The top `places` places, in the order of the reveal (the lowest place first, 1st place last); projects
 * whose scores read the same share a place and are revealed together.
 */
export function awardPlaces(db: DB, { places, ranking }: AwardsChoice): AwardGroup[] {
  return groupTopPlaces(rankedProjects(db, ranking), places).map(({ place, entries }) => ({
    place,
    label: placeLabel(place, entries.length > 1),
    projects: entries.map((row) => ({
      id: row.id,
      name: row.name,
      authorName: row.authorName,
      image: cardImage(row),
    })),
  }))
}

/** Whether any approved project has a score that counts: the reveal has something to show. */
export function hasAwardResults(db: DB): boolean {
  return getLeaderboard(db, { limit: 1 }).length > 0
}

/**
 * One certificate per approved project: the placed ones first, 1st place first, then everyone else by
 * the author's name, so the organiser finds each child's page in the pile.
 */
export function listCertificates(db: DB, choice: AwardsChoice): Certificate[] {
  const placed = new Map<number, { place: number; label: string }>()
  for (const group of awardPlaces(db, choice)) {
    for (const project of group.projects) placed.set(project.id, group)
  }
  const rank = (id: number) => placed.get(id)?.place ?? Number.MAX_SAFE_INTEGER
  return statements(db)
    .certificates.all()
    .map((row) => ({ ...row, placeLabel: placed.get(row.id)?.label ?? null }))
    .sort((a, b) => rank(a.id) - rank(b.id))
}

/**
 * What one step of the projector's reveal may show (issue 16): at step 0 nothing about the result but
 * whether there is one; at step k the first k places of the reveal and nothing beyond them, so the page
 * (and the data it carries) never holds a place higher than the one it announces. A step past the last
 * is the last; `last` is only true when 1st place is the one announced.
 */
export type RevealStep =
  | { kind: 'setup'; hasResults: boolean }
  | { kind: 'reveal'; step: number; revealed: AwardGroup[]; last: boolean }

export function revealStep(db: DB, choice: AwardsChoice & { step: number }): RevealStep {
  if (choice.step === 0) return { kind: 'setup', hasResults: hasAwardResults(db) }
  const groups = awardPlaces(db, choice)
  if (groups.length === 0) return { kind: 'setup', hasResults: false }
  const step = Math.min(choice.step, groups.length)
  return { kind: 'reveal', step, revealed: groups.slice(0, step), last: step === groups.length }
}
