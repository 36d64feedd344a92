// Shared by the scoring model and the judge's page, which opens a project without the server when the
// network is gone (issue 15). No zod here, so the page does not load it.

/** SPEC.md §4: an unreviewed criterion starts at 5 (or its maximum, if lower). */
export const DEFAULT_SCORE = 5

export const startingScore = (maxPoints: number) => Math.min(DEFAULT_SCORE, maxPoints)
