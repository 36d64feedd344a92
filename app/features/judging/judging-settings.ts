import * as z from 'zod'

// The organiser's Judging settings, on the Grading Status tab: one schema for the form and the
// database's one row (migration 0007's CHECKs say the same).

export const JUDGES_PER_PROJECT_RANGE = { min: 1, max: 20 } as const
export const leaderboardRankings = ['raw', 'adjusted'] as const
export type LeaderboardRanking = (typeof leaderboardRankings)[number]

/** The leaderboard always ranked every scored project: one judge is enough unless the organiser asks more. */
export const MIN_JUDGES_TO_RANK_DEFAULT = 1

// Catalogue keys (app/i18n/en/grading.ts): the form writes them in the page's language; their English says
// the range above (1 to 20 judges).
export const judgingSettingsMessages = {
  judgesPerProject: 'grading.settings.error.judgesPerProject',
  leaderboardRanking: 'grading.settings.error.leaderboardRanking',
  minJudgesToRank: 'grading.settings.error.minJudgesToRank',
} as const

export const judgingSettingsSchema = z.object({
  judgesPerProject: z
    .number({ error: judgingSettingsMessages.judgesPerProject })
    .int(judgingSettingsMessages.judgesPerProject)
    .min(JUDGES_PER_PROJECT_RANGE.min, judgingSettingsMessages.judgesPerProject)
    .max(JUDGES_PER_PROJECT_RANGE.max, judgingSettingsMessages.judgesPerProject),
  leaderboardRanking: z.enum(leaderboardRankings, { error: judgingSettingsMessages.leaderboardRanking }),
  minJudgesToRank: z
    .number({ error: judgingSettingsMessages.minJudgesToRank })
    .int(judgingSettingsMessages.minJudgesToRank)
    .min(1, judgingSettingsMessages.minJudgesToRank),
})

export type JudgingSettingsInput = z.infer<typeof judgingSettingsSchema>
