// People's Choice texts and bounds, without zod: the ballot's page carries them to the browser.

export const BALLOTS_RANGE = { min: 1, max: 2000 } as const

export const votingClosedMessage = 'Voting is closed'
export const voidBallotMessage = 'This ballot is no longer valid. Ask an organiser for a new one.'
/** The one answer to every wrong code, whatever was typed. */
export const wrongCodeMessage = 'That code does not open a ballot. Check it and try again.'
