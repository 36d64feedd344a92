// The fixed lists a table's CHECK constraint is made from (db/schema.ts). Plain TypeScript with no imports:
// the submission form's pages read them too (app/features/submissions/project-fields.ts), in the browser.

/** The one list of project types. */
export const submissionTypes = ['video', 'photo', 'pdf', 'website'] as const
export type SubmissionType = (typeof submissionTypes)[number]

/** A project's statuses, in the order a project meets them. */
export const projectStatuses = ['pending', 'approved', 'rejected'] as const
