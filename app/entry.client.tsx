import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ensureNamespaces } from './i18n/client-catalogues'
import { pageWordsGlobal, PageWordsProvider, type PageWords } from './i18n/react'

// The page names its words (<CatalogueScript> in app/root.tsx); once they are loaded (their preload started
// with the page) the page hydrates with the same words the server rendered it with. Were they not to come,
// it hydrates anyway: the page stays as the server wrote it until React redraws it.
const words = (window as unknown as Record<string, PageWords>)[pageWordsGlobal]!

function hydrate() {
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
}

ensureNamespaces(words.needs)
  .catch((error: unknown) => console.error('The page’s words could not be loaded', error))
  .finally(hydrate)
