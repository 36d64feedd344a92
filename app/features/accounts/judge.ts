import * as z from 'zod'
import { judgeFieldRules, type JudgeFieldMessages } from './judge-fields'

// The judge's own forms (sign in, register, forgot and reset the password) and the JSON API's give their
// messages as the judge's pages' catalogue keys (app/i18n/en/judge.ts): the forms kit writes them in the
// page's language, the API in the request's (readJsonBody); their English is the API's as it always was.

/** The judge fields' messages on the judge's own pages. */
export const judgeFormMessages = {
  nameRequired: 'judge.field.nameRequired',
  nameTooLong: 'judge.field.nameTooLong',
  email: 'judge.field.emailInvalid',
  emailRequired: 'judge.field.emailRequired',
  expertiseRequired: 'judge.field.expertiseRequired',
  expertiseTooLong: 'judge.field.expertiseTooLong',
  passwordShort: 'judge.field.passwordShort',
  passwordLong: 'judge.field.passwordLong',
  passwordRequired: 'judge.field.passwordRequired',
  passwordsDiffer: 'judge.field.passwordsDiffer',
} as const satisfies JudgeFieldMessages

const formFields = judgeFieldRules(judgeFormMessages)

// Registration and reset: the confirmation must repeat the password (checked on both sides).
const confirmPassword = z.string({ error: judgeFormMessages.passwordsDiffer })
const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword
const passwordsDiffer = { path: ['confirmPassword'], message: judgeFormMessages.passwordsDiffer }

/** 'New judge? Register here': all fields required; the two passwords must match (checked on both sides). */
export const judgeRegistrationSchema = z
  .object({
    name: formFields.NameSchema,
    email: formFields.EmailSchema,
    expertise: z
      .string({ error: judgeFormMessages.expertiseRequired })
      .pipe(formFields.ExpertiseSchema.min(1, judgeFormMessages.expertiseRequired)),
    password: formFields.PasswordSchema,
    confirmPassword,
  })
  .refine(passwordsMatch, passwordsDiffer)

/** POST /api/judges/register (docs/rules.md#the-json-api): no confirmation field; expertise optional. */
export const judgeRegistrationApiSchema = z.object({
  name: formFields.NameSchema,
  email: formFields.EmailSchema,
  expertise: formFields.ExpertiseSchema.optional(),
  password: formFields.PasswordSchema,
})

/** POST /api/judges/login, and the sign-in's check of the form it is handed (auth.server.ts). */
export const judgeLoginSchema = z.object({
  email: formFields.LoginEmailSchema,
  password: formFields.LoginPasswordSchema,
})

/** The judge login page's form: the same rules. */
export const judgeLoginFormSchema = judgeLoginSchema

/** POST /api/judges/forgot-password. */
export const forgotPasswordSchema = z.object({ email: formFields.EmailSchema })

/** The judge login page's 'Forgot your password?' form: the same rule. */
export const forgotPasswordFormSchema = forgotPasswordSchema

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'judge.reset.tokenMissing' }).min(1),
    password: formFields.PasswordSchema,
    confirmPassword,
  })
  .refine(passwordsMatch, passwordsDiffer)

export const judgeProfileSchema = z.object({ name: formFields.NameSchema })
