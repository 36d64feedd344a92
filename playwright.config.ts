import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)
export const e2eSessionSecret = 'e2e-session-secret-0123456789abcdef'

// The main server, one where nothing is ever approved (the empty states), one for the admin story's
// JS run, one with a crowd of projects, and the others below. Tests reach their SQLite files for fixtures.
export const servers = {
  main: { port, dataDir: path.resolve('.cache/e2e-data/main') },
  empty: { port: port + 1, dataDir: path.resolve('.cache/e2e-data/empty') },
  // The admin story changes the admin password: its JS run has a server of its own.
  admin: { port: port + 2, dataDir: path.resolve('.cache/e2e-data/admin') },
  // More projects than a page holds, for the pagination stories; nothing else writes there.
  crowd: { port: port + 3, dataDir: path.resolve('.cache/e2e-data/crowd') },
  // Long names, e-mails and descriptions, for the no-sideways-scroll check of every page.
  wide: { port: port + 4, dataDir: path.resolve('.cache/e2e-data/wide') },
  // The organiser adds criteria here: every other story counts on the five seeded ones.
  criteria: { port: port + 5, dataDir: path.resolve('.cache/e2e-data/criteria') },
  // The judge's queue story, one server per run (JS on, JS off): its judge is the only one there, so the
  // assignment gives them every project and the queue, counts and progress are exactly the story's own.
  queue: { port: port + 6, dataDir: path.resolve('.cache/e2e-data/queue') },
  queueNoJs: { port: port + 7, dataDir: path.resolve('.cache/e2e-data/queue-no-js') },
  // Coverage and the judging settings: the organiser changes the judges per project here.
  coverage: { port: port + 8, dataDir: path.resolve('.cache/e2e-data/coverage') },
  // Judging offline: its stories read exact scores and timestamps, so nothing else writes there.
  offline: { port: port + 9, dataDir: path.resolve('.cache/e2e-data/offline') },
  // The awards: the reveal's seeded event with a tie at 2nd place, the certificates, publishing.
  awards: { port: port + 10, dataDir: path.resolve('.cache/e2e-data/awards') },
  // Results hidden until the awards and scoring closed, for the whole run.
  results: { port: port + 11, dataDir: path.resolve('.cache/e2e-data/results') },
  // Participants shown as first name and initial; the organiser's switch is tried here too.
  names: { port: port + 12, dataDir: path.resolve('.cache/e2e-data/names') },
  // A family's data found, downloaded and erased by an organiser whose session is written straight
  // into the database. The admin story changes the password on main and admin, which signs every organiser
  // out, so this story has a server of its own (both runs; each uses its own e-mail addresses).
  family: { port: port + 13, dataDir: path.resolve('.cache/e2e-data/family') },
  // Ties and the judges setting on the leaderboard: a three-way tie at 1st and a project one judge scored,
  // alone on the board, which no other story's scores can join.
  leaderboard: { port: port + 14, dataDir: path.resolve('.cache/e2e-data/leaderboard') },
  // The reveal on a projector: 8 projects share 1st place and 12 share 9th; three wait for more judges.
  ties: { port: port + 15, dataDir: path.resolve('.cache/e2e-data/ties') },
  // The showcase floor: "Number the tables" renumbers every approved project, so the table cards' story
  // (its PDF counts a page per numbered project) has a server of its own, and the judges' walk in table
  // order another.
  tables: { port: port + 16, dataDir: path.resolve('.cache/e2e-data/tables') },
  walk: { port: port + 17, dataDir: path.resolve('.cache/e2e-data/walk') },
  // People's Choice: ballots and votes of its own (tests/e2e/votes.spec.ts). Its address (PUBLIC_URL) is a
  // long one, which the printed ballots must keep on one line; browsers still reach it at localhost.
  votes: {
    port: port + 18,
    dataDir: path.resolve('.cache/e2e-data/votes'),
    publicUrl: 'https://science-challenge.example-club.org',
  },
  // The Event tab changes the club's name, date, agenda and prizes on every page: one server per run (JS
  // on, JS off), so no other story ever reads its words.
  event: { port: port + 19, dataDir: path.resolve('.cache/e2e-data/event') },
  eventNoJs: { port: port + 20, dataDir: path.resolve('.cache/e2e-data/event-no-js') },
  // The pseudo-language (every catalogue word in ⟦…⟧) is offered here: tests/e2e/pseudo-*.spec.ts load
  // every screen in it and look for words that come from no catalogue.
  pseudo: {
    port: port + 21,
    dataDir: path.resolve('.cache/e2e-data/pseudo'),
    env: { PSEUDO_LANGUAGE: '1' },
  },
  // The parts whose stories change the event's settings (results shown or hidden, voting, scoring, how
  // names are written, the window) each have a pseudo-language server of their own.
  ...(Object.fromEntries(
    (['admin', 'event', 'grading', 'judge', 'print', 'showcase'] as const).map((part, index) => [
      `pseudo-${part}`,
      {
        port: port + 22 + index,
        dataDir: path.resolve(`.cache/e2e-data/pseudo-${part}`),
        env: { PSEUDO_LANGUAGE: '1' },
      },
    ]),
  ) as Record<`pseudo-${PseudoPart}`, { port: number; dataDir: string; env: { PSEUDO_LANGUAGE: string } }>),
}

