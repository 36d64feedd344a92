import { parseWithZod } from '@conform-to/zod/v4'
import { projectPageSubmissionSchema } from '~/features/submissions/project'
import { isImageFile } from './file-input'

/**
 * The submission form's checks in the browser: the server's own schema. The form loads this module after
 * the page is showing, so Zod (the largest library we use) is not part of the page's first load.
 */
export const validateSubmission = (formData: FormData) =>
  parseWithZod(withPhotoThumbnail(formData), { schema: projectPageSubmissionSchema })

/**
 * The form leaves the thumbnail empty when it is the first photo (the photo travels once): the checks
 * count that photo as the thumbnail, as the server does with the photos it received.
 */
function withPhotoThumbnail(formData: FormData) {
  const thumbnail = formData.get('thumbnail')
  if (thumbnail instanceof File && thumbnail.size > 0) return formData
  if (formData.get('submissionType') !== 'photo' || formData.get('submissionMethod') !== 'upload') {
    return formData
  }
  const first = formData
    .getAll('files')
    .find((file): file is File => file instanceof File && isImageFile(file))
  if (!first) return formData
  const checked = new FormData()
  for (const [name, value] of formData) if (name !== 'thumbnail') checked.append(name, value)
  checked.set('thumbnail', first)
  return checked
}
