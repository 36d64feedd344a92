import * as z from 'zod'
import { emailPattern } from '~/utils/email-pattern'

// A judge account's field rules, in one place (as Epic Stack's user-validation.ts): every form and JSON
// schema that takes a judge's name, e-mail, expertise or password composes these. Values are
// normalised (trimmed, lower-cased) before they are checked, so ' Ana@Example.org ' means ana@example.org.

const NAME_MAX_LENGTH = 100
const EXPERTISE_MAX_LENGTH = 200
const MIN_PASSWORD_LENGTH = 6
/** Longer passwords are refused before bcrypt ever sees them (which reads 72 bytes anyway). */
const MAX_PASSWORD_LENGTH = 200

export const judgeMessages = {
  nameRequired: 'Full name is required',
  nameTooLong: `Name must be under ${NAME_MAX_LENGTH} characters`,
  email: 'Must be a valid email address',
  emailRequired: 'Email is required',
  expertiseRequired: 'Area of expertise is required',
  expertiseTooLong: `Expertise must be under ${EXPERTISE_MAX_LENGTH} characters`,
  passwordShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordRequired: 'Password is required',
  passwordsDiffer: 'Passwords do not match',
} as const

/** The judge's own forms say 'Full name is required'; the organiser's dialogs say 'Name is required'. */
export const nameField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, judgeMessages.nameTooLong)

export const NameSchema = nameField(judgeMessages.nameRequired)

// Trimmed, lower-cased and in NFC first: z.email().trim() would check the address before trimming it.
const normalisedEmail = (message: string) => z.string({ error: message }).trim().toLowerCase().normalize()

/** Any valid address, internationalised ones too (email-pattern.ts). */
export const EmailSchema = normalisedEmail(judgeMessages.email).pipe(
  z.email({ pattern: emailPattern, error: judgeMessages.email }),
)

/** Signing in only asks for an address: a wrong one is just a failed login. */
export const LoginEmailSchema = normalisedEmail(judgeMessages.emailRequired).min(
  1,
  judgeMessages.emailRequired,
)

/** Optional in storage and in the API; the registration form makes it required. */
export const ExpertiseSchema = z.string().trim().max(EXPERTISE_MAX_LENGTH, judgeMessages.expertiseTooLong)

/** A password being chosen. The judge's and the admin's screens word 'too short' differently. */
export const newPasswordField = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(MAX_PASSWORD_LENGTH, judgeMessages.passwordLong)

export const PasswordSchema = newPasswordField(judgeMessages.passwordShort)

/** A password typed to sign in or to prove who you are: only required, and capped before bcrypt. */
export const enteredPasswordField = (required: string) =>
  z.string({ error: required }).min(1, required).max(MAX_PASSWORD_LENGTH, judgeMessages.passwordLong)

export const LoginPasswordSchema = enteredPasswordField(judgeMessages.passwordRequired)
