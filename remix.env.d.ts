/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

export {}

// Single Fetch types for useLoaderData / useActionData (future flag v3_singleFetch).
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

// What our HTTP server (server/app.js) tells the app. Under plain remix-serve the context is empty, and
// the app falls back on what it can see itself (docs/decisions/0008).
declare module '@remix-run/server-runtime' {
  interface AppLoadContext {
    /** The client's address: the socket's, or the left-most X-Forwarded-For entry with TRUST_PROXY=1. */
    clientAddress?: string
    /** The nonce of this answer's Content-Security-Policy, which the server has already sent. */
    cspNonce?: string
    /** Runs `work` once the answer has been sent (app/infra/after-answer.server.ts). */
    afterAnswer?: (work: () => void) => void
    /** Resolves once the visitor's connection can take more of the answer (app/infra/file-responses.server.ts). */
    drained?: () => Promise<void>
  }
}
