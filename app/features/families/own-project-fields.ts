// What the family's pages say about their private link. No zod here: the feed shows these texts,
// and zod would double the JavaScript it sends (own-project.ts holds the schema).

export const ownProjectTexts = {
  keepLink: 'Keep this link to change or withdraw your project',
  backToReview:
    'This project is on the showcase now. Saving a change takes it off until an organiser has looked at it again.',
  notFound: 'This link does not lead to a project. It may have been withdrawn, or the link is incomplete.',
  /** Where the project stands, on its private link's pages. */
  status: {
    pending: 'Waiting for an organiser’s review',
    approved: 'On the public showcase',
    rejected: 'Not approved for the showcase',
  },
} as const
