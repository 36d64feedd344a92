import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type * as z from 'zod'

// The forms kit's Conform form, checked in the browser by the Zod schema its action checks with
// (docs/decisions/0045). A file of its own: the public pages' forms load no Zod (the submission form loads
// its checks only when the family starts typing), and the kit's fields must not bring it to them.

type Options<Schema extends z.ZodType<unknown, Record<string, unknown>>> = Pick<
  Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0],
  'id' | 'lastResult' | 'defaultValue'
> & {
  /**
   * 'onBlur' (the default): each field is checked as the person leaves it, then as they type in it again;
   * 'onSubmit': only when the form is sent (a confirmation typed in full, a pair of times).
   */
  validate?: 'onBlur' | 'onSubmit'
}

export function useSchemaForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  { validate = 'onBlur', ...options }: Options<Schema> = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    shouldValidate: validate,
    shouldRevalidate: validate === 'onBlur' ? 'onInput' : 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}
