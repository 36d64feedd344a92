// The words of a project's story (docs/rules.md#a-projects-versions), without the form's schema (and so
// without Zod): the project page and the showcase show them. story.ts holds the schema.

export const WHAT_CHANGED_MAX = 280

/** The story's words: catalogue keys (app/i18n/), `{{max}}` being WHAT_CHANGED_MAX. */
export const storyTexts = {
  whatChangedLabel: 'family.story.whatChanged',
  whatChangedHint: 'family.story.whatChangedHint',
  whatChangedRequired: 'family.story.whatChangedRequired',
  whatChangedTooLong: 'family.story.whatChangedTooLong',
  newVersion: 'family.story.newVersion',
  closed: 'family.story.closed',
} as const
