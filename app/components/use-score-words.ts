import { useMemo } from 'react'
import { useLanguage } from '~/i18n/react'
import { scoreWordsIn } from '~/utils/score'

/** Scores and percentages the page's language's way: "7.5 / 10", "7,5 / 10" (app/utils/score.ts). */
export function useScoreWords() {
  const language = useLanguage()
  return useMemo(() => scoreWordsIn(language), [language])
}
