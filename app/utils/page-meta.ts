import { site } from '~/content/site'

/**
 * The meta of a page no search engine should list (a sign-in form, the organiser's pages, a printed sheet):
 * its title after the challenge's name, and the robots rule.
 */
export const unlistedPageMeta = (title: string) => [
  { title: `${title} | ${site.challengeName}` },
  { name: 'robots', content: 'noindex' },
]
