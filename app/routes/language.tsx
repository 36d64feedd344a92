import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { chooseLanguage } from '~/features/event/page-language.server'

// The language menu's form (components/language-menu.tsx), with or without JavaScript: the choice is
// remembered in a cookie, and the visitor goes back to the page they were on. Nothing happens on GET.
export const loader = () => redirect('/')

export const action = ({ request }: ActionFunctionArgs) => chooseLanguage(request)
