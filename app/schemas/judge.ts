import { z } from 'zod'

/** DESIGN.md §5: longer passwords are refused before bcrypt ever sees them (which reads 72 bytes anyway). */
export const MAX_PASSWORD_LENGTH = 200

export const judgeMessages = {
  nameRequired: 'Full name is required',
  nameTooLong: 'Name must be under 100 characters',
  email: 'Must be a valid email address',
  passwordShort: 'Password must be at least 6 characters',
  passwordsDiffer: 'Passwords do not match',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
} as const

const email = z.email({ error: judgeMessages.email }).trim().toLowerCase()
const newPassword = z
  .string({ error: judgeMessages.passwordShort })
  .min(6, judgeMessages.passwordShort)
  .max(MAX_PASSWORD_LENGTH, judgeMessages.passwordLong)

/** 'New judge? Register here': all fields required; the two passwords must match (checked on both sides). */
export const judgeRegistrationSchema = z
  .object({
    name: z
      .string({ error: judgeMessages.nameRequired })
      .trim()
      .min(1, judgeMessages.nameRequired)
      .max(100, judgeMessages.nameTooLong),
    email,
    expertise: z
      .string({ error: 'Area of expertise is required' })
      .trim()
      .min(1, 'Area of expertise is required')
      .max(200),
    password: newPassword,
    confirmPassword: z.string({ error: judgeMessages.passwordsDiffer }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: judgeMessages.passwordsDiffer,
  })

/** POST /api/judges/register (SPEC.md §7): no confirmation field; expertise optional as in SPEC.md §3. */
export const judgeRegistrationApiSchema = z.object({
  name: z.string().trim().min(1, judgeMessages.nameRequired).max(100, judgeMessages.nameTooLong),
  email,
  expertise: z.string().trim().max(200).optional(),
  password: newPassword,
})

export const judgeLoginSchema = z.object({
  email: z
    .string({ error: judgeMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, judgeMessages.emailRequired),
  password: z
    .string({ error: judgeMessages.passwordRequired })
    .min(1, judgeMessages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, judgeMessages.passwordLong),
})

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'This reset link is not valid.' }).min(1),
    password: newPassword,
    confirmPassword: z.string({ error: judgeMessages.passwordsDiffer }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: judgeMessages.passwordsDiffer,
  })

export const judgeProfileSchema = z.object({
  name: z.string().trim().min(1, judgeMessages.nameRequired).max(100, judgeMessages.nameTooLong),
})
