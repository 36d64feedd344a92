import * as z from 'zod'
import { email, line, link } from './event-fields'

// The Event tab's Club section: the club's name, its links and the address families write to. The logo
// is a file: the upload parser checks it (app/features/admin/event-intents.server.ts), not this schema.

export const LOGO_MAX_BYTES = 1024 * 1024

export const clubMessages = {
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  logoTooLarge: 'The logo must be at most 1 MB',
  logoUnreadable: 'This image cannot be read. Try another PNG, JPEG or WebP file.',
} as const

export const clubSchema = z.object({
  clubName: line('Club name', 80),
  videoChannelUrl: link('Video channel link'),
  aboutUrl: link('About link'),
  contactEmail: email('Contact e-mail'),
})

export type ClubInput = z.infer<typeof clubSchema>
/** As stored: the fields, and the stored name of the uploaded logo (null: the default /logo.svg). */
export const storedClubSchema = clubSchema.extend({
  logo: z
    .string()
    .regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/)
    .nullable(),
})
export type StoredClub = z.infer<typeof storedClubSchema>
