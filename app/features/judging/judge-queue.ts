// The judge dashboard's list filters: `?show=` takes the value, the tabs show the label (a catalogue key,
// app/i18n/en/judge.ts). The dashboard opens on the judge's queue.

export const judgeViews = ['queue', 'reviewed', 'all'] as const
export type JudgeView = (typeof judgeViews)[number]

export const judgeViewLabels: Record<JudgeView, string> = {
  queue: 'judge.view.queue',
  reviewed: 'judge.view.reviewed',
  all: 'judge.view.all',
}

export function parseJudgeView(value: string | null | undefined): JudgeView {
  return judgeViews.find((view) => view === value) ?? 'queue'
}

/**
 * The order of the judge's lists (`?order=`): oldest submission first, or by table number so a judge on the
 * showcase floor walks the room in order (projects without a table last). Save and next follows it. Its
 * labels are catalogue keys.
 */
export const judgeOrders = ['submission', 'table'] as const
export type JudgeOrder = (typeof judgeOrders)[number]

export const judgeOrderLabels: Record<JudgeOrder, string> = {
  submission: 'judge.order.submission',
  table: 'judge.order.table',
}

export function parseJudgeOrder(value: string | null | undefined): JudgeOrder {
  return judgeOrders.find((order) => order === value) ?? 'submission'
}
