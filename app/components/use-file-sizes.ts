import { useMemo } from 'react'
import { useLanguage } from '~/i18n/react'
import { fileSizesIn } from '~/utils/file-label'

/** File sizes the page's language's way: "1.5 MB", "1,5 MB" (app/utils/file-label.ts). */
export function useFileSizes() {
  const language = useLanguage()
  return useMemo(() => fileSizesIn(language), [language])
}
