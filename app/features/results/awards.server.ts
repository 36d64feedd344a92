import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import type { LeaderboardRanking } from '~/features/judging/judging-settings'
import { groupTopPlaces } from './award-places'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { rankedBoard } from './leaderboard.server'
import { cardImage } from '~/features/submissions/projects.server'
import { defaultPlaceWords, type PlaceWords } from './place-words.server'
import { getLeaderboard, type LeaderboardRow } from './weighted-scores.server'
import { peoplesChoiceWinners } from '~/features/showcase/votes.server'
import { listedSql } from '~/features/showcase/visibility.server'

// The awards: the places the projector reveals and the certificates print. Only what is
// announced leaves this module: place, name, author and picture, never a score
// (docs/decisions/0016-awards-reveal.md).

export type AwardProject = { id: number; name: string; authorName: string; image: string }
export type AwardGroup = { place: number; label: string; projects: AwardProject[] }
export type AwardsChoice = { places: number; ranking: LeaderboardRanking; peoples?: boolean }

/** The People's Choice's group in a reveal: its "place" is 0, before any other. */
export const PEOPLES_CHOICE_PLACE = 0

export type Certificate = {
  id: number
  name: string
  authorName: string
  placeLabel: string | null
  /** The families' vote chose it (docs/decisions/0032); ties share it. */
  peoplesChoice: boolean
}

const statements = statementCache((client: Database.Database) => ({
  certificates: client.prepare<[], Omit<Certificate, 'placeLabel' | 'peoplesChoice'>>(
    `SELECT id, name, author_name AS authorName
     FROM projects
     WHERE ${listedSql('public')}
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
 * whose scores read the same share a place and are revealed together. Each place's label in the words of
 * the page's language (`words`).
 */
export function awardPlaces(
  db: DB,
  { places, ranking }: AwardsChoice,
  words: PlaceWords = defaultPlaceWords,
): AwardGroup[] {
  return groupTopPlaces(rankedProjects(db, ranking), places).map(({ place, entries }) => ({
    place,
    label: words.place(place, entries.length > 1),
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
export function listCertificates(
  db: DB,
  choice: AwardsChoice,
  words: PlaceWords = defaultPlaceWords,
): Certificate[] {
  const placed = new Map<number, { place: number; label: string }>()
  for (const group of awardPlaces(db, choice, words)) {
    for (const project of group.projects) placed.set(project.id, group)
  }
  const chosen = new Set(peoplesChoiceWinners(db).map((project) => project.id))
  // Placed ones by place, then the People's Choice, then everyone else.
  const rank = (id: number) =>
    placed.get(id)?.place ?? (chosen.has(id) ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER)
  return statements(db)
    .certificates.all()
    .map((row) => ({
      ...row,
      placeLabel: placed.get(row.id)?.label ?? null,
      peoplesChoice: chosen.has(row.id),
    }))
    .sort((a, b) => rank(a.id) - rank(b.id))
}

/**
 * What one step of the projector's reveal may show: at step 0 nothing about the result but
 * whether there is one; at step k the first k places of the reveal and nothing beyond them, so the page
 * (and the data it carries) never holds a place higher than the one it announces. A step past the last
 * is the last; `last` is only true when 1st place is the one announced.
 */
export type RevealStep =
  | ({ kind: 'setup' } & AwardsCoverage)
  | { kind: 'reveal'; step: number; revealed: AwardGroup[]; last: boolean }

/**
 * The reveal's groups in order; with `peoples`, the People's Choice (all of a tie together) comes just
 * before 1st place, and not at all before the first vote.
 */
function revealGroups(db: DB, choice: AwardsChoice, words: PlaceWords): AwardGroup[] {
  const groups = awardPlaces(db, choice, words)
  const winners = choice.peoples ? peoplesChoiceWinners(db) : []
  if (winners.length === 0 || groups.length === 0) return groups
  const peoples = { place: PEOPLES_CHOICE_PLACE, label: words.peoplesChoice, projects: winners }
  return [...groups.slice(0, -1), peoples, groups.at(-1)!]
}

export function revealStep(
  db: DB,
  choice: AwardsChoice & { step: number },
  words: PlaceWords = defaultPlaceWords,
): RevealStep {
  if (choice.step === 0) return { kind: 'setup', ...awardsCoverage(db) }
  const groups = revealGroups(db, choice, words)
  if (groups.length === 0) return { kind: 'setup', ...awardsCoverage(db), hasResults: false }
  const step = Math.min(choice.step, groups.length)
  return { kind: 'reveal', step, revealed: groups.slice(0, step), last: step === groups.length }
}
