// The words every page shares: the site's header and footer, the language menu.
export default {
  'skip.toContent': 'Skip to content',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'language.label': 'Language',
  'language.choose': 'Change',
  'footer.explore': 'Explore',
  'footer.follow': 'Follow us',
  'footer.privacy': 'Privacy',
  'footer.rights': '© {{year}} {{club}}. All rights reserved.',
  'projects.count_one': '{{count}} project',
  'projects.count_other': '{{count}} projects',
} as const
