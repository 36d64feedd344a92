import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as z from 'zod'
import { ownerOnly } from '../../db/owner-only'
import { machineTimeZone } from '~/utils/time'
import { toTimeZoneName } from '~/utils/time-zone-name'

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true')

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Where `npm run backup` and the server's copy before an upgrade go (default: `backups` next to DATA_DIR).
  BACKUP_DIR: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  // The address families and judges use, for links in e-mails (e.g. https://challenge.example.org).
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  // Behind the club's HTTPS proxy: the client's address and scheme come from X-Forwarded-For and -Proto.
  TRUST_PROXY: flag,
  // One line per request in the log (server/app.js).
  LOG_REQUESTS: flag,
  // How long a request body may send nothing before it is dropped (server/body-limits.js; default 60 s).
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  // How long the HTTP server keeps a public page for visitors without our cookies (server/page-cache.js):
  // 1000 ms; 0 turns the page cache off.
  PAGE_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  // The rate limits switched off (a load test), or some of them changed: a JSON object by limit's name,
  // read by app/infra/rate-limit.server.ts, which warns about a bad one instead of refusing to start.
  RATE_LIMITS_DISABLED: flag,
  RATE_LIMITS: z.string().optional(),
  // Where the server listens (server/index.js, remix-serve): the address of links when PUBLIC_URL is unset.
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().optional(),
  // The zone the site's dates and times are shown in (app/utils/time.ts); unset: the server's own.
  EVENT_TIME_ZONE: z.string().transform(toTimeZoneName).optional(),
  // Tests only: the pseudo-language (every catalogue word in ⟦…⟧) is offered too (docs/languages.md).
  PSEUDO_LANGUAGE: flag,
})

type Env = z.infer<typeof schema> & { DATA_DIR: string; EVENT_TIME_ZONE: string }

/**
 * Reads and checks the environment; an empty variable counts as unset. The one reading of it: the app
 * imports `env`, and our server (server/index.js) takes the same object from the built app.
 */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const values = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    EVENT_TIME_ZONE: parsed.data.EVENT_TIME_ZONE ?? machineTimeZone(),
  }
}

// An optional .env file in the project folder; real environment variables win.
if (process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) process.loadEnvFile('.env')

export const env = readEnv()

if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
  console.warn(
    `PUBLIC_URL is not set: links in e-mails and the log point at http://localhost:${env.PORT}. ` +
      'Set it to the address families and judges use, e.g. PUBLIC_URL=https://challenge.example.org',
  )
}

/**
 * The secret that signs cookies: SESSION_SECRET when set, otherwise one
 * generated on first start and kept in the data folder so sessions survive
 * a restart.
 */
export function sessionSecret(settings: Pick<Env, 'DATA_DIR' | 'SESSION_SECRET'> = env): string {
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET
  const file = path.join(settings.DATA_DIR, 'session-secret')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) {
      ownerOnly(file)
      return existing
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(settings.DATA_DIR, { recursive: true, mode: 0o700 })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}
