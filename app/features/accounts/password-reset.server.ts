import crypto from 'node:crypto'
import { and, desc, eq, gt, isNotNull, isNull, lt, lte } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { passwordResetTokens } from '../../../db/schema'
import { getEventDetails } from '~/features/event/event-details.server'
import { readLanguageSettings } from '~/features/event/event-languages.server'
import type { Language } from '~/i18n/languages'
import { serverT } from '~/i18n/server.server'
import type { Mailer } from '~/infra/mailer.server'
import { findJudgeByEmail, setJudgePassword } from './judges.server'
import { escapeHtml } from '~/utils/text'

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

// Expired rows stay this long so an old link still says "expired" or "used" instead of "not valid".
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000

// 32 random bytes in base64url: anything else cannot be one of ours, so it is not even looked up.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

type ResetTokenState = { ok: true; judgeId: number } | { ok: false; reason: 'invalid' | 'expired' | 'used' }

/** Why a link no longer works, as the reset page says it: catalogue keys (app/i18n/en/judge.ts). */
export const resetTokenMessages: Record<'invalid' | 'expired' | 'used', string> = {
  invalid: 'judge.reset.linkInvalid',
  expired: 'judge.reset.linkExpired',
  used: 'judge.reset.linkUsed',
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

// A key of its own, so the session secret is never used directly as an encryption key.
function linkKey(secret: string) {
  return Buffer.from(crypto.hkdfSync('sha256', secret, '', 'science-challenge password reset link v1', 32))
}

function encryptLink(link: string, secret: string) {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', linkKey(secret), iv)
  const ciphertext = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')
}

/** The link, or null when it was sealed with another secret (or tampered with): GCM refuses both. */
function decryptLink(sealed: string, secret: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length < 12 + 16) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', linkKey(secret), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

async function resetMail(
  to: string,
  name: string,
  link: string,
  invitation: boolean,
  clubName: string,
  language: Language,
) {
  const t = await serverT(language)
  const challenge = t('site.challengeName')
  const hello = t('mail.reset.hello', { name })
  const why = invitation ? t('mail.invite.why', { challenge }) : t('mail.reset.why', { challenge })
  const validity = invitation ? t('mail.invite.validity') : t('mail.reset.validity')
  const team = t('mail.team', { club: clubName })
  const text = [hello, '', why, '', t('mail.reset.chooseHere'), link, '', validity, '', team].join('\n')
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
  <body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px;border:1px solid #e2e8f0">
      <p style="margin:0 0 16px">${escapeHtml(hello)}</p>
      <p style="margin:0 0 24px">${escapeHtml(why)}</p>
      <p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:12px">${escapeHtml(t('mail.reset.choose'))}</a></p>
      <p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(validity)}</p>
      <p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(t('mail.reset.copy'))}<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
      <p style="margin:0;font-size:14px;color:#475569">${escapeHtml(team)}</p>
    </div>
  </body>
