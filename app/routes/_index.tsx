import { redirect } from '@remix-run/node'

// / and /home (home.tsx serves this same loader) both lead to Challenge Info.
export function loader() {
  return redirect('/challenge-info')
}
