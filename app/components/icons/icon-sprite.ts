import {
  Bus,
  Calendar,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Coffee,
  Heart,
  Hotel,
  LoaderCircle,
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
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { IconName } from './icon-names'

/** Which Lucide drawing each name stands for. */
const DRAWINGS = {
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
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  'loader-circle': LoaderCircle,
} satisfies Record<IconName, LucideIcon>

/**
 * Every icon as a `<symbol>` of one SVG file (`sprite.svg`, written by `npm run icons`). Strokes and fills are
 * left to the page's `.icon` rule, which the drawing inherits through `<use>`.
 */
export function renderIconSprite(): string {
  const symbols = Object.entries(DRAWINGS).map(([name, drawing]) => {
    const inner = renderToStaticMarkup(createElement(drawing))
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
