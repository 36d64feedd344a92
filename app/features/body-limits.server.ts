import { formBytes, multipartTextBytes } from '~/infra/body.server'
import { eventTabFormBytes } from '~/features/event/form-size'
import { limits } from '~/features/submissions/project-fields'

/**
 * Every request body is capped before it is read (docs/rules.md#secrets-and-logs). Forms and JSON: 64 KB.
 * Multipart uploads: the largest valid submission (every file and the thumbnail at their limits, plus room
 * for the text fields); the upload parser caps each file again as it streams in. Our server
 * (server/body-limits.js) refuses early by Content-Length and cuts a body that goes on past its cap (it reads
 * this table from the build, app/entry.server.tsx); reading through the app's readers with these caps keeps
 * the app safe under plain remix-serve too.
 */
export const bodyLimits = {
  formBytes,
  multipartBytes: limits.files * limits.fileBytes + limits.thumbnailBytes + multipartTextBytes,
  /**
   * Pages whose forms are longer than formBytes, by their path as the router reads it: each page reads at
   * most its own cap, and answers a longer form itself, on the page, so the server leaves that to it.
   */
  pageFormBytes: { '/admin/event': eventTabFormBytes } as Record<string, number>,
}
