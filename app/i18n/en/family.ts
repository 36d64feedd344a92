// The families' pages: the challenge, the submission form, the private link, the feed, the vote.
export default {} as const
