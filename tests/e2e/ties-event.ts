import crypto from 'node:crypto'
import { servers } from '../../playwright.config'
import { serverDb } from './fixtures'

// The ties server's event: the biggest ties the reveal must fit on a projector. Two judges give every
// criterion `points`: eight projects share 1st place and twelve share 9th. Three more, scored by one judge
// only, have the best score of all but wait for more judges (the setting asks for two).

const names = [
  'Moonlight Kite Lantern',
  'Rainwater Garden Sensor',
  'Solar Bee Hotel',
  'A paper bridge tester that measures how much every folded shape can hold',
  'Lemon Battery Clock',
  'Quiet Bird Feeder Camera',
  'Super Homework Helper',
  'Friendly Seed Sprouter',
  'Wind-up Recycling Robot',
  'Ocean Plastic Sorting Machine',
  'Pocket Weather Station',
  'Glow-in-the-dark Bike Helmet',
  'Talking Plant Pot',
  'Rain Alarm for the Washing Line',
  'Sound-powered Night Light',
  'Marble Run Calculator',
  'Compost Worm Hotel',
  'Bottle Rocket Launcher',
  'Smart School Bag Scale',
  'Sunflower Solar Tracker',
]

export const tiedFirst = names.slice(0, 8).map((name, i) => ({ name, authorName: `First ${i + 1} Family` }))
export const tiedNinth = names.slice(8, 20).map((name, i) => ({ name, authorName: `Ninth ${i + 1} Family` }))
export const waitingForJudges = ['Lonely Lamp', 'Lonely Kite', 'Lonely Drone'].map((name, i) => ({
  name,
  authorName: `Waiting ${i + 1} Family`,
}))

/** Written once whichever test asks first. */
export function seedTies() {
  const db = serverDb(servers.ties)
  try {
    db.transaction(() => {
      const { n } = db.prepare('select count(*) as n from projects').get() as { n: number }
      if (n > 0) return
      const judges = [1, 2].map(
        (i) =>
          (
            db
              .prepare(
                "insert into judges (name, email, password, approved_at) values (?, ?, 'x', ?) returning id",
              )
              .get(`Ties judge ${i}`, `${crypto.randomUUID()}@judges.example.org`, Date.now()) as {
              id: number
            }
          ).id,
      )
      const criteria = (
        db.prepare('select id from scoring_criteria where is_active = 1').all() as { id: number }[]
      ).map((c) => c.id)
      const project = db.prepare(
        `insert into projects (name, description, submission_type, author_name, status, submitted_at)
         values (?, 'Up for an award.', 'photo', ?, 'approved', ?) returning id`,
      )
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score) values (?, ?, ?, ?)',
      )
      const groups = [
        { projects: tiedFirst, points: 9, judgeCount: 2 },
        { projects: tiedNinth, points: 8, judgeCount: 2 },
        { projects: waitingForJudges, points: 10, judgeCount: 1 },
      ]
      let at = 1_700_000_000_000
      for (const { projects, points, judgeCount } of groups) {
        for (const { name, authorName } of projects) {
          const { id } = project.get(name, authorName, at++) as { id: number }
          for (const judgeId of judges.slice(0, judgeCount))
            for (const criteriaId of criteria) score.run(id, judgeId, criteriaId, points)
        }
      }
      db.prepare('update judging_settings set min_judges_to_rank = 2 where id = 1').run()
    }).immediate()
  } finally {
    db.close()
  }
}
