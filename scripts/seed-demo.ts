// `npm run db:seed-demo`: fills an empty data folder with a realistic event, for trying the app out and for
// `npm run bench`.
//
//   npm run db:seed-demo                              into DATA_DIR (default ./data)
//   npm run db:seed-demo -- --data-dir .cache/demo    into another folder
//   npm run db:seed-demo -- --projects 200 --judges 10
//   npm run db:seed-demo -- --pictures 4              fewer different pictures, made quicker (the bench's smoke run)
//
// It makes 1,000 projects (all four types, every one with a real thumbnail and its card-sized WebP; photos
// and PDFs with their file), mostly approved, some pending and rejected; 30 judges who all sign in with the
// password `demo-judge-password`; every project assigned to 3 judges, and the first scores of an event under
// way (about a fifth of the assignments, some judges harsher or more lenient than others). The same run always makes the
// same event (a seeded random generator). It refuses a data folder that already holds projects, so it
// cannot mix demo projects into a real event.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import sharp from 'sharp'
import { openDatabase } from '../db/connection'
import { createFileStore } from '../app/infra/file-store.server'
import { cardNameFor } from '../app/infra/file-types.server'
import { syncAssignments } from '../app/features/judging/assignment.server'
import { JUDGE_BCRYPT_ROUNDS } from '../app/features/accounts/judges.server'
import { emailKey } from '../db/email-key'
import { submissionTypes } from '../app/features/submissions/project-fields'

const DEMO_JUDGE_PASSWORD = 'demo-judge-password'

type Options = { dataDir: string; projects: number; judges: number; pictures: number }

function parseArgs(argv: string[]): Options {
  const options: Options = {
    dataDir: process.env.DATA_DIR || './data',
    projects: 1000,
    judges: 30,
    pictures: 60,
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined]
    const value = () => inline ?? argv[++i] ?? ''
    if (flag === '--data-dir') options.dataDir = value()
    else if (flag === '--projects') options.projects = Number(value())
    else if (flag === '--judges') options.judges = Number(value())
    else if (flag === '--pictures') options.pictures = Number(value())
    else {
      console.error(`Unknown argument "${argv[i]}". Usage: npm run db:seed-demo [-- --data-dir <folder>]`)
      process.exit(1)
    }
  }
  for (const key of ['projects', 'judges', 'pictures'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 1) {
      console.error(`--${key} must be a whole number above 0`)
      process.exit(1)
    }
  }
  return options
}

// mulberry32: small, fast and the same on every machine.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const topics = [
  'Plant Waterer',
  'Recycling Sorter',
  'Bird Feeder Camera',
  'Weather Station',
  'Homework Helper',
  'Lost Pet Finder',
  'Water Filter',
  'Bee Counter',
  'Sign Language Glove',
  'Compost Monitor',
  'Bike Safety Light',
  'Noise Meter',
  'Seed Sprouter',
  'Rain Alarm',
  'Food Waste Tracker',
  'Story Robot',
  'Air Quality Badge',
  'Fish Tank Guardian',
  'Solar Oven',
  'Step Counter Shoes',
]
const adjectives = [
  'Solar-Powered',
  'Talking',
  'Smart',
  'Tiny',
  'Helpful',
  'Friendly',
  'Wind-Powered',
  'Pocket',
  'Glow-in-the-Dark',
  'Super',
  'Quiet',
  'Clever',
]
const firstNames = [
  'Amira',
  'Ben',
  'Chloe',
  'Dev',
  'Elif',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jonas',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
  'Oscar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yusuf',
]
const expertises = ['Biology', 'Engineering', 'Computer science', 'Physics', 'Design', 'Teaching']
const comments = [
  'Lovely idea!',
  'Great testing notes.',
  'Explain how the AI helps a bit more.',
  null,
  null,
  null,
]

function describe(name: string, rand: () => number) {
  const sentences = [
    `Our ${name.toLowerCase()} started with a question at the kitchen table.`,
    'We asked an AI helper for ideas, then built a first version from cardboard and a microcontroller.',
    'It did not work the first time, so we measured what went wrong and changed the design twice.',
    'Now it works most days, and we wrote down everything we learned in a notebook.',
    'Next we want to make it cheaper so every classroom can have one.',
  ]
  return sentences.slice(0, 2 + Math.floor(rand() * 4)).join(' ')
}

