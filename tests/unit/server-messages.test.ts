import { describe, expect, it } from 'vitest'
import { limits } from '../../app/features/submissions/project-fields'
import { submissionUploads } from '../../app/features/submissions/project-submission.server'
import { catalogues } from '../../app/i18n/catalogues.server'
import { HONEYPOT_MESSAGE } from '../../app/utils/honeypot'
import { notPendingMessage } from '../../app/features/submissions/moderation.server'

// What the server answers a family's files with (the submission page, the private link's pages, the
// organiser's Edit Project): catalogue keys whose English is the message itself, so that the JSON API's
// field errors read as they always did and each page writes them in its language. So is the organiser's
// notice of a project decided meanwhile.

const messages = [
  ...Object.values(submissionUploads).flatMap((field) => Object.values(field.messages)),
  HONEYPOT_MESSAGE,
]

describe('the upload messages', () => {
  it('are common’s keys, English as itself, Spanish its own', () => {
    for (const message of messages) {
      expect(catalogues.en.common[message], message).toBe(message)
      expect(catalogues.es.common[message], message).toBeTruthy()
      expect(catalogues.es.common[message], message).not.toBe(message)
    }
  })

  it('include the organiser’s notice of a project no longer pending', () => {
    expect(catalogues.en.admin[notPendingMessage]).toBe(notPendingMessage)
    expect(catalogues.es.admin[notPendingMessage]).toBe('Este proyecto ya no está pendiente de revisión.')
  })

  it('say the most files the form takes', () => {
    expect(submissionUploads.files.messages.tooMany).toBe(`Please choose at most ${limits.files} files.`)
  })
})
