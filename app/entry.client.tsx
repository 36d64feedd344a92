import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { pageWordsGlobal, PageWordsProvider, type PageWords } from './i18n/react'

// The words the server rendered the page with (<CatalogueScript> in app/root.tsx), to hydrate with the same.
const words = (window as unknown as Record<string, PageWords>)[pageWordsGlobal]!

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <PageWordsProvider value={words}>
        <RemixBrowser />
      </PageWordsProvider>
    </StrictMode>,
  )
})
