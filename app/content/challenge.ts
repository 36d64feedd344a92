/**
 * Challenge Info page (/challenge-info): the default words the organiser's Event tab can replace
 * (docs/rules.md#event-details).
 * The 9 prompt cards shown on this page come from the database (seeded from db/prompt-cards.ts);
 * only their section headings live here.
 */

type SubmissionTypeInfo = {
  /** A project type of db/fixed-lists.ts (tests/unit/challenge-types.test.ts holds them to it). */
  key: string
  label: string
  description: string
}

export type Prize = {
  place: string
  title: string
  description: string
}

type PageButton = {
  label: string
  /** Internal path. */
  to: string
}

type ChallengeContent = {
  hero: { eyebrow: string; title: string; subtitle: string }
  purpose: { heading: string; paragraphs: readonly string[] }
  submissionTypes: {
    heading: string
    intro: string
    types: readonly SubmissionTypeInfo[]
  }
  guidelines: { heading: string; items: readonly string[] }
  prizes: { heading: string; intro: string; prizes: readonly Prize[] }
  promptGuide: { heading: string; intro: string; emptyText: string }
  buttons: { submit: PageButton; browse: PageButton }
}

export const challenge = {
  hero: {
    eyebrow: 'Kids Startup Club presents',
    title: 'Science Innovation Challenge',
    subtitle:
      'Invent something new, use AI to help you build it, and share it with a community of young inventors.',
  },
  purpose: {
    heading: 'What is the challenge?',
    paragraphs: [
      'We want to see your original inventions! Think of a problem you care about, at home, at school or in the world, and dream up a way to solve it.',
      'AI tools are welcome helpers. Use them in a meaningful way: to brainstorm, explain the science, design, code or test your idea. The big idea and the decisions are yours.',
      'There is no idea too small. A clever gadget, a science experiment, an app or a story about how something works can all be amazing inventions.',
    ],
  },
  submissionTypes: {
    heading: 'Ways to share your project',
    intro: 'Pick the format that shows your invention best. You choose when you submit.',
    types: [
      {
        key: 'video',
        label: 'Video',
        description: 'Share a link to a short video where you show your invention and explain how it works.',
      },
      {
        key: 'photo',
        label: 'Photo',
        description: 'Upload photos of your invention, your sketches and the steps you took to build it.',
      },
      {
        key: 'pdf',
        label: 'PDF/Slides',
        description:
          'Upload a PDF or share a link to slides that tell the story of your idea from problem to solution.',
      },
      {
        key: 'website',
        label: 'Website/Code',
        description: 'Share a link to a website, app or code project you built, for example on Replit.',
      },
    ],
  },
  guidelines: {
    heading: 'How to take part',
    items: [
      'Work solo or as a team with your family. Grown-ups can help, but the ideas should come from the young inventor.',
      'You may submit more than once. Share new versions to show how your invention grew and improved.',
      'All submissions go through this platform, using the Submit Your Project button.',
      'Tell us how you used AI and which parts you did yourself. Honesty is part of being a great inventor.',
    ],
  },
  prizes: {
    heading: 'Prizes',
    intro: 'Every inventor who takes part is a winner in our book, and there are real prizes too!',
    prizes: [
      {
        place: 'Grand Prize',
        title: '2 conference tickets',
        description: 'Two tickets to an inspiring conference in June 2025, for you and a grown-up.',
      },
      {
        place: '2nd and 3rd Prizes',
        title: 'Sponsor prizes',
        description: 'Great prizes for second and third place, kindly provided by our sponsor.',
      },
      {
        place: 'Bonus Prizes',
        title: 'For other participants',
        description: 'Bonus prizes for other participants who impress us with creativity and effort.',
      },
    ],
  },
  promptGuide: {
    heading: 'AI Prompt Guide',
    intro:
      'Not sure how to ask an AI for help? Start with one of these prompt cards. Copy the starter prompt, then replace the parts in [brackets] with your own ideas.',
    emptyText: 'The prompt cards are on their way. Check back soon!',
  },
  buttons: {
    submit: { label: 'Submit Your Project', to: '/submission' },
    browse: { label: 'View Other Submissions', to: '/feed' },
  },
} as const satisfies ChallengeContent
