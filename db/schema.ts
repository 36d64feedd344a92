import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  type AnySQLiteColumn,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { projectStatuses, submissionTypes } from './fixed-lists'

// Timestamps are stored as milliseconds since the epoch; the default is
// computed by SQLite so rows written outside the app get one too.
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`
const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' })

/** A fixed list as SQL text, `('a', 'b')`, for a CHECK constraint: the same text drizzle-kit compares. */
const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`)

export const projects = sqliteTable(
  'projects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    submissionType: text('submission_type', { enum: submissionTypes }).notNull(),
    submissionMethod: text('submission_method'),
    url: text('url'),
    thumbnail: text('thumbnail'),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    /** authorEmail by db/email-key.ts: how a family's projects are found (set by every writer). */
    authorEmailKey: text('author_email_key'),
    status: text('status', { enum: projectStatuses }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at').notNull().default(now),
    /** When a parent or guardian agreed to the showcase; null for projects sent without it. */
    consentAt: timestamp('consent_at'),
    /** SHA-256 of the family's private link token (/my-project/<token>); the token is never kept. */
    editTokenHash: text('edit_token_hash'),
    /** Where the project stands on the showcase floor ("Table 12"); unique, null until the tables are numbered. */
    tableNumber: integer('table_number'),
    /**
     * A project's story: a family that improves its project sends a new version, a project of its own linked
     * to the one before. story_id is the first version's id on every later version; a first version has none,
     * its story is its own id (`coalesce(story_id, id)`, app/features/submissions/story.server.ts).
     */
    storyId: integer('story_id'),
    /** The version this one grew from; null for a first version, or once that version is deleted. */
    previousId: integer('previous_id').references((): AnySQLiteColumn => projects.id, {
      onDelete: 'set null',
    }),
    /** The family's "What did you change or learn?" line for a new version; null for a first version. */
    whatChanged: text('what_changed'),
    /** The language the family read the site in when they sent it: their e-mails are written in it. Null: the club's default. */
    language: text('language'),
  },
  (t) => [
    uniqueIndex('projects_edit_token_hash_idx').on(t.editTokenHash),
    uniqueIndex('projects_table_number_idx').on(t.tableNumber),
    index('projects_status_submitted_at_idx').on(t.status, t.submittedAt),
    index('projects_status_type_submitted_at_idx').on(t.status, t.submissionType, t.submittedAt),
    // The feed sorted by name, and every list of all projects newest first (the admin's, the judges').
    index('projects_status_name_idx').on(t.status, t.name),
    index('projects_submitted_at_idx').on(t.submittedAt),
    // A story's versions, and whether a newer approved one exists (every list counts a story once).
    index('projects_story_status_idx').on(t.storyId, t.status),
    check('projects_submission_type_check', sql`${t.submissionType} in ${sqlList(submissionTypes)}`),
    check('projects_status_check', sql`${t.status} in ${sqlList(projectStatuses)}`),
    check('projects_table_number_check', sql`${t.tableNumber} between 1 and 9999`),
  ],
)

/**
 * Every file stored for a project, by its stored name: who may see a file is
 * one indexed look-up, deleting a project finds all of its files, and the
 * project's list of uploaded files is read from here (there is no copy).
 */
export const storedFiles = sqliteTable(
  'stored_files',
  {
    name: text('name').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // 'file': an uploaded project file; 'thumbnail': the project's image;
    // 'card': the small WebP made from the thumbnail for the feed.
    role: text('role', { enum: ['file', 'thumbnail', 'card'] }).notNull(),
    // A 'file' row's place in the upload (0, 1, ...): a project's file list is read from these rows
    // in this order; thumbnails and cards keep 0.
    position: integer('position').notNull().default(0),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at').notNull().default(now),
  },
  (t) => [index('stored_files_project_idx').on(t.projectId)],
)

export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: text('sess', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
)

// The User of the data model the product started from ("a generic user with profile": it exists in the data,
// no screen shows it). Nothing in the app reads or writes it; it is kept so that model stays whole.
export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: timestamp('created_at').notNull().default(now),
  updatedAt: timestamp('updated_at').notNull().default(now),
})

