import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { promptCards } from './prompt-cards'
import { spanishCriteria, spanishLevels } from './criteria.es'
import { aiPlaybook, criterionWords, scoringCriteria } from './schema'
import type * as schema from './schema'

/** The seeded criteria's level words, out of their 10 points (app/features/judging/levels.ts reads them). */
export const defaultLevels = [
  { from: 0, word: 'Getting started' },
  { from: 4, word: 'Growing' },
  { from: 7, word: 'Strong' },
  { from: 9, word: 'Outstanding' },
]

const seededCriteria = [
  {
    name: 'Originality',
    description: 'A fresh idea or a new twist on an old problem, in the young inventor’s own words.',
  },
  {
    name: 'Meaningful use of AI',
    description: 'AI helps the project do something it could not do as well without it.',
  },
  {
    name: 'Scientific thinking',
    description: 'A clear question, a guess about the answer, and reasons that make sense.',
  },
  {
    name: 'Making and testing',
    description: 'Something was built or tried out, and what happened was used to improve it.',
  },
  {
    name: 'Presentation',
    description: 'The project is easy to understand and shows what the inventor learned.',
  },
] as const
export const defaultCriteria = seededCriteria.map((c, index) => ({
  ...c,
  maxPoints: 10,
  weight: 1.0,
  position: index + 1,
  levels: JSON.stringify(defaultLevels),
}))

/**
 * Runs at every start. Rows are matched on their natural key, so running it
 * again adds nothing and never overwrites what an organiser changed. The
 * criteria are the organiser's once there are any: a renamed one is not
 * brought back under its old name.
 */
export function seed(db: BetterSQLite3Database<typeof schema>) {
  db.transaction(
    (tx) => {
      if (!tx.select({ id: scoringCriteria.id }).from(scoringCriteria).limit(1).get()) {
        const added = tx
          .insert(scoringCriteria)
          .values(defaultCriteria)
          .returning({ id: scoringCriteria.id, name: scoringCriteria.name })
          .all()
        // Their words in Spanish, the organiser's from here on as the English ones are.
        tx.insert(criterionWords)
          .values(
            added.map(({ id, name }) => ({
              criterionId: id,
              language: 'es',
              ...spanishCriteria[name as keyof typeof spanishCriteria],
              levels: JSON.stringify(spanishLevels),
            })),
          )
          .run()
      }
      tx.insert(aiPlaybook)
        .values([...promptCards])
        .onConflictDoNothing()
        .run()
      // IMMEDIATE: the write lock is taken first, so a second process starting at the same moment waits its
      // turn (busy_timeout) instead of failing to upgrade a read it began before the first one wrote.
    },
    { behavior: 'immediate' },
  )
}
