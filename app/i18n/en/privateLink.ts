// The private link's pages (/my-project/…): the project as sent, its changes, its story and new versions,
// its withdrawal, the judges' feedback, and finding a lost link. Apart from the submission form's words
// (family), so that a first visit to /submission does not download them.
export default {
  'family.own.title': 'Your project',
  'family.own.sentTitle': 'Your project was submitted',
  'family.own.unknownRequest': 'Unknown request.',
  'family.own.withdrawn': 'Project withdrawn',
  'family.own.withdrawnDetail': 'Your project, its files and its scores are removed.',
  'family.own.nothingChanged': 'Nothing was changed. Please correct the fields marked below.',
  'family.own.saved': 'Changes saved',
  'family.own.savedOffShowcase':
    'Your project is off the showcase until an organiser has looked at it again.',
  'family.own.savedReview': 'An organiser will review your project.',
  'family.own.onShowcase': 'See it on the showcase',
  'family.own.keepLinkPrivately':
    '{{keepLink}}. Anyone who has it can change the project, so keep it to yourself.',
  'family.own.change': 'Change your project',
  'family.own.notFound': 'Project Not Found',
  'family.own.failed': 'This page could not be shown. Please try again later.',
  'Keep this link to change or withdraw your project': 'Keep this link to change or withdraw your project',
  'This project is on the showcase now. Saving a change takes it off until an organiser has looked at it again.':
    'This project is on the showcase now. Saving a change takes it off until an organiser has looked at it again.',
  'This link does not lead to a project. It may have been withdrawn, or the link is incomplete.':
    'This link does not lead to a project. It may have been withdrawn, or the link is incomplete.',
  'Waiting for an organiser’s review': 'Waiting for an organiser’s review',
  'On the public showcase': 'On the public showcase',
  'Not approved for the showcase': 'Not approved for the showcase',
  'family.story.whatChanged': 'What did you change or learn?',
  'family.story.whatChangedHint':
    'One or two sentences, up to {{max}} characters. Everyone sees it on your project’s page.',
  'family.story.whatChangedRequired': 'Please tell us what you changed or learned.',
  'family.story.whatChangedTooLong': 'Please keep it under 280 characters.',
  'family.story.newVersion': 'Submit a new version',
  'family.story.closed': 'New versions can be sent only while submissions are open.',
  'family.own.newThumbnail': 'New thumbnail',
  'family.own.newThumbnailHint': 'Optional. JPG, PNG, GIF or WebP, up to 5MB, in place of the current one.',
  'family.own.newThumbnailHintVersion':
    'Optional. JPG, PNG, GIF or WebP, up to 5MB, in place of the current one; without one the new version keeps it.',
  'family.own.newFiles': 'New files',
  'family.own.newFilesHint':
    'Optional. Up to 10 PDF or image files, up to 20 MB each. They replace all of your current files.',
  'family.own.newFilesHintVersion':
    'Optional. Up to 10 PDF or image files, up to 20 MB each. They replace all of your current files; without new ones the new version keeps them.',
  'family.own.sending': 'Sending...',
  'family.own.saving': 'Saving...',
  'family.own.sendVersion': 'Send the new version',
  'family.own.saveChanges': 'Save changes',
  'family.story.title': 'Your project’s story',
  'family.story.version': 'Version {{number}}',
  'family.story.invite':
    'Made it better, or learned something new? Send a new version: your project’s page will show how it grew.',
  'family.withdraw.title': 'Withdraw your project',
  'family.withdraw.confirmTitle': 'Withdraw this project?',
  'family.withdraw.confirm':
    '“{{name}}”, its pictures, its files and the judges’ scores are removed for good. This cannot be undone.',
  'family.withdraw.confirmVersions_one':
    '“{{name}}”, its pictures, its files and the judges’ scores are removed for good, with all {{count}} versions. This cannot be undone.',
  'family.withdraw.confirmVersions_other':
    '“{{name}}”, its pictures, its files and the judges’ scores are removed for good, with all {{count}} versions. This cannot be undone.',
  'family.withdraw.keep': 'Keep my project',
  'family.withdraw.pending': 'Withdrawing...',
  'family.withdraw.submit': 'Withdraw project',
  'family.withdraw.intro': 'Take the project out of the challenge: it is removed with its files and scores.',
  'family.withdraw.introVersions_one':
    'Take the project out of the challenge: it is removed with its files and scores, all {{count}} versions of it.',
  'family.withdraw.introVersions_other':
    'Take the project out of the challenge: it is removed with its files and scores, all {{count}} versions of it.',
  'family.withdraw.open': 'Withdraw project…',
  'family.sent.reviewPending':
    'It is not on the showcase yet: it appears there once an organiser has approved it.',
  'family.sent.reviewApproved': 'Done: an organiser approved it, and it is on the showcase now.',
  'family.sent.reviewRejected':
    'An organiser did not approve it for the showcase. You can still change it with your link.',
  'family.sent.thanks': 'Thank you! “{{name}}” by {{author}} has reached the organisers.',
  'family.sent.link': 'Your private link',
  'family.sent.copyLabel': 'your private link',
  'family.sent.copy': 'Copy link',
  'family.sent.emailed':
    'We also e-mailed it to the address you gave. Not there in a few minutes? Look in your spam folder, or copy it now.',
  'family.sent.notEmailed': 'Copy it or bookmark this page now: the link cannot be sent to you again.',
  'family.sent.browserKeeps': 'This browser keeps it too, under “Your submissions” on the showcase.',
  'family.sent.next': 'What happens next',
  'family.sent.reviewTitle': 'An organiser reviews it',
  'family.sent.closedTitle': 'Submissions are closed now',
  'family.sent.closed': 'The project stays as it was sent. Your private link still opens it, to withdraw it.',
  'family.sent.changeTitle': 'You can still change it',
  'family.sent.change':
    'Spotted a typo, or have a better photo? Your private link opens the project to change it, or to withdraw it, until submissions close.',
  'family.sent.whereNext': 'Where next',
  'family.sent.another': 'Submit another project',
  'family.sent.changeOrWithdraw': 'Change or withdraw this project',
  'family.version.eyebrow': 'Version {{version}} of your project',
  'family.version.intro':
    'Made {{name}} better, or learned something new? Send it as a new version. Your project’s page will show how it grew, and the judges who saw it will see what changed. An organiser checks it first; until then the showcase keeps this version.',
  'family.version.title': 'Your new version',
  'family.version.notApproved': 'A new version can be sent once this one is on the showcase.',
  'family.version.nothingSent': 'Nothing was sent. Please correct the fields marked below.',
  'family.version.sent': 'New version sent',
  'family.version.sentDetail':
    'An organiser will review it. Until then the showcase keeps your earlier version.',
  'family.version.back': 'Back to your project',
  'family.find.intro':
    'Every project has its own private link. It shows where the project stands, and lets you change it while submissions are open, or withdraw it.',
  'family.find.none':
    'This browser has no project on its list. It remembers only the projects sent from it, unless its cookies were cleared.',
  'family.find.where': 'Where else your link is',
  'family.find.inMail': 'In the e-mail we sent when you submitted: its subject begins “Your project”.',
  'family.find.onPage':
    'On the page shown just after you submitted, if you bookmarked it or copied the link.',
  'family.find.onDevice':
    'In the phone or computer you submitted from: open this page there, or “Your submissions” on the showcase.',
  'family.find.lost': 'Lost it?',
  'family.find.lostHelp':
    'Nobody can look the link up again, the organisers included: the site keeps only a fingerprint of it. The organisers can still change or withdraw your project for you. Write to {{email}} from the e-mail address you submitted with.',
  'family.feedback.title': 'Feedback from the judges',
  'family.feedback.earlierVersion':
    'On the version on the showcase now. Your new version gets its own once the judges have seen it.',
} as const
