import type { LucideIcon, LucideProps } from 'lucide-react'
import AppleIcon from 'lucide-react/icons/apple'
import ArrowLeftIcon from 'lucide-react/icons/arrow-left'
import ArrowUpRightIcon from 'lucide-react/icons/arrow-up-right'
import CalendarClockIcon from 'lucide-react/icons/calendar-clock'
import CalendarDaysIcon from 'lucide-react/icons/calendar-days'
import CalendarXIcon from 'lucide-react/icons/calendar-x'
import CheckIcon from 'lucide-react/icons/check'
import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import ChevronRightIcon from 'lucide-react/icons/chevron-right'
import CircleCheckIcon from 'lucide-react/icons/circle-check'
import ClockIcon from 'lucide-react/icons/clock'
import GiftIcon from 'lucide-react/icons/gift'
import LanguagesIcon from 'lucide-react/icons/languages'
import LaptopIcon from 'lucide-react/icons/laptop'
import LightbulbIcon from 'lucide-react/icons/lightbulb'
import LockIcon from 'lucide-react/icons/lock'
import MapPinIcon from 'lucide-react/icons/map-pin'
import MedalIcon from 'lucide-react/icons/medal'
import MenuIcon from 'lucide-react/icons/menu'
import MicIcon from 'lucide-react/icons/mic'
import MicroscopeIcon from 'lucide-react/icons/microscope'
import PaletteIcon from 'lucide-react/icons/palette'
import PlayIcon from 'lucide-react/icons/play'
import SearchIcon from 'lucide-react/icons/search'
import ShieldCheckIcon from 'lucide-react/icons/shield-check'
import StarIcon from 'lucide-react/icons/star'
import TargetIcon from 'lucide-react/icons/target'
import TelescopeIcon from 'lucide-react/icons/telescope'
import TicketIcon from 'lucide-react/icons/ticket'
import TrophyIcon from 'lucide-react/icons/trophy'
import XIcon from 'lucide-react/icons/x'

/**
 * The site's icons: Lucide's (lucide-react), SVG line icons drawn the same on every phone, where emoji differ
 * from one maker to the next and show as an empty box where no emoji font is installed. An icon without an
 * accessible name is `aria-hidden` (Lucide's default): the text beside it says what it means.
 *
 * Every icon the site draws is named here, in one object, and drawn by its name (`<Icon name="x" />`), so that
 * they all travel in one of the build's files. Remix's compiler (esbuild) writes a separate file for each set
 * of pages that share a module: imported one by one, each icon was its own file of a few hundred bytes, and a
 * phone's first visit to the feed loaded 28 script files, five of them a single icon each. Over a phone's
 * slow connection each file waits its turn for one of the six connections a browser opens to a site, and
 * the page cannot hydrate before the last one has come; the icons' one file, about 3 KB, costs less than the
 * five waits (docs/decisions/0053).
 */
export const icons = {
  apple: AppleIcon,
  'arrow-left': ArrowLeftIcon,
  'arrow-up-right': ArrowUpRightIcon,
  'calendar-clock': CalendarClockIcon,
  'calendar-days': CalendarDaysIcon,
  'calendar-x': CalendarXIcon,
  check: CheckIcon,
  'chevron-down': ChevronDownIcon,
  'chevron-right': ChevronRightIcon,
  'circle-check': CircleCheckIcon,
  clock: ClockIcon,
  gift: GiftIcon,
  languages: LanguagesIcon,
  laptop: LaptopIcon,
  lightbulb: LightbulbIcon,
  lock: LockIcon,
  'map-pin': MapPinIcon,
  medal: MedalIcon,
  menu: MenuIcon,
  mic: MicIcon,
  microscope: MicroscopeIcon,
  palette: PaletteIcon,
  play: PlayIcon,
  search: SearchIcon,
  'shield-check': ShieldCheckIcon,
  star: StarIcon,
  target: TargetIcon,
  telescope: TelescopeIcon,
  ticket: TicketIcon,
  trophy: TrophyIcon,
  x: XIcon,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof icons

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawn = icons[name]
  return <Drawn {...props} />
}