export const judges = sqliteTable(
  'judges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /**
     * The e-mail by db/email-key.ts (trimmed, NFC, Unicode lower case, one form of an IDN
     * domain): log-ins and look-ups compare it. Nullable only because SQLite adds a NOT NULL column to a
     * filled table by rebuilding it; every writer sets it.
     */
    emailKey: text('email_key'),
    expertise: text('expertise'),
    // A bcrypt hash, never the password itself.
    password: text('password').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    // When the organiser approved the judge (docs/rules.md#accounts-and-sessions); NULL while a
    // self-registered judge waits.
    approvedAt: timestamp('approved_at'),
    createdAt: timestamp('created_at').notNull().default(now),
  },
  // One account per address whatever its capitalisation, in any script.
  (t) => [uniqueIndex('judges_email_key_unique').on(t.emailKey)],
)

export const scoringCriteria = sqliteTable(
  'scoring_criteria',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull().unique(),
    description: text('description'),
    maxPoints: integer('max_points').notNull().default(10),
    weight: real('weight').notNull().default(1.0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    // The organiser's order: the judges' form, the API and every list show criteria by it, then by id.
    position: integer('position').notNull().default(0),
    // Words for its levels, as JSON: [{ "from": 0, "word": "Getting started" }, …] (app/features/judging/
    // levels.ts). NULL: numbers only.
    levels: text('levels'),
  },
  (t) => [
    check('scoring_criteria_max_points_check', sql`${t.maxPoints} > 0`),
    check('scoring_criteria_weight_check', sql`${t.weight} >= 0`),
  ],
)

export const projectScores = sqliteTable(
  'project_scores',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    criteriaId: integer('criteria_id')
      .notNull()
      .references(() => scoringCriteria.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comments: text('comments'),
    // The judge's note for the organiser beside the comment ("check the video's music licence"): shown on
    // Grading Status and in the results file, never to the family or on any public page.
    organiserNote: text('organiser_note'),
    submittedAt: timestamp('submitted_at').notNull().default(now),
    // When the judge pressed Submit (a tablet that was offline sends it later): an evaluation never
    // overwrites a newer one. NULL on rows from before it existed, which then count as `submitted_at`.
    evaluatedAt: timestamp('evaluated_at'),
  },
  (t) => [
    uniqueIndex('project_scores_project_judge_criteria_unique').on(t.projectId, t.judgeId, t.criteriaId),
    // A judge's scores in project order, with the criterion: the judge's dashboard counts them per project
    // from the index alone, without reading the table's rows.
    index('project_scores_judge_project_idx').on(t.judgeId, t.projectId, t.criteriaId),
    index('project_scores_criteria_idx').on(t.criteriaId),
    check('project_scores_score_check', sql`${t.score} >= 0`),
  ],
)

/**
 * The organiser's judging settings: one row (id 1), written by the seed. How many judges each project
 * should get (the assignment tops every project up to it) and what the public leaderboard ranks by.
 */
export const judgingSettings = sqliteTable(
  'judging_settings',
  {
    id: integer('id').primaryKey(),
    judgesPerProject: integer('judges_per_project').notNull().default(3),
    leaderboardRanking: text('leaderboard_ranking', { enum: ['raw', 'adjusted'] })
      .notNull()
      .default('raw'),
    /** Who sees ranks, scores and comments: everyone (live, published) or the admin only (hidden). */
    resultsVisibility: text('results_visibility', { enum: ['live', 'hidden', 'published'] })
      .notNull()
      .default('live'),
    /** Whether judges may still submit scores or step aside. */
    scoringOpen: integer('scoring_open', { mode: 'boolean' }).notNull().default(true),
    /** How public pages show participants' names: as entered, or first name and initial. */
    participantNames: text('participant_names', { enum: ['full', 'initial'] })
      .notNull()
      .default('full'),
    /**
     * Projects fewer judges scored are listed unranked, "Waiting for more judges"; 1 ranks every one, as the
     * leaderboard did before this setting.
     */
    minJudgesToRank: integer('min_judges_to_rank').notNull().default(1),
    updatedAt: timestamp('updated_at').notNull().default(now),
  },
  (t) => [
    check('judging_settings_single_row', sql`${t.id} = 1`),
    check('judging_settings_participant_names_check', sql`${t.participantNames} in ('full', 'initial')`),
    check(
      'judging_settings_results_visibility_check',
      sql`${t.resultsVisibility} in ('live', 'hidden', 'published')`,
    ),
    check('judging_settings_judges_per_project_check', sql`${t.judgesPerProject} between 1 and 20`),
    check('judging_settings_leaderboard_ranking_check', sql`${t.leaderboardRanking} in ('raw', 'adjusted')`),
    check('judging_settings_min_judges_to_rank_check', sql`${t.minJudgesToRank} >= 1`),
  ],
)

/**
 * Which judge should review which project (features/judging/assignment): a judge's queue. Judges may still score
 * any project they see; the assignment only makes sure every project gets enough of them.
 */
