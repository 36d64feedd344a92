// The admin and the judges share one session cookie, so they sign out the same way.
export { action, loader } from './api.judges.logout'
