// The e-mails' words: the server's only, never sent to a browser.
export default {
  'mail.hello': 'Hello,',
  'mail.team': 'The {{club}} team',
  'mail.link.thanks':
    'Thank you for submitting “{{name}}” by {{author}} to the {{challenge}}. An organiser will look at it before it appears on the showcase.',
  'mail.link.private': 'Anyone with this link can change the project, so keep it to yourself.',
  'mail.link.subject': 'Your project “{{name}}”: your private link',
} as const