export const assignments = sqliteTable(
  'assignments',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.judgeId] }), index('assignments_judge_idx').on(t.judgeId)],
)

/**
 * How many of the active criteria each judge has scored for each project, kept by the triggers
 * of migration 0012 on project_scores and scoring_criteria (never written by the app). The judge's
 * dashboard counts what a judge reviewed, and finds where their queue stands, from this table's index,
 * instead of counting all of the judge's scores on every request: for a judge with 4,300 scores the lists'
 * queries took 1.9 ms, and take 0.25 ms with it.
 */
export const judgeProgress = sqliteTable(
  'judge_progress',
  {
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scored: integer('scored').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.judgeId, t.projectId] }),
    index('judge_progress_judge_scored_idx').on(t.judgeId, t.scored, t.projectId),
  ],
)

/**
 * A judge who stepped aside from a project (a conflict of interest): they can no longer score it, it is
 * never assigned to them, and any scores they gave it stop counting.
 */
export const recusals = sqliteTable(
  'recusals',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.judgeId] }), index('recusals_judge_idx').on(t.judgeId)],
)

/**
 * Every score batch applied with an id the browser made: a batch sent again, after a lost answer
 * or from a tablet's offline queue, answers what it answered the first time and writes nothing.
 */
export const scoreBatches = sqliteTable(
  'score_batches',
  {
    batchId: text('batch_id').primaryKey(),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    // The model's answer, as JSON: { saved, skipped }.
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at').notNull().default(now),
  },
  (t) => [index('score_batches_judge_idx').on(t.judgeId)],
)

/** A wall-clock time as a datetime-local input sends it, "2025-05-31T16:30", or with its seconds. */
const wallTimeGlob = (column: unknown) =>
  sql`(${column} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]' OR ${column} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]')`

/**
 * When families may submit (docs/decisions/0030): one row, both ends optional. No opening time means open
 * from the start, no closing time open until the organiser sets one; both empty is always open. The ends
 * are the wall-clock times the organiser typed, and `time_zone` the zone they typed them in; the moments
 * they name are read in the event's zone (docs/decisions/0037).
 */
export const submissionWindow = sqliteTable(
  'submission_window',
  {
    id: integer('id').primaryKey(),
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    timeZone: text('time_zone'),
    updatedAt: timestamp('updated_at').notNull().default(now),
  },
  (t) => [
    check('submission_window_single_row', sql`${t.id} = 1`),
    // The same zone on both sides: the wall times compare as text.
    check('submission_window_order_check', sql`${t.opensAt} < ${t.closesAt}`),
    check('submission_window_opens_at_wall', wallTimeGlob(t.opensAt)),
    check('submission_window_closes_at_wall', wallTimeGlob(t.closesAt)),
    check(
      'submission_window_zone_check',
      sql`(${t.opensAt} IS NULL AND ${t.closesAt} IS NULL) OR ${t.timeZone} IS NOT NULL`,
    ),
  ],
)

export const aiPlaybook = sqliteTable('ai_playbook', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  goal: text('goal').notNull().unique(),
  bestTool: text('best_tool').notNull(),
  whyAwesome: text('why_awesome').notNull(),
  starterPrompt: text('starter_prompt').notNull(),
  category: text('category').notNull().default('general'),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: timestamp('created_at').notNull().default(now),
})

export const adminSettings = sqliteTable(
  'admin_settings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at').notNull().default(now),
    updatedAt: timestamp('updated_at').notNull().default(now),
  },
  (t) => [check('admin_settings_password_hash_length', sql`length(${t.passwordHash}) <= 255`)],
)

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    // SHA-256 of the token: a copy of the database cannot be used to reset passwords.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    // 'email' when it was mailed; 'log' when it went to the server log for the organiser to pass on.
    delivery: text('delivery', { enum: ['email', 'log'] })
      .notNull()
      .default('log'),
    // The link, AES-GCM encrypted with a key derived from the session secret, kept only until used or
    // expired so the admin can pass it on when no mail server is set; a copy of the database alone cannot
    // read it.
    linkCiphertext: text('link_ciphertext'),
    createdAt: timestamp('created_at').notNull().default(now),
  },
  (t) => [index('password_reset_tokens_judge_idx').on(t.judgeId)],
)

/**
 * Stored files whose rows "Start a new challenge" removed (features/event/new-challenge.server.ts): named in the same
 * transaction as the removal, deleted from disk once it has committed; the next start deletes what a crash
 * left in between (infra/storage.server.ts).
 */
