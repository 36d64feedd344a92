// The framework's ceiling for `npm run bench`: a Remix app with one trivial page, built and served exactly
// like the real one (classic compiler, remix-serve), so the bench can say how close our pages come to it.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: 'esm',
  postcss: false,
  tailwind: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
}