type PseudoPart = 'admin' | 'event' | 'grading' | 'judge' | 'print' | 'showcase'

// Debian's Chromium (see scripts/find-chromium.js, which `npm test` runs first).
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
}

export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two, locally as on CI: the suite's servers and browsers share the machine's cores with the workers.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    // No trace by default: recording one for every story (to keep only the failures') cost the suite about
    // a sixth of its CPU. E2E_TRACE=1 records them again (kept for the stories that fail); one failed story
    // is best rerun alone with `--trace on`.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'phone-no-js',
      use: {
        ...devices['Pixel 5'],
        browserName: 'chromium',
        viewport: viewports.phone,
        javaScriptEnabled: false,
      },
      grepInvert: /@js|@desktop|@judge|@admin|@layout/,
    },
    {
      name: 'desktop-js',
      use: { browserName: 'chromium', viewport: viewports.desktop },
      // The empty server's story runs once, in order, without JS.
      grepInvert: /@empty|@judge|@layout/,
    },
    // The organiser works on a desktop: the admin story also runs there without JS.
    {
      name: 'desktop-no-js',
      use: { browserName: 'chromium', viewport: viewports.desktop, javaScriptEnabled: false },
      grep: /@admin/,
    },
    // Judges work on tablets: their stories run there, with and without JS; a story about what JavaScript
    // adds (@js) or what happens without it (@no-js) runs in its project only.
    {
      name: 'tablet-no-js',
      use: { browserName: 'chromium', viewport: viewports.tablet, hasTouch: true, javaScriptEnabled: false },
      grep: /@judge/,
      grepInvert: /@js\b/,
    },
    {
      name: 'tablet-js',
      use: { browserName: 'chromium', viewport: viewports.tablet, hasTouch: true },
      grep: /@judge/,
      grepInvert: /@no-js/,
    },
    // Every page at plain 390, 820 and 1280 px viewports, never phone emulation: under `isMobile` Chromium
    // widens the layout viewport to the content, and a page that scrolls sideways would pass. Once, without
    // JavaScript: the server's HTML is what every visitor gets first, and the wider of the two (the forms
    // show every field and option before JavaScript narrows them to the chosen ones).
    {
      name: 'layout-no-js',
      use: { browserName: 'chromium', viewport: viewports.desktop, javaScriptEnabled: false },
      grep: /@layout/,
    },
  ],
  // One process starts every server at once (scripts/e2e-server.js), and says when all of them answer.
  webServer: {
    command: 'node scripts/e2e-server.js',
    wait: { stdout: /e2e servers ready/ },
    env: {
      SESSION_SECRET: e2eSessionSecret,
      E2E_SERVERS: JSON.stringify(
        Object.values(servers).map((server) => ({
          port: server.port,
          dataDir: server.dataDir,
          env: {
            ...('publicUrl' in server ? { PUBLIC_URL: server.publicUrl } : {}),
            ...('env' in server ? server.env : {}),
          },
        })),
      ),
    },
    reuseExistingServer: false,
    // Generous: 28 servers start at once, and on a busy 2-core machine that took more than two minutes.
    timeout: 300_000,
    stdout: 'ignore' as const,
  },
})
