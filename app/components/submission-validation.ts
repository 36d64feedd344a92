import { parseWithZod } from '@conform-to/zod/v4'
import { projectPageSubmissionSchema } from '~/schemas/project'

/**
 * The submission form's checks in the browser: the server's own schema. The form loads this module after
 * the page is showing, so Zod (the largest library we use) is not part of the page's first load.
 */
export const validateSubmission = (formData: FormData) =>
  parseWithZod(formData, { schema: projectPageSubmissionSchema })
