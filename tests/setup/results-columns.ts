// The results file's columns around the criteria's averages, written out here rather than read from the
// code, so that a column renamed or moved by mistake fails the tests that check the file's header.

/** The columns before the active criteria's averages. */
export const columnsBeforeCriteria = ['Project ID', 'Project', 'Author', 'Type', 'Status', 'Judges']

/** The columns after the active criteria's averages. */
export const columnsAfterCriteria = [
  'Weighted score',
  'Max score',
  'Percentage',
  'Leaderboard place',
  'Raw rank',
  'Adjusted score',
  'Adjusted rank',
  'Judges stepped aside',
  'Table',
  'Notes for the organiser',
]
