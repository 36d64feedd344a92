// The judge dashboard's list filters (issue 14): `?show=` takes the value, the tabs show the label. The
// dashboard opens on the judge's queue.

export const judgeViews = ['queue', 'reviewed', 'all'] as const
export type JudgeView = (typeof judgeViews)[number]

export const judgeViewLabels: Record<JudgeView, string> = {
  queue: 'To review',
  reviewed: 'Reviewed',
  all: 'All',
}

export function parseJudgeView(value: string | null | undefined): JudgeView {
  return judgeViews.find((view) => view === value) ?? 'queue'
}
