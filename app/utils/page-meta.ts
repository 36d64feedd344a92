import { metaT } from '~/i18n/react'

/** A page's title: its own (a catalogue key's words, or a name someone wrote), then the challenge's name. */
export const pageTitle = (title: string) => `${title} | ${metaT()('site.challengeName')}`

/**
 * The meta of a page no search engine should list (a sign-in form, the organiser's pages, a printed sheet):
 * its title after the challenge's name, and the robots rule. `title` is a catalogue key.
 */
export const unlistedPageMeta = (title: string) => [
  { title: pageTitle(metaT()(title)) },
  { name: 'robots', content: 'noindex' },
]
