import { Links, Meta, Outlet, Scripts } from '@remix-run/react'
import { useEffect } from 'react'
import { useNonce } from './nonce'

export default function App() {
  // The same mark as the app's root (app/root.tsx): the phone table's floor row, what React and Remix alone
  // take to hydrate a one-line page (scripts/bench-phone.js).
  useEffect(() => {
    performance.mark('hydrated')
  }, [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts nonce={useNonce()} />
      </body>
    </html>
  )
}
