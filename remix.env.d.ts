/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

export {}

// Single Fetch types for useLoaderData / useActionData (future flag v3_singleFetch).
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}
