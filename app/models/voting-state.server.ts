// Whether the People's Choice vote is open. A stand-in until the vote exists: closed, always, so the table
// cards print without the ballot line. The vote's own switch replaces this one function.

export function isVotingOpen(): boolean {
  return false
}
