import * as z from 'zod'
import {
  EmailSchema,
  ExpertiseSchema,
  judgeMessages,
  LoginEmailSchema,
  LoginPasswordSchema,
  NameSchema,
  PasswordSchema,
} from './judge-fields'

// Registration and reset: the confirmation must repeat the password (checked on both sides).
const confirmPassword = z.string({ error: judgeMessages.passwordsDiffer })
const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword
const passwordsDiffer = { path: ['confirmPassword'], message: judgeMessages.passwordsDiffer }

/** 'New judge? Register here': all fields required; the two passwords must match (checked on both sides). */
export const judgeRegistrationSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    expertise: z
      .string({ error: judgeMessages.expertiseRequired })
      .pipe(ExpertiseSchema.min(1, judgeMessages.expertiseRequired)),
    password: PasswordSchema,
    confirmPassword,
  })
  .refine(passwordsMatch, passwordsDiffer)

/** POST /api/judges/register (docs/rules.md#the-json-api): no confirmation field; expertise optional. */
export const judgeRegistrationApiSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  expertise: ExpertiseSchema.optional(),
  password: PasswordSchema,
})

export const judgeLoginSchema = z.object({ email: LoginEmailSchema, password: LoginPasswordSchema })

export const forgotPasswordSchema = z.object({ email: EmailSchema })

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'This reset link is not valid.' }).min(1),
    password: PasswordSchema,
    confirmPassword,
  })
  .refine(passwordsMatch, passwordsDiffer)

export const judgeProfileSchema = z.object({ name: NameSchema })
