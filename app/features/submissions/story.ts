import * as z from 'zod'
import { ownProjectEditSchema } from '~/features/families/own-project'
import { storyTexts, WHAT_CHANGED_MAX } from './story-fields'

export * from './story-fields'

// A project's story (docs/rules.md#a-projects-versions): a family that improves its project sends a new
// version from its private link, a project of its own linked to the one before. This is the form's schema;
// story.server.ts reads and writes the versions.

/** The new version's form: the private link's fields, and the one line that tells what grew. */
export const newVersionSchema = ownProjectEditSchema.extend({
  whatChanged: z
    .string({ error: storyTexts.whatChangedRequired })
    .trim()
    .min(1, storyTexts.whatChangedRequired)
    .max(WHAT_CHANGED_MAX, storyTexts.whatChangedTooLong),
})

export type NewVersion = z.infer<typeof newVersionSchema>
