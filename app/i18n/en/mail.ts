// The e-mails' words: the server's only, never sent to a browser.
export default {
  'mail.hello': 'Hello,',
  'mail.team': 'The {{club}} team',
  'mail.link.thanks':
    'Thank you for submitting “{{name}}” by {{author}} to the {{challenge}}. An organiser will look at it before it appears on the showcase.',
  'mail.link.private': 'Anyone with this link can change the project, so keep it to yourself.',
  'mail.link.subject': 'Your project “{{name}}”: your private link',

  // The judges' feedback, e-mailed to each family (features/families/feedback-mail.server.ts).
  'mail.feedback.subjectOne': 'The judges’ feedback on “{{name}}”',
  'mail.feedback.subjectMany': 'The judges’ feedback on your {{number}} projects',
  'mail.feedback.openingOne':
    'The judges of the {{challenge}} have finished. Here is what they thought of “{{name}}” by {{author}}.',
  'mail.feedback.openingMany':
    'The judges of the {{challenge}} have finished. Here is what they thought of your projects.',
  'mail.feedback.project': '{{name}}, by {{author}}',
  'mail.feedback.by': 'by {{author}}',
  'mail.feedback.onShowcase': 'See it on the showcase',
  'mail.feedback.notScored': '{{criterion}}: not scored yet',
  'mail.feedback.judge': 'Judge {{number}}',
  'mail.feedback.average':
    'Each score is the average of the judges’ scores. Judges are numbered for each project, never named.',
  'mail.feedback.printTip':
    'To print this feedback on one page, open your project’s private link (it is in the e-mail you got when you sent the project, and under “Your submissions” on the phone or computer you sent it from) and press Print.',
  'mail.feedback.thanks': 'Well done, and thank you for taking part!',

  // A judge's link to choose a password: asked for on the sign-in page, or an organiser's invitation
  // (features/accounts/password-reset.server.ts).
  'mail.reset.hello': 'Hello {{name}},',
  'mail.reset.why':
    'Someone (we hope it was you) asked to reset the password of your judge account for the {{challenge}}.',
  'mail.reset.validity':
    'The link works once, for 1 hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  'mail.reset.subject': 'Reset your judge password',
  'mail.reset.chooseHere': 'Choose a new password here:',
  'mail.reset.choose': 'Choose a new password',
  'mail.reset.copy': 'If the button does not work, copy this address into your browser:',
  'mail.invite.why': 'An organiser of the {{challenge}} created a judge account for you.',
  'mail.invite.validity': 'The link works once, for 7 days.',
  'mail.invite.subject': 'Your judge account is ready',
} as const
