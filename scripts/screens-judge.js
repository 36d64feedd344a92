// The judge's dashboard and the projector's reveal with a tie of 8 at 1st place, at a phone's, a tablet's and
// a laptop's width (and the reveal at 1920×1080), to compare a change's look before and after. Run after
// `npm run build`:
//
//   node scripts/screens-judge.js before      writes docs/screens/judge/before-<view>-<width>.png and
//                                             docs/screens/reveal/before-tie-of-8-<width>.png
//   node scripts/screens-judge.js after       the same, named after-…
//
// It seeds the demo event into a scratch folder, starts the built server there on port 3296, gives eight
// projects the best score there is (so they share 1st place) and saves what the screen shows (the
// viewport, not the whole page), as small palette PNGs (sharp).
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
  savePng,
  shotLabel,
  screenSizes,
  signInAsJudge,
  signInAsOrganiser,
  startScreensEvent,
} from './screens-event.js'

const label = shotLabel('screens-judge.js')
const judgeOut = path.resolve('docs/screens/judge')
const revealOut = path.resolve('docs/screens/reveal')
const sizes = Object.values(screenSizes)

const save = async (page, folder, name) =>
  savePng(await page.screenshot(), path.join(folder, `${label}-${name}.png`))

/** Eight approved, scored projects get every criterion's full points; no other project keeps a full score. */
function tieEightAtFirst(dataDir) {
  const db = new Database(path.join(dataDir, 'app.db'))
  try {
    db.transaction(() => {
      const tied = db
        .prepare(
          `select p.id from projects p where p.status = 'approved'
           and exists (select 1 from project_scores s where s.project_id = p.id) order by p.id limit 8`,
        )
        .all()
        .map((row) => row.id)
      const max = `(select max_points from scoring_criteria c where c.id = project_scores.criteria_id)`
      db.prepare(`update project_scores set score = min(score, ${max} - 1)`).run()
      const full = db.prepare(`update project_scores set score = ${max} where project_id = ?`)
      for (const id of tied) full.run(id)
    })()
  } finally {
    db.close()
  }
}

const { base, browser, close, dataDir } = await startScreensEvent({
  name: 'screens-judge',
  port: 3296,
  seedArgs: ['--projects', '120'],
})
try {
  tieEightAtFirst(dataDir)
  fs.mkdirSync(judgeOut, { recursive: true })
  fs.mkdirSync(revealOut, { recursive: true })
  for (const viewport of [...sizes, { width: 1920, height: 1080 }]) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    if (viewport.width !== 1920) {
      await signInAsJudge(page, base)
      // The queue with nothing open, then its first project open.
      await page.goto(`${base}/judge-dashboard`)
      await save(page, judgeOut, `dashboard-${viewport.width}`)
      const first = page.locator('#projects-title ~ * a[href*="project="]').first()
      await page.goto(new URL((await first.getAttribute('href')) ?? '/judge-dashboard', base).href)
      await save(page, judgeOut, `evaluate-${viewport.width}`)
      // The case of the wheel: the first project of a later page of every project.
      await page.goto(`${base}/judge-dashboard?show=all&page=2`)
      const later = page.locator('#projects-title ~ * a[href*="project="]').first()
      await page.goto(new URL((await later.getAttribute('href')) ?? '/judge-dashboard', base).href)
      const panel = page.locator('#evaluate')
      const box = await panel.boundingBox()
      if (box) {
        await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 40, viewport.height - 10))
        for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 400)
        // The wheel's scroll lands after the event: wait for two frames before the picture.
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve)),
            ),
        )
      }
      await save(page, judgeOut, `evaluate-wheel-${viewport.width}`)
    }

    await signInAsOrganiser(page, base)
    // The last step: 1st place, shared by eight, with the places before it below.
    await page.goto(`${base}/admin/awards?places=10&ranking=raw&step=99`)
    await save(page, revealOut, `tie-of-8-${viewport.width}`)
    await context.close()
  }
} finally {
  await close()
}
