import {
  Bus,
  Calendar,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Coffee,
  Heart,
  Hotel,
  type LucideIcon,
  Luggage,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Moon,
  Phone,
  Plane,
  Search,
  ShieldCheck,
  Star,
  Sun,
  TrainFront,
  TreePalm,
  User,
  Users,
  Utensils,
  UtensilsCrossed,
  WavesLadder,
  Wifi,
  X,
} from 'lucide-react'
import { FEATURE_ICON_NAMES } from '#app/lib/catalogue'

/** The icons an admin may give a package feature (SPEC section 3), in the order the form offers them. */
export const FEATURE_ICONS = FEATURE_ICON_NAMES

const ICONS = {
  plane: Plane,
  hotel: Hotel,
  food: UtensilsCrossed,
  calendar: Calendar,
  beach: TreePalm,
  location: MapPin,
  wifi: Wifi,
  pool: WavesLadder,
  coffee: Coffee,
  star: Star,
  car: Car,
  bus: Bus,
  train: TrainFront,
  bag: Luggage,
  sun: Sun,
  phone: Phone,
  messenger: MessageCircle,
  search: Search,
  user: User,
  users: Users,
  menu: Menu,
  mail: Mail,
  heart: Heart,
  check: Check,
  x: X,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-down': ChevronDown,
  'map-pin': MapPin,
  clock: Clock,
  shield: ShieldCheck,
  moon: Moon,
  utensils: Utensils,
} satisfies Record<(typeof FEATURE_ICONS)[number], LucideIcon> & Record<string, LucideIcon>

export type IconName = keyof typeof ICONS

function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name)
}

// Warn once per name: a feature list repeats the same bad name on every render.
const warnedNames = new Set<string>()

type IconProps = {
  /** Names come from stored package features too, so any string is accepted; unknown ones render nothing. */
  name: IconName | (string & {})
  size?: number
  className?: string
  /** Gives the icon an accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string
}

export function Icon({ name, size = 24, className, label }: IconProps) {
  if (!isIconName(name)) {
    if (!warnedNames.has(name)) {
      warnedNames.add(name)
      console.warn(`Icon "${name}" not found`)
    }
    return null
  }
  const Component = ICONS[name]
  return label ? (
    <Component size={size} className={className} role="img" aria-label={label} />
  ) : (
    <Component size={size} className={className} aria-hidden="true" />
  )
}
