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

/** Every message a judge field can give: the English above, or the judge's pages' catalogue keys. */
export type JudgeFieldMessages = { readonly [K in keyof typeof judgeMessages]: string }

/**
 * The field rules with `messages`: in English for the JSON API and the organiser's dialogs (below), in the
 * judge's pages' catalogue keys for their own forms (judge.ts), which the forms kit writes in the page's
 * language (docs/languages.md).
 */
export function judgeFieldRules(messages: JudgeFieldMessages) {
  /** The judge's own forms say 'Full name is required'; the organiser's dialogs say 'Name is required'. */
  const nameField = (required: string) =>
    z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, messages.nameTooLong)

  // Trimmed, lower-cased and in NFC first: z.email().trim() would check the address before trimming it.
  const normalisedEmail = (message: string) => z.string({ error: message }).trim().toLowerCase().normalize()

  /** A password being chosen. The judge's and the admin's screens word 'too short' differently. */
  const newPasswordField = (tooShort: string) =>
    z
      .string({ error: tooShort })
      .min(MIN_PASSWORD_LENGTH, tooShort)
      .max(MAX_PASSWORD_LENGTH, messages.passwordLong)

  /** A password typed to sign in or to prove who you are: only required, and capped before bcrypt. */
  const enteredPasswordField = (required: string) =>
    z.string({ error: required }).min(1, required).max(MAX_PASSWORD_LENGTH, messages.passwordLong)

  return {
    nameField,
    NameSchema: nameField(messages.nameRequired),
    /** Any valid address, internationalised ones too (email-pattern.ts). */
    EmailSchema: normalisedEmail(messages.email).pipe(
      z.email({ pattern: emailPattern, error: messages.email }),
    ),
    /** Signing in only asks for an address: a wrong one is just a failed login. */
    LoginEmailSchema: normalisedEmail(messages.emailRequired).min(1, messages.emailRequired),
    /** Optional in storage and in the API; the registration form makes it required. */
    ExpertiseSchema: z.string().trim().max(EXPERTISE_MAX_LENGTH, messages.expertiseTooLong),
    newPasswordField,
    PasswordSchema: newPasswordField(messages.passwordShort),
    enteredPasswordField,
    LoginPasswordSchema: enteredPasswordField(messages.passwordRequired),
  }
}

// The rules in English: the JSON API's, the organiser's dialogs' and every other form that takes an e-mail.
export const {
  nameField,
  NameSchema,
  EmailSchema,
  LoginEmailSchema,
  ExpertiseSchema,
  newPasswordField,
  PasswordSchema,
  enteredPasswordField,
  LoginPasswordSchema,
} = judgeFieldRules(judgeMessages)
