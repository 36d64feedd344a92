/**
 * The dashboard's sections, in order: `?tab=` takes the value, the tab bar shows the label (a catalogue
 * key). The Event tab is a page of its own (/admin/event): `?tab=event` is sent there.
 */
export const adminTabs = ['projects', 'judges', 'criteria', 'grading', 'event'] as const
export type AdminTab = (typeof adminTabs)[number]

export const adminTabLabels: Record<AdminTab, string> = {
  projects: 'admin.tabs.projects',
  judges: 'admin.tabs.judges',
  criteria: 'admin.tabs.criteria',
  grading: 'admin.tabs.grading',
  event: 'admin.tabs.event',
}
