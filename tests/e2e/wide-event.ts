import crypto from 'node:crypto'
import bcrypt from 'bcryptjs'
import { servers } from '../../playwright.config'
import { serverDb } from './fixtures'

// The wide server's event, for the layout checks: long real content that could push a page sideways.

// 100 characters, with spaces, as a family would type it.
export const longName =
  'Solar powered river water purifier that cleans muddy water for a whole village using sunlight alone.'
export const longEmail = `${'alexandra.montgomery-worthington'.padEnd(42, 'x')}@family-example.org`.slice(
  0,
  60,
)
export const longDescription =
  `${'We built a filter from sand, charcoal and a solar still, then tested it on water from the river behind our school. '.repeat(5)}`.slice(
    0,
    500,
  )
export const layoutJudge = {
  email: 'wilhelmina.cholmondeley-featherstonehaugh@university-example.org',
  password: 'layout-judge-password',
}
const longJudgeEmail = 'bartholomew.featherstonehaugh-montgomery@university-example.org'
const longUrl = `https://example.org/projects/${'a-very-long-path-segment-without-any-breaks-'.repeat(4)}?utm_source=club&ref=showcase`

/**
 * The event, written once whichever worker asks first: one project of each status with the long
 * content, two judges' scores with a long comment, and a judge with a long name and address.
 */
export function seedWide() {
  const db = serverDb(servers.wide)
  try {
    return db
      .transaction(() => {
        const project = db.prepare(
          `insert into projects (name, description, submission_type, submission_method, url, author_name, author_email, status, submitted_at)
         values (?, ?, 'website', 'other', ?, 'Alexandra Montgomery-Worthington and her brother Maximilian', ?, ?, ?) returning id`,
        )
        const judge = db.prepare(
          'insert into judges (name, email, password, approved_at) values (?, ?, ?, ?) returning id',
        )
        const find = (status: string) =>
          (db.prepare('select id from projects where status = ?').get(status) as { id: number } | undefined)
            ?.id
        if (!find('approved')) {
          for (const status of ['approved', 'pending', 'rejected']) {
            project.run(longName, longDescription, longUrl, longEmail, status, Date.now())
          }
          judge.run(
            'Dr. Bartholomew Featherstonehaugh-Montgomery of the Royal Institution',
            longJudgeEmail,
            'x',
            Date.now(),
          )
          // The judge who signs in to look at the judge's pages.
          judge.run(
            'Professor Wilhelmina Cholmondeley-Featherstonehaugh',
            layoutJudge.email,
            bcrypt.hashSync(layoutJudge.password, 4),
            Date.now(),
          )
          const score = db.prepare(
            'insert into project_scores (project_id, judge_id, criteria_id, score, comments) values (?, ?, ?, ?, ?)',
          )
          for (const [marks, comment] of [
            [[3, 4, 5, 6, 7], `${longDescription.slice(0, 300)} ${longUrl}`],
            [[9, 9, 8, 10, 9], null],
          ] as const) {
            const { id } = judge.get(
              'Judge',
              `${crypto.randomUUID()}@judges.example.org`,
              'x',
              Date.now(),
            ) as {
              id: number
            }
            marks.forEach((mark, index) => score.run(find('approved'), id, index + 1, mark, comment))
          }
        }
        const judgeId = (
          db.prepare('select id from judges where email = ?').get(longJudgeEmail) as { id: number }
        ).id
        return { approved: find('approved')!, pending: find('pending')!, judgeId }
      })
      .immediate()
  } finally {
    db.close()
  }
}
