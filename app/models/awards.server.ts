import type Database from 'better-sqlite3'
import type { DB } from '../../db/connection'
import { statementCache } from '../../db/statements'
import type { LeaderboardRanking } from '~/schemas/judging-settings'
import { groupTopPlaces } from './award-places'
import { getJudgingSettings } from './judging-settings.server'
import { rankedBoard } from './leaderboard.server'
import { cardImage } from './projects.server'
import { placeLabel } from './ranking'
import { getLeaderboard, type LeaderboardRow } from './scoring.server'
import { visibleStatusSql } from './visibility.server'

// The awards (issue 16): the places the projector reveals and the certificates print. Only what is
// announced leaves this module: place, name, author and picture, never a score
// (docs/decisions/0016-awards-reveal.md).

export type AwardProject = { id: number; name: string; authorName: string; image: string }
export type AwardGroup = { place: number; label: string; projects: AwardProject[] }
export type AwardsChoice = { places: number; ranking: LeaderboardRanking }

export type Certificate = { id: number; name: string; authorName: string; placeLabel: string | null }

const statements = statementCache((client: Database.Database) => ({
  certificates: client.prepare<[], Omit<Certificate, 'placeLabel'>>(
    `SELECT id, name, author_name AS authorName
     FROM projects
     WHERE ${visibleStatusSql('public')}
     ORDER BY author_name COLLATE NOCASE, name COLLATE NOCASE, id`,
  ),
}))

/**
 * The projects in the running, best first: those the leaderboard ranks, by the raw or the adjusted scores.
 * A project fewer judges scored than the judges setting asks waits on the leaderboard, and is not placed
 * here either (docs/decisions/0023-honest-ties-and-coverage.md).
 */
function rankedProjects(db: DB, ranking: LeaderboardRanking): LeaderboardRow[] {
  const minJudges = getJudgingSettings(db).minJudgesToRank
  return rankedBoard(db, { ranking, minJudges }).ranked.map(({ entry }) => entry)
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

/** Whether any approved project has scores that count from enough judges: the reveal has something to show. */
export function hasAwardResults(db: DB): boolean {
  return awardsCoverage(db).hasResults
}

/**
 * What the reveal's setup tells the organiser before anything about the result: whether there is one, and
 * how many scored projects fewer judges scored than the judges setting asks, so none of them is placed.
 */
export type AwardsCoverage = { hasResults: boolean; waiting: number; minJudges: number }

export function awardsCoverage(db: DB): AwardsCoverage {
  const minJudges = getJudgingSettings(db).minJudgesToRank
  const board = getLeaderboard(db)
  const waiting = board.filter((row) => row.judgeCount < minJudges).length
  return { hasResults: board.length > waiting, waiting, minJudges }
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
  | ({ kind: 'setup' } & AwardsCoverage)
  | { kind: 'reveal'; step: number; revealed: AwardGroup[]; last: boolean }

export function revealStep(db: DB, choice: AwardsChoice & { step: number }): RevealStep {
  if (choice.step === 0) return { kind: 'setup', ...awardsCoverage(db) }
  const groups = awardPlaces(db, choice)
  if (groups.length === 0) return { kind: 'setup', ...awardsCoverage(db), hasResults: false }
  const step = Math.min(choice.step, groups.length)
  return { kind: 'reveal', step, revealed: groups.slice(0, step), last: step === groups.length }
}