export const removedFiles = sqliteTable('removed_files', { name: text('name').primaryKey() })

/** Each "Start a new challenge": the Event tab asks for the new dates until the event details are saved. */
export const newChallenges = sqliteTable('new_challenges', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  startedAt: timestamp('started_at').notNull().default(now),
  datesUpdatedAt: timestamp('dates_updated_at'),
})

/**
 * The organiser's words for the event, one row per section of the admin's Event tab ('club', 'event',
 * 'agenda', 'challenge') and language, each a JSON object the section's schema validated. No row is the
 * default: app/content/ (docs/decisions/0029). "Reset to the default" deletes the row. The club's and the
 * day's facts are the same in every language: their rows are written for every language at once ('*'); the
 * agenda and the challenge are written per language (docs/decisions/0051).
 */
export const eventDetailSections = ['club', 'event', 'agenda', 'challenge'] as const
export const eventDetails = sqliteTable(
  'event_details',
  {
    section: text('section', { enum: eventDetailSections }).notNull(),
    language: text('language').notNull().default('*'),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at').notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.language] }),
    check('event_details_section_check', sql`${t.section} in ${sqlList(eventDetailSections)}`),
    check('event_details_language_check', sql`length(${t.language}) between 1 and 10`),
    // Far more than any section's schema lets through; a bound for rows written outside the app.
    check('event_details_value_length', sql`length(${t.value}) <= 200000`),
  ],
)

/**
 * The languages the club offers (app/i18n/languages.ts names those the product speaks) and the default
 * among them. One row; none: the product's default, every language offered.
 */
export const eventLanguages = sqliteTable(
  'event_languages',
  {
    id: integer('id').primaryKey(),
    defaultLanguage: text('default_language').notNull(),
    /** JSON: the offered languages' codes, the default among them. */
    offered: text('offered').notNull(),
    updatedAt: timestamp('updated_at').notNull().default(now),
  },
  (t) => [check('event_languages_one_row', sql`${t.id} = 1`)],
)

/**
 * A criterion's name, description and level words in another language than the one the organiser first
 * wrote it in (scoring_criteria's). None: the criterion's own words show.
 */
export const criterionWords = sqliteTable(
  'criterion_words',
  {
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => scoringCriteria.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // Its level words in that language, as scoring_criteria.levels (JSON). NULL: the criterion's own.
    levels: text('levels'),
  },
  (t) => [primaryKey({ columns: [t.criterionId, t.language] })],
)

export type Project = typeof projects.$inferSelect
export type NewProject = typeof projects.$inferInsert
export type Judge = typeof judges.$inferSelect

/**
 * People's Choice ballots (docs/decisions/0032-peoples-choice-ballots.md). A ballot's token and short code
 * are derived from the server secret and its id, never stored: the row keeps only keyed hashes to find it
 * by either, so the database alone opens no ballot. The vote lives on the row, so a ballot has one vote
 * whatever the number of requests; voiding it removes the vote.
 */
export const ballots = sqliteTable(
  'ballots',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Which "Print ballots" made it: the sheet prints a batch again (a jammed printer). */
    batch: integer('batch').notNull(),
    tokenKey: text('token_key').notNull(),
    codeKey: text('code_key').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    votedAt: timestamp('voted_at'),
    voidedAt: timestamp('voided_at'),
    createdAt: timestamp('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('ballots_token_key_idx').on(t.tokenKey),
    uniqueIndex('ballots_code_key_idx').on(t.codeKey),
    index('ballots_project_idx').on(t.projectId),
    index('ballots_batch_idx').on(t.batch),
  ],
)

/** Whether People's Choice voting is open: one row (id 1); no row reads as closed, the default. */
export const votingSettings = sqliteTable(
  'voting_settings',
  {
    id: integer('id').primaryKey(),
    votingOpen: integer('voting_open', { mode: 'boolean' }).notNull().default(false),
    updatedAt: timestamp('updated_at').notNull().default(now),
  },
  (t) => [check('voting_settings_single_row', sql`${t.id} = 1`)],
)

/**
 * The families e-mailed their feedback (docs/decisions/0049-feedback-for-families.md): one row per family, by
 * the key of their e-mail address (db/email-key.ts, as projects.author_email_key), so that no family gets the
 * message twice. A row is written before its message is sent and removed if the send fails. A new challenge
 * empties the table; a family's erasure removes their row.
 */
export const feedbackEmails = sqliteTable('feedback_emails', {
  emailKey: text('email_key').primaryKey(),
  sentAt: timestamp('sent_at').notNull().default(now),
})
