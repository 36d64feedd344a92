/*
 * Every icon the site shows, from one set (Lucide): SVG line icons drawn the same on every phone, where emoji
 * differ from one maker to the next and show as an empty box where no emoji font is installed.
 *
 * Each icon is imported from its own module (`lucide-react/icons/<name>`), about 0.3 KB apiece, so a page
 * carries only the icons it draws, never the whole set. An icon with no accessible name (no `aria-label`,
 * `title` or text inside) is `aria-hidden`: the text beside it says what it means.
 */
export { default as AppleIcon } from 'lucide-react/icons/apple'
export { default as ArrowLeftIcon } from 'lucide-react/icons/arrow-left'
export { default as ArrowUpRightIcon } from 'lucide-react/icons/arrow-up-right'
export { default as CalendarIcon } from 'lucide-react/icons/calendar-days'
export { default as CheckIcon } from 'lucide-react/icons/check'
export { default as ChevronDownIcon } from 'lucide-react/icons/chevron-down'
export { default as ChevronRightIcon } from 'lucide-react/icons/chevron-right'
export { default as ClockIcon } from 'lucide-react/icons/clock'
export { default as CloseIcon } from 'lucide-react/icons/x'
export { default as GiftIcon } from 'lucide-react/icons/gift'
export { default as LaptopIcon } from 'lucide-react/icons/laptop'
export { default as LightbulbIcon } from 'lucide-react/icons/lightbulb'
export { default as MedalIcon } from 'lucide-react/icons/medal'
export { default as MenuIcon } from 'lucide-react/icons/menu'
export { default as MicIcon } from 'lucide-react/icons/mic'
export { default as MicroscopeIcon } from 'lucide-react/icons/microscope'
export { default as PaletteIcon } from 'lucide-react/icons/palette'
export { default as PlayIcon } from 'lucide-react/icons/play'
export { default as SearchIcon } from 'lucide-react/icons/search'
export { default as ShieldCheckIcon } from 'lucide-react/icons/shield-check'
export { default as StarIcon } from 'lucide-react/icons/star'
export { default as TargetIcon } from 'lucide-react/icons/target'
export { default as TelescopeIcon } from 'lucide-react/icons/telescope'
export { default as TicketIcon } from 'lucide-react/icons/ticket'
export { default as TrophyIcon } from 'lucide-react/icons/trophy'
