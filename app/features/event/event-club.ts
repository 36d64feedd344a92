import * as z from 'zod'
import { email, line, link } from './event-fields'

// The Event tab's Club section: the club's name, its links and the address families write to. The logo
// is a file: the upload parser checks it (app/features/admin/event-intents.server.ts), not this schema.

export const LOGO_MAX_BYTES = 1024 * 1024

/** The logo's messages, catalogue keys as the schema's are (app/i18n/en/event.ts). */
export const clubMessages = {
  logoType: 'event.club.logoType',
  logoTooLarge: 'event.club.logoTooLarge',
  logoUnreadable: 'event.club.logoUnreadable',
} as const

export const clubSchema = z.object({
  clubName: line('event.field.clubName', 80),
  videoChannelUrl: link('event.field.videoChannelUrl'),
  aboutUrl: link('event.field.aboutUrl'),
  contactEmail: email('event.field.contactEmail'),
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
