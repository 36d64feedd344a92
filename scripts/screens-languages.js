// The site in Spanish in docs/screens/languages/: the challenge page, the submission form (with a message
// in Spanish after an empty Submit) and the judge's dashboard, on a phone (390 px) and a tablet (820 px),
// as a visitor whose browser reads Spanish. Run after `npm run build`:
//
//   node scripts/screens-languages.js            (SCREENS_PORT=… if 3298 is taken)
//
// It seeds a small demo event into a scratch folder, starts the built server there and saves whole pages
// as small palette PNGs (sharp).
import fs from 'node:fs'
import path from 'node:path'
import { savePng, screenSizes as sizes, signInAsJudge, startScreensEvent } from './screens-event.js'

const out = path.resolve('docs/screens/languages')
const save = async (page, name) =>
  savePng(await page.screenshot({ fullPage: true }), path.join(out, `${name}.png`))

const { base, browser, close } = await startScreensEvent({
  name: 'screens-languages',
  port: 3298,
  seedArgs: ['--projects', '12', '--judges', '2', '--pictures', '2'],
})

// The language menu's choice, as the cookie the server reads (app/infra/cookies/language.server.ts).
const spanish = { name: 'sc_lang', value: encodeURIComponent(Buffer.from('"es"').toString('base64')) }

try {
  fs.mkdirSync(out, { recursive: true })
  for (const width of [390, 820]) {
    const context = await browser.newContext({ viewport: sizes[width], locale: 'es-ES' })
    const page = await context.newPage()
    await page.goto(`${base}/challenge-info`)
    await save(page, `challenge-${width}`)
    await page.goto(`${base}/submission`)
    await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0)
    await page.getByRole('button', { name: 'Enviar el proyecto' }).click()
    await page.getByText('Falta el nombre del proyecto').first().waitFor()
    await save(page, `submission-${width}`)
    await context.close()

    // The judge signs in, then reads the dashboard in Spanish (the menu's choice).
    const judging = await browser.newContext({ viewport: sizes[width] })
    const judge = await judging.newPage()
    await signInAsJudge(judge, base)
    await judging.addCookies([{ ...spanish, url: base }])
    await judge.goto(`${base}/judge-dashboard`)
    await save(judge, `judge-dashboard-${width}`)
    await judging.close()
  }
  console.log(`screenshots in ${path.relative(process.cwd(), out)}`)
} finally {
  await close()
}
