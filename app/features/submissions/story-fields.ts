// The words of a project's story (docs/rules.md#a-projects-versions), without the form's schema (and so
// without Zod): the project page and the showcase show them. story.ts holds the schema.

export const WHAT_CHANGED_MAX = 280

export const storyTexts = {
  whatChangedLabel: 'What did you change or learn?',
  whatChangedHint: `One or two sentences, up to ${WHAT_CHANGED_MAX} characters. Everyone sees it on your project’s page.`,
  whatChangedRequired: 'Please tell us what you changed or learned.',
  whatChangedTooLong: `Please keep it under ${WHAT_CHANGED_MAX} characters.`,
  newVersion: 'Submit a new version',
  closed: 'New versions can be sent only while submissions are open.',
} as const

/** "Version 2 of 3". */
export const versionLabel = (number: number, count: number) => `Version ${number} of ${count}`