</html>`
  return { to, subject: invitation ? t('mail.invite.subject') : t('mail.reset.subject'), text, html }
}

/**
 * A judge's reset link or invitation (docs/rules.md#accounts-and-sessions). Resolves the same way whether or
 * not the e-mail belongs to a judge, so the caller can answer every request with the same success message. A
 * known judge gets a new one-hour, one-time link (their older links stop working): by e-mail when there is a
 * mailer and sending works, otherwise in the server log and, encrypted with `secret`, in the database for the
 * admin's judges table. The e-mail is written in `language`: the request's, when the judge asked for it;
 * the club's default when an organiser invited them.
 */
export async function requestPasswordReset(
  db: DB,
  email: string,
  // An invitation (a judge added by the admin) lasts 7 days instead of 1 hour.
  options: {
    origin: string
    secret: string
    mailer: Mailer | null
    now?: Date
    invitation?: boolean
    language?: Language
  },
): Promise<void> {
  const invitation = options.invitation ?? false
  const now = options.now ?? new Date()
  purgeOldResetTokens(db, now)
  // Made and hashed before the look-up, so an unknown address costs about the same time as a known one.
  const token = crypto.randomBytes(32).toString('base64url')
  const tokenHash = hashToken(token)
  const judge = findJudgeByEmail(db, email)
  if (!judge) return

  const link = `${options.origin.replace(/\/+$/, '')}/judge-reset-password?token=${token}`
  const logDelivery = () => ({ delivery: 'log' as const, linkCiphertext: encryptLink(link, options.secret) })

  // The row exists before the e-mail leaves, so a judge who clicks at once finds a valid link.
  const row = db.transaction((tx) => {
    tx.update(passwordResetTokens)
      .set({ usedAt: now, linkCiphertext: null })
      .where(and(eq(passwordResetTokens.judgeId, judge.id), isNull(passwordResetTokens.usedAt)))
      .run()
    return tx
      .insert(passwordResetTokens)
      .values({
        judgeId: judge.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + (invitation ? INVITATION_TTL_MS : RESET_TOKEN_TTL_MS)),
        ...(options.mailer ? { delivery: 'email' as const, linkCiphertext: null } : logDelivery()),
        createdAt: now,
      })
      .returning({ id: passwordResetTokens.id })
      .get()
  })

  if (options.mailer) {
    try {
      // Signed with the club's name as the Event tab has it now.
      const language = options.language ?? readLanguageSettings(db).defaultLanguage
      const { clubName } = getEventDetails(db, language).values.club
      await options.mailer.send(
        await resetMail(judge.email, judge.name, link, invitation, clubName, language),
      )
      return
    } catch (error) {
      // The organiser can still pass the link on from the admin page.
      console.error('[password reset] Sending the e-mail failed; the link goes to the log instead.', error)
      db.update(passwordResetTokens).set(logDelivery()).where(eq(passwordResetTokens.id, row.id)).run()
    }
  }
  console.log(`[password reset] Link for ${judge.email} (valid ${invitation ? '7 days' : '1 hour'}): ${link}`)
}

function findToken(db: DB, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined
  return db
    .select({
      judgeId: passwordResetTokens.judgeId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .get()
}

export function checkResetToken(db: DB, token: string, now: Date = new Date()): ResetTokenState {
  const row = findToken(db, token)
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.usedAt) return { ok: false, reason: 'used' }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, judgeId: row.judgeId }
}

/**
 * Sets the new password and spends the link, once. The link is marked used by one conditional UPDATE
 * before the password changes, so two tabs (or a replayed form) cannot both get through.
 */
export async function resetJudgePassword(
  db: DB,
  token: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<ResetTokenState> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' }
  const claimed = db
    .update(passwordResetTokens)
    .set({ usedAt: now, linkCiphertext: null })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ judgeId: passwordResetTokens.judgeId })
    .all()
  if (claimed.length !== 1) {
    const state = checkResetToken(db, token, now)
    // Only reachable if the row changed between the two statements; never report success without the claim.
    return state.ok ? { ok: false, reason: 'used' } : state
  }
  const { judgeId } = claimed[0]!
  // Any other link still in someone's inbox or the log would reopen the account.
  db.update(passwordResetTokens)
    .set({ usedAt: now, linkCiphertext: null })
    .where(and(eq(passwordResetTokens.judgeId, judgeId), isNull(passwordResetTokens.usedAt)))
    .run()
  await setJudgePassword(db, judgeId, newPassword)
  return { ok: true, judgeId }
}

/** For the admin's judges table, to hand on: unused, unexpired links that went to the log, newest first. */
export function listPendingResetLinks(
  db: DB,
  secret: string,
  now: Date = new Date(),
): { judgeId: number; link: string; expiresAt: Date }[] {
  const rows = db
    .select({
      judgeId: passwordResetTokens.judgeId,
      linkCiphertext: passwordResetTokens.linkCiphertext,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.delivery, 'log'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNotNull(passwordResetTokens.linkCiphertext),
      ),
    )
    .orderBy(desc(passwordResetTokens.createdAt), desc(passwordResetTokens.id))
    .all()
  return rows.flatMap(({ judgeId, linkCiphertext, expiresAt }) => {
    // Links sealed under an earlier SESSION_SECRET cannot be read any more; the judge can simply ask again.
    const link = linkCiphertext ? decryptLink(linkCiphertext, secret) : null
    return link ? [{ judgeId, link, expiresAt }] : []
  })
}

/** Housekeeping, run on every request for a link: no readable link outlives its hour, no row outlives a day more. */
export function purgeOldResetTokens(db: DB, now: Date = new Date()): void {
  db.update(passwordResetTokens)
    .set({ linkCiphertext: null })
    .where(and(isNotNull(passwordResetTokens.linkCiphertext), lte(passwordResetTokens.expiresAt, now)))
    .run()
  db.delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)))
    .run()
}