/** A small picture: a sky of the project's colour, a sun and a hill, so every card looks different. */
function pictureSvg(hue: number, variant: number) {
  const sun = 120 + variant * 37
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
  <rect width="1200" height="675" fill="hsl(${hue},70%,72%)"/>
  <circle cx="${sun % 1100}" cy="170" r="${70 + (variant % 5) * 12}" fill="hsl(${(hue + 50) % 360},90%,60%)"/>
  <ellipse cx="600" cy="700" rx="${700 + variant * 9}" ry="${260 + (variant % 7) * 15}" fill="hsl(${(hue + 120) % 360},45%,40%)"/>
  <rect x="${420 + (variant % 9) * 20}" y="300" width="180" height="160" rx="16" fill="hsl(${(hue + 200) % 360},60%,50%)"/>
</svg>`)
}

/** `count` different pictures, which the projects take in turn. */
async function makePictures(count: number) {
  const pictures: { jpg: Buffer; card: Buffer }[] = []
  for (let i = 0; i < count; i++) {
    const png = await sharp(pictureSvg((i * 47) % 360, i))
      .png()
      .toBuffer()
    const jpg = await sharp(png).jpeg({ quality: 80 }).toBuffer()
    // The same card the app makes (makeCardImage): 640x360, cover, WebP quality 75.
    const card = await sharp(png).resize(640, 360, { fit: 'cover' }).webp({ quality: 75 }).toBuffer()
    pictures.push({ jpg, card })
  }
  return pictures
}

// A small valid one-page PDF.
function pdfFor(title: string) {
  const text = title.replace(/[()\\]/g, '')
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body)
}

const storedName = (ext: string) => `${crypto.randomBytes(16).toString('hex')}.${ext}`

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const started = Date.now()
  const db = openDatabase(path.join(options.dataDir, 'app.db'))
  const sqlite = db.$client
  const existing = sqlite.prepare('SELECT count(*) AS n FROM projects').get() as { n: number }
  if (existing.n > 0) {
    console.error(
      `\n${path.resolve(options.dataDir)} already holds ${existing.n} projects; the demo only fills an empty data folder.\n` +
        'Choose another folder with --data-dir (or DATA_DIR).\n',
    )
    process.exit(1)
  }
  const store = createFileStore(options.dataDir)
  const rand = random(20261122)
  const pictures = await makePictures(options.pictures)
  const criteria = sqlite
    .prepare('SELECT id, max_points AS maxPoints FROM scoring_criteria WHERE is_active = 1')
    .all() as {
    id: number
    maxPoints: number
  }[]
  const passwordHash = await bcrypt.hash(DEMO_JUDGE_PASSWORD, JUDGE_BCRYPT_ROUNDS)

  const insertProject = sqlite.prepare(`INSERT INTO projects
    (name, description, submission_type, submission_method, url, thumbnail, author_name, author_email, author_email_key, status, submitted_at)
    VALUES (@name, @description, @type, @method, @url, @thumbnail, @author, @email, @emailKey, @status, @submittedAt)`)
  const insertFile = sqlite.prepare(
    'INSERT INTO stored_files (name, project_id, role, content_type, size, position) VALUES (?, ?, ?, ?, ?, ?)',
  )
  // Demo judges are the organiser's own: approved, so they can score at once
  // (docs/rules.md#accounts-and-sessions).
  const insertJudge = sqlite.prepare(
    'INSERT INTO judges (name, email, email_key, expertise, password, is_active, approved_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  )
  const insertScore = sqlite.prepare(
    'INSERT INTO project_scores (project_id, judge_id, criteria_id, score, comments, submitted_at) VALUES (?, ?, ?, ?, ?, ?)',
  )

  const eventStart = Date.now() - 14 * 24 * 3600 * 1000
  const written: string[] = []
  let bytes = 0
  const write = (name: string, data: Buffer) => {
    fs.writeFileSync(path.join(store.uploadsDir, name), data)
    written.push(name)
    bytes += data.length
    return data.length
  }

  const judged: number[] = []
  try {
    sqlite.transaction(() => {
      for (let i = 0; i < options.projects; i++) {
        const type = submissionTypes[i % submissionTypes.length]!
        const name = `${adjectives[Math.floor(rand() * adjectives.length)]} ${topics[Math.floor(rand() * topics.length)]} ${i + 1}`
        const first = firstNames[Math.floor(rand() * firstNames.length)]!
        const picture = pictures[i % pictures.length]!
        const thumbnail = storedName('jpg')
        const files: { name: string; data: Buffer; type: string }[] = []
        // A photo project's thumbnail is its first photo, stored once, as the server keeps it.
        if (type === 'photo') files.push({ name: thumbnail, data: picture.jpg, type: 'image/jpeg' })
        if (type === 'pdf')
          files.push({ name: storedName('pdf'), data: pdfFor(name), type: 'application/pdf' })
        const url =
          type === 'video'
            ? `https://www.youtube.com/watch?v=${crypto.randomBytes(8).toString('base64url').slice(0, 11)}`
            : type === 'website'
              ? `https://example.org/projects/${i + 1}`
              : null
        const roll = rand()
        const status = roll < 0.9 ? 'approved' : roll < 0.97 ? 'pending' : 'rejected'
        const { lastInsertRowid } = insertProject.run({
          name,
          description: describe(name, rand),
          type,
          method: url ? 'link' : 'upload',
          url,
          thumbnail,
          author: `${first} ${String.fromCharCode(65 + Math.floor(rand() * 26))}.`,
          email: `family${i + 1}@example.org`,
          emailKey: emailKey(`family${i + 1}@example.org`),
          status,
          submittedAt: eventStart + Math.floor((i / options.projects) * 13 * 24 * 3600 * 1000),
        })
        const projectId = Number(lastInsertRowid)
        if (type !== 'photo') {
          insertFile.run(thumbnail, projectId, 'thumbnail', 'image/jpeg', write(thumbnail, picture.jpg), 0)
        }
        const card = cardNameFor(thumbnail)
        insertFile.run(card, projectId, 'card', 'image/webp', write(card, picture.card), 0)
        files.forEach((file, position) =>
          insertFile.run(file.name, projectId, 'file', file.type, write(file.name, file.data), position),
        )
        if (status !== 'rejected') judged.push(projectId)
      }

      const judgeIds: number[] = []
      for (let j = 0; j < options.judges; j++) {
        const number = String(j + 1).padStart(2, '0')
        const { lastInsertRowid } = insertJudge.run(
          `Judge ${number} ${firstNames[j % firstNames.length]}`,
          `judge${number}@demo.example.org`,
          emailKey(`judge${number}@demo.example.org`),
          expertises[j % expertises.length],
          passwordHash,
          eventStart,
        )
        judgeIds.push(Number(lastInsertRowid))
      }

      // The event a little way in: every project has its judges (the setting's N, default 3), and each
      // judge has finished about one in six of their assigned projects and started one in twenty, so their
      // dashboard opens on a queue of most of their share. Some judges mark harder or softer than others
      // (a few points either way), which the adjusted results on the Grading Status tab take out.
      syncAssignments(db)
      const assigned = sqlite
        .prepare<[], { projectId: number; judgeId: number }>(
          'SELECT project_id AS projectId, judge_id AS judgeId FROM assignments ORDER BY judge_id, project_id',
        )
        .all()
      const quality = new Map(judged.map((id) => [id, rand()]))
      const bias = new Map(judgeIds.map((id, j) => [id, j % 5 === 0 ? -2 : j % 5 === 1 ? 2 : 0]))
      for (const { projectId, judgeId } of assigned) {
        const roll = rand()
        if (roll >= 0.22) continue
        const scored = roll < 0.17 ? criteria : criteria.slice(0, 2)
        for (const criterion of scored) {
          const base = (0.2 + 0.7 * quality.get(projectId)!) * criterion.maxPoints
          const noisy = Math.round(base + bias.get(judgeId)! + (rand() - 0.5) * 3)
          const score = Math.min(criterion.maxPoints, Math.max(0, noisy))
          const comment = comments[Math.floor(rand() * comments.length)] ?? null
          insertScore.run(projectId, judgeId, criterion.id, score, comment, Date.now())
        }
      }
    })()
  } catch (error) {
    // The rows rolled back; take the files with them so the folder stays empty.
    for (const name of written) fs.rmSync(path.join(store.uploadsDir, name), { force: true })
    throw error
  }

  const count = (table: string) =>
    (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
  const summary = [
    `Demo event written to ${path.resolve(options.dataDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
    `  ${count('projects')} projects (${count("projects WHERE status = 'approved'")} approved), ${written.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
    `  ${count('judges')} judges, ${count('assignments')} assignments, ${count('project_scores')} scores`,
    `  judges sign in as judge01@demo.example.org … judge${String(options.judges).padStart(2, '0')}@demo.example.org, password "${DEMO_JUDGE_PASSWORD}"`,
  ]
  sqlite.pragma('optimize')
  sqlite.close()
  console.log(summary.join('\n'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
