// The judges' feedback for families in docs/screens/ (docs/decisions/0049): one printed feedback sheet (an
// A4 portrait page at 96 dpi, 794×1123, as print media) and the family's private link on a phone (390×844),
// at its feedback. Run after `npm run build`:
//
//   node scripts/screens-feedback.js      writes docs/screens/feedback-sheet.png and private-link-feedback.png
//
// It seeds the demo event into a scratch folder, gives one approved project three judges' scores and
// comments and a private link, and starts the built server there on port 3299.
import crypto from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { savePng, openPage, startScreensEvent } from './screens-event.js'

const out = path.resolve('docs/screens')
const token = 'screens-feedback-private-link'.padEnd(43, 'x')

// Per criterion, in the seeded order: three judges' scores and what each wrote (null: no comment).
const judged = [
  [
    [9, 'A clock that runs on the tide is a brilliant idea. I have never seen one before!'],
    [9, 'Love that you used the harbour next to your school.'],
    [8, null],
  ],
  [
    [7, 'Using AI to guess the next high tide from your own measurements was clever.'],
    [6, 'Tell us more about how you checked the AI’s guesses.'],
    [7, 'Nice chart comparing the AI with the tide tables.'],
  ],
  [
    [8, 'A clear question, and a good guess before you started.'],
    [7, null],
    [9, 'You measured for a whole week: that is real science.'],
  ],
  [
    [9, 'You tried three floats and kept the best one. Great testing!'],
    [8, 'Next time, write your results in a small table.'],
    [9, 'The gears are beautifully made.'],
  ],
  [
    [6, null],
    [7, 'Your poster is easy to follow, and the photos help a lot.'],
    [5, 'Speak a little slower in the video so everyone can follow.'],
  ],
]

const { base, browser, close, dataDir } = await startScreensEvent({
  name: 'screens-feedback',
  port: 3299,
  seedArgs: ['--projects', '12', '--judges', '6'],
})
try {
  const db = new Database(path.join(dataDir, 'app.db'))
  db.pragma('busy_timeout = 5000')
  const project = db.prepare("SELECT id FROM projects WHERE status = 'approved' ORDER BY id LIMIT 1").get()
  const judges = db.prepare('SELECT id FROM judges ORDER BY id LIMIT 3').all()
  const criteria = db
    .prepare('SELECT id FROM scoring_criteria WHERE is_active = 1 ORDER BY position, id')
    .all()
  db.transaction(() => {
    db.prepare(
      "UPDATE projects SET name = 'Tidal Clock', author_name = 'Ben Okafor', edit_token_hash = ? WHERE id = ?",
    ).run(crypto.createHash('sha256').update(token).digest('hex'), project.id)
    db.prepare('DELETE FROM project_scores WHERE project_id = ?').run(project.id)
    const score = db.prepare(
      'INSERT INTO project_scores (project_id, judge_id, criteria_id, score, comments) VALUES (?, ?, ?, ?, ?)',
    )
    criteria.forEach((criterion, c) =>
      judges.forEach((judge, j) => score.run(project.id, judge.id, criterion.id, ...judged[c][j])),
    )
  })()
  db.close()

  const admin = await openPage(browser, base, { width: 794, height: 1123 }, { who: 'admin' })
  await admin.page.goto(`${base}/admin/feedback-sheets`)
  await admin.page.emulateMedia({ media: 'print' })
  // The page as print lays it out, cut at the sheet's own box (its top is a fraction of a pixel off when
  // it is not the first sheet, which an element's screenshot would crop at the foot).
  const box = await admin.page.getByRole('article', { name: 'Tidal Clock' }).boundingBox()
  const shot = await admin.page.screenshot({
    fullPage: true,
    clip: { x: 0, y: Math.round(box.y), width: 794, height: 1123 },
  })
  await savePng(shot, path.join(out, 'feedback-sheet.png'), { quality: 90 })
  await admin.done()

  const phone = await openPage(browser, base, { width: 390, height: 844 })
  await phone.page.goto(`${base}/my-project/${token}`)
  // Its heading just under the site's header.
  await phone.page
    .locator('#feedback')
    .evaluate((section) =>
      globalThis.scrollTo(0, section.getBoundingClientRect().top + globalThis.scrollY - 80),
    )
  await savePng(await phone.page.screenshot(), path.join(out, 'private-link-feedback.png'))
  await phone.done()
} finally {
  await close()
}
