// Shared by the scoring model and the judge's page, which opens a project without the server when the
// network is gone. No zod here, so the page does not load it.

/** An unreviewed criterion starts at 5 (or its maximum, if lower), as the judge's form always did. */
export const DEFAULT_SCORE = 5

export const startingScore = (maxPoints: number) => Math.min(DEFAULT_SCORE, maxPoints)
