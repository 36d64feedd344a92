import { notFound } from '~/infra/api.server'

// Unknown API paths answer JSON, not the HTML 'Page Not Found'.
export const loader = () => notFound()
export const action = () => notFound()
