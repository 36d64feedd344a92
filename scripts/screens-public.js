// The public pages' screenshots in docs/screens/public/, at a phone's, a tablet's and a laptop's width, to
// compare a change's look before and after. Run after `npm run build`:
//
//   node scripts/screens-public.js before        writes docs/screens/public/before-<page>-<width>.png
//   node scripts/screens-public.js after         the same, named after-…
//
// It seeds a small demo event into a scratch folder, starts the built server there on port 3297 and saves
// what a visitor sees first (the viewport, not the whole page), as small palette PNGs (sharp).
import path from 'node:path'
import { shootPages, shotLabel, startScreensEvent } from './screens-event.js'

const label = shotLabel('screens-public.js')
const out = path.resolve('docs/screens/public')
// A demo photo project: its page has a picture, a description and files.
const pages = {
  'challenge-info': '/challenge-info',
  // The nine prompt cards, the longest part of the page on a phone.
  'challenge-info-prompts': '/challenge-info#prompts-title',
  feed: '/feed',
  submission: '/submission',
  project: '/project/7',
  agenda: '/agenda',
  'ai-playbook': '/ai-playbook',
  'not-found': '/no-such-page',
}

const { base, browser, close } = await startScreensEvent({
  name: 'screens-public',
  port: 3297,
  seedArgs: ['--projects', '24', '--judges', '3', '--pictures', '8'],
})
try {
  await shootPages({ browser, base, out, label, pages })
} finally {
  await close()
}
