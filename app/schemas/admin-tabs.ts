/** The dashboard's sections, in order: `?tab=` takes the value, the tab bar shows the label. */
export const adminTabs = ['projects', 'judges', 'criteria', 'grading'] as const
type AdminTab = (typeof adminTabs)[number]

export const adminTabLabels: Record<AdminTab, string> = {
  projects: 'Projects',
  judges: 'Judges',
  criteria: 'Criteria',
  grading: 'Grading Status',
}
