import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { projects } from '../../../db/schema'
import { preparedQuery } from '../../../db/statements'
import { BALLOT_PAGE_SIZE } from '~/features/showcase/ballot-fields'
import type { ParticipantNames } from '~/features/families/participant-names'
import { projectSearchParams, projectSearchWhere } from './project-search.server'
import { cardImage } from '~/features/submissions/projects.server'
import { publicName } from '~/features/families/public-names'
import { listedWhere } from './visibility.server'

// What a People's Choice ballot chooses from (docs/decisions/0041): the approved projects by table number
// (unnumbered last, by name), a page at a time, searched as the feed is searched. A page reads one page of
// rows and one count, so a ballot weighs the same among 20 projects or 2,000.

export type BallotChoice = {
  id: number
  name: string
  authorName: string
  tableNumber: number | null
  image: string
}

/** One page of the list: `page` is the page shown (a page past the end shows the last). */
export type BallotList = {
  choices: BallotChoice[]
  total: number
  page: number
  pages: number
  /** Whether the list runs by table number: any of them has one (before the tables are numbered, by name). */
  byTable: boolean
}

const columns = {
  id: projects.id,
  name: projects.name,
  authorName: projects.authorName,
  tableNumber: projects.tableNumber,
  thumbnail: projects.thumbnail,
  url: projects.url,
  submissionType: projects.submissionType,
}

type Row = Pick<typeof projects.$inferSelect, keyof typeof columns>

/** The list's query and its count, with or without a search: built and prepared once each. */
function listQueries(searched: boolean) {
  const where = (db: DB) => and(listedWhere('public'), searched ? projectSearchWhere(db) : undefined)
  return {
    rows: preparedQuery((db: DB) =>
      db
        .select(columns)
        .from(projects)
        .where(where(db))
        .orderBy(
          sql`${projects.tableNumber} IS NULL`,
          asc(projects.tableNumber),
          sql`${projects.name} COLLATE NOCASE`,
          asc(projects.id),
        )
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(),
    ),
    total: preparedQuery((db: DB) =>
      db
        .select({ n: count(), numbered: count(projects.tableNumber) })
        .from(projects)
        .where(where(db))
        .prepare(),
    ),
  }
}

const queries = { all: listQueries(false), searched: listQueries(true) }

const oneQuery = preparedQuery((db: DB) =>
  db
    .select(columns)
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder('id')), listedWhere('public')))
    .prepare(),
)

const toChoice =
  (names: ParticipantNames) =>
  ({ thumbnail, url, submissionType, ...row }: Row): BallotChoice => ({
    ...row,
    authorName: publicName(row.authorName, names),
    image: cardImage({ thumbnail, url, submissionType }),
  })

/** A page of the projects a ballot chooses from; `search` filters (its name, author as shown, or table). */
export function ballotChoices(
  db: DB,
  { search, names, page }: { search: string; names: ParticipantNames; page: number },
): BallotList {
  const q = search.trim()
  const { rows, total } = q ? queries.searched : queries.all
  const params = q ? projectSearchParams(q, names) : {}
  const { n, numbered } = total(db).get(params) ?? { n: 0, numbered: 0 }
  const pages = Math.max(1, Math.ceil(n / BALLOT_PAGE_SIZE))
  const shown = Math.min(Math.max(1, page), pages)
  const choices = rows(db)
    .all({ ...params, limit: BALLOT_PAGE_SIZE, offset: (shown - 1) * BALLOT_PAGE_SIZE })
    .map(toChoice(names))
  return { choices, total: n, page: shown, pages, byTable: numbered > 0 }
}

/** One approved project as the ballot shows it, or null. */
export function ballotChoice(db: DB, projectId: number, names: ParticipantNames): BallotChoice | null {
  const row = oneQuery(db).get({ id: projectId })
  return row ? toChoice(names)(row) : null
}
