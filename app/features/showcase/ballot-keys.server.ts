import { sessionSecret } from '~/infra/env.server'
import { createBallotKeys } from './ballot-keys'

export * from './ballot-keys'

let keys: ReturnType<typeof createBallotKeys> | undefined
/** The keys under this server's session secret, read at first use. */
export const ballotKeys = () => (keys ??= createBallotKeys(sessionSecret()))
