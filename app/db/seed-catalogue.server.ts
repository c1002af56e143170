/**
 * The sample catalogue a fresh install starts with: content only. `seed.server.ts` turns it
 * into rows (ids, dates relative to today, per-departure prices).
 */

type FeatureIcon =
  | 'plane'
  | 'hotel'
  | 'food'
  | 'calendar'
  | 'beach'
  | 'location'
  | 'wifi'
  | 'pool'
  | 'coffee'
  | 'star'
  | 'car'
  | 'bus'
  | 'train'
  | 'bag'
  | 'sun'

/** `file` names artwork under `public/images/seed/` without the `.svg` extension. */
export type SeedImage = { file: string; altText: string; title: string }

export type SeedPricingPlan = {
  /** IATA codes of the departure airports; at least one must carry no surcharge. */
  airports: string[]
  /** Days of the week with a departure, 0 = Sunday (as `Date.getDay()`). */
  weekdays: number[]
  /** Whole pounds per person for an off-peak departure from the cheapest airport. */
  price: number
  /** `share` per cent of departures carry a discounted price `saving` pounds lower. */
  offer?: { saving: number; share: number }
}

export type SeedPackage = {
  slug: string
  title: string
  subtitle: string
  description: string
  itinerary: string
  accommodationDetails: string
  additionalInfo: string | null
  whatsIncluded: string
  duration: number
  accommodationType: string
  boardType: string
  isFeatured: boolean
  destination: string
  hero: SeedImage
  gallery: SeedImage[]
  accommodation: SeedImage[]
  features: { label: string; icon: FeatureIcon }[]
  amenities: { name: string; included: boolean }[]
  reviews: { author: string; rating: number; comment: string; daysAgo: number }[]
  pricing: SeedPricingPlan
}

const paragraphs = (...lines: string[]) => lines.join('\n\n')
const bullets = (...lines: string[]) => lines.map((line) => `* ${line}`).join('\n')

/** Price per person as a percentage of the off-peak price, by month (January first). */
export const MONTH_PRICE_PERCENT = [100, 100, 104, 112, 118, 126, 132, 136, 120, 110, 100, 102]
/** Departures from 20 December to 2 January. */
export const CHRISTMAS_PRICE_PERCENT = 130

/** `surcharge`: whole pounds per person added for flying from this airport. */
export const SEED_AIRPORTS = [
  { code: 'LGW', name: 'London Gatwick', city: 'London', surcharge: 0 },
  { code: 'LHR', name: 'London Heathrow', city: 'London', surcharge: 30 },
  { code: 'STN', name: 'London Stansted', city: 'London', surcharge: 0 },
  { code: 'LTN', name: 'London Luton', city: 'London', surcharge: 0 },
  { code: 'MAN', name: 'Manchester', city: 'Manchester', surcharge: 20 },
  { code: 'BHX', name: 'Birmingham', city: 'Birmingham', surcharge: 25 },
  { code: 'BRS', name: 'Bristol', city: 'Bristol', surcharge: 30 },
  { code: 'EDI', name: 'Edinburgh', city: 'Edinburgh', surcharge: 45 },
  { code: 'GLA', name: 'Glasgow', city: 'Glasgow', surcharge: 45 },
  { code: 'NCL', name: 'Newcastle', city: 'Newcastle upon Tyne', surcharge: 40 },
  { code: 'LBA', name: 'Leeds Bradford', city: 'Leeds', surcharge: 35 },
  { code: 'EMA', name: 'East Midlands', city: 'Castle Donington', surcharge: 30 },
]

export const SEED_DESTINATIONS: {
  name: string
  country: string
  description: string
  images: SeedImage[]
}[] = [
  {
    name: 'Venice',
    country: 'Italy',
    description:
      'Built on more than a hundred islands in a shallow lagoon, Venice is a city of canals, bell towers and marble palazzi where the only traffic is on the water. Beyond St Mark’s Square, quiet campi, family-run bacari and the glass and lace islands of the lagoon reward anyone who wanders.',
    images: [
      {
        file: 'destination-venice',
        altText: 'Pastel Venetian houses reflected in a calm canal with a gondola moored in front',
        title: 'A quiet canal in Venice',
      },
    ],
  },
  {
    name: 'Rome',
    country: 'Italy',
    description:
      'Rome layers almost three thousand years of history into one walkable city, from the Colosseum and the Forum to Baroque fountains and the domes of the Vatican. Evenings are for lingering over supper in Trastevere or on a piazza as the stone turns gold.',
    images: [
      {
        file: 'destination-rome',
        altText: 'The Roman skyline at dusk with a great dome rising above terracotta rooftops',
        title: 'Rooftops of Rome',
      },
    ],
  },
  {
    name: 'Florence',
    country: 'Italy',
    description:
      'The cradle of the Renaissance packs Brunelleschi’s dome, the Uffizi and Michelangelo’s David into a compact centre on the banks of the Arno. The Tuscan hills, with their cypress-lined lanes and Chianti vineyards, begin just beyond the city walls.',
    images: [
      {
        file: 'destination-florence',
        altText: 'The cathedral dome of Florence above a sea of terracotta roofs and green hills',
        title: 'Florence from the hills',
      },
    ],
  },
  {
    name: 'Amalfi Coast',
    country: 'Italy',
    description:
      'South of Naples, the Amalfi Coast tumbles down sheer limestone cliffs to a sparkling sea, its villages stacked in sugared-almond colours above tiny harbours. Lemon groves, clifftop gardens and boat trips to Capri make it one of the Mediterranean’s most romantic stretches of shore.',
    images: [
      {
        file: 'destination-amalfi-coast',
        altText: 'Colourful houses stacked on a cliff above a turquoise bay on the Amalfi Coast',
        title: 'Cliffside village on the Amalfi Coast',
      },
    ],
  },
  {
    name: 'Lake Como',
    country: 'Italy',
    description:
      'Framed by wooded mountains at the foot of the Alps, Lake Como has drawn poets, composers and film stars to its villas for two centuries. Little ferries link the lakeside towns of Bellagio, Varenna and Menaggio, each with its own gardens and waterfront cafés.',
    images: [
      {
        file: 'destination-lake-como',
        altText: 'A lakeside village below wooded mountains with a ferry crossing the still water',
        title: 'Lake Como at first light',
      },
    ],
  },
  {
    name: 'Sicily',
    country: 'Italy',
    description:
      'The largest island in the Mediterranean blends Greek temples, Norman cathedrals and Baroque towns with some of Italy’s finest food. On the east coast, hilltop Taormina looks out over the Ionian Sea towards the smoking summit of Mount Etna.',
    images: [
      {
        file: 'destination-sicily',
        altText: 'Mount Etna with a plume of smoke rising above the blue Ionian Sea and a hilltop town',
        title: 'Mount Etna from Taormina',
      },
    ],
  },
]

const trattoriaDinner: SeedImage = {
  file: 'trattoria-dinner',
  altText: 'A table set for dinner with pasta, a carafe of red wine and candlelight',
  title: 'Dinner at a local trattoria',
}
const boatCove: SeedImage = {
  file: 'boat-cove',
  altText: 'A small wooden boat anchored in a turquoise cove below rocky cliffs',
  title: 'A sheltered cove',
}
const classicRoom: SeedImage = {
  file: 'hotel-room-classic',
  altText: 'A double bedroom with a padded headboard, bedside lamps and tall shuttered windows',
  title: 'Classic double room',
}
const poolTerrace: SeedImage = {
  file: 'pool-terrace',
  altText: 'A sunlit pool terrace with loungers, parasols and potted lemon trees',
  title: 'Pool terrace',
}
const balconyView: SeedImage = {
  file: 'balcony-view',
  altText: 'A private balcony with two chairs and a small table looking out over the water',
  title: 'Balcony with a view',
}

export const SEED_PACKAGES: SeedPackage[] = [
  {
    slug: 'venice-city-break',
    title: 'Venice City Break',
    subtitle: 'Three nights among the canals, palazzi and hidden squares of La Serenissima',
    description:
      'Venice is a city best explored slowly, and this three-night break gives you the time to do just that. Fly from the UK, cross the lagoon by boat and settle into a boutique hotel a short stroll from the Rialto Bridge. Mornings belong to St Mark’s Square and the Doge’s Palace before the crowds arrive; afternoons to the quiet backwaters of Cannaregio and Dorsoduro, where the best cicchetti bars hide. With flights, transfers and breakfast taken care of, all that is left to decide is where to stop for your next spritz.',
    itinerary: paragraphs(
      'Day 1 – Arrival and the Grand Canal: Fly from your chosen UK airport to Venice Marco Polo, where our local representative meets you and sees you onto the shared boat transfer across the lagoon. Once you have checked in, ride the number 1 water bus along the full length of the Grand Canal as the sun goes down: there is no better introduction to the city.',
      'Day 2 – St Mark’s and the Rialto: Join our guide for a morning walking tour of St Mark’s Square, the Basilica and the Rialto market, learning how a republic of merchants built a city on the water. The afternoon is yours: climb the Campanile for the view, or lose yourself in the lanes of San Polo.',
      'Day 3 – Islands of the lagoon: Take our optional day trip to Murano, to watch master glass-blowers at work, and to Burano, famous for its lace and brightly painted houses. If you would rather stay in the city, spend the day in Dorsoduro between the Accademia galleries and the sunny Zattere promenade.',
      'Day 4 – Farewell to Venice: Enjoy a last breakfast and a final wander before your boat transfer back to the airport and your flight home.',
    ),
    accommodationDetails: paragraphs(
      'Your hotel is a restored 16th-century palazzo with 28 elegant rooms, set beside a quiet canal five minutes’ walk from the Rialto Bridge.',
      'Rooms pair Venetian fabrics and Murano glass chandeliers with modern comforts. Every room has air conditioning, a rain shower and free wifi.',
      'Breakfast is served in the hotel restaurant, which opens onto a small courtyard garden in the warmer months. The rooftop bar looks across terracotta roofs to the Campanile and is a fine spot for an evening spritz.',
      'Canal-view rooms can be requested for a supplement, subject to availability. Like every building in the centre of Venice the hotel cannot be reached by road, so porters meet each transfer to help with luggage.',
    ),
    additionalInfo: paragraphs(
      'Optional extras can be added when you book or at any time up to 14 days before departure. Our day trip to Murano and Burano costs £75 per person and includes a glass-blowing demonstration. A full-day excursion by coach to the Dolomites, through the Prosecco hills to Cortina d’Ampezzo, costs £85 per person. A private water taxi between the airport and your hotel can replace the shared transfer for £120 per way.',
      'The city’s tourist tax, currently up to €5 per person per night, is paid to the hotel on arrival. Overnight guests are exempt from the Venice day-visitor access fee.',
      'British passports must have been issued less than 10 years before the day you arrive and be valid for at least three months after the day you leave. Venice has many bridges with steps, so a light case with sturdy wheels makes life easier.',
    ),
    whatsIncluded: bullets(
      'Return flights from your chosen UK airport',
      '20kg checked baggage per person',
      'Shared boat transfers between Venice Marco Polo airport and your hotel',
      '3 nights in a 4-star boutique hotel',
      'Daily buffet breakfast',
      'Guided walking tour of St Mark’s Square and the Rialto',
      'ATOL protection',
      '24/7 UK-based customer support',
    ),
    duration: 3,
    accommodationType: '4-star boutique hotel',
    boardType: 'bed and breakfast',
    isFeatured: true,
    destination: 'Venice',
    hero: {
      file: 'venice-grand-canal',
      altText: 'A gondola gliding along a Venetian canal lined with pastel palazzi at golden hour',
      title: 'The Grand Canal, Venice',
    },
    gallery: [
      {
        file: 'venice-rialto-bridge',
        altText: 'The stone arch of the Rialto Bridge spanning the Grand Canal',
        title: 'Rialto Bridge',
      },
      {
        file: 'venice-st-marks',
        altText: 'The domes of St Mark’s Basilica beside the tall brick Campanile',
        title: 'St Mark’s Square',
      },
      {
        file: 'venice-burano',
        altText: 'Brightly painted fishermen’s houses along a canal on the island of Burano',
        title: 'Burano',
      },
      {
        file: 'venice-murano-glass',
        altText: 'Colourful hand-blown glass vases on a workshop shelf in Murano',
        title: 'Murano glass',
      },
    ],
    accommodation: [
      {
        file: 'hotel-room-canal-view',
        altText: 'A boutique double bedroom with a tall arched window overlooking a canal',
        title: 'Canal-view double room',
      },
      classicRoom,
      {
        file: 'hotel-lounge-bar',
        altText: 'A softly lit hotel bar with velvet stools and shelves of bottles',
        title: 'Rooftop bar',
      },
      {
        file: 'breakfast-room',
        altText: 'A breakfast table with coffee, fresh pastries, fruit and orange juice',
        title: 'Breakfast in the courtyard',
      },
    ],
    features: [
      { label: 'Return flights from 5 UK airports', icon: 'plane' },
      { label: '4-star boutique hotel near the Rialto', icon: 'hotel' },
      { label: 'Daily Italian buffet breakfast', icon: 'coffee' },
      { label: 'Guided walking tour of St Mark’s', icon: 'location' },
      { label: 'Departures every Monday and Thursday', icon: 'calendar' },
    ],
    amenities: [
      { name: 'Free Wi-Fi', included: true },
      { name: 'Air conditioning', included: true },
      { name: 'Daily buffet breakfast', included: true },
      { name: '24-hour reception', included: true },
      { name: 'Rooftop bar', included: true },
      { name: 'Concierge and tour desk', included: true },
      { name: 'Lift to all floors', included: true },
      { name: 'Luggage storage', included: true },
      { name: 'In-room safe', included: true },
      { name: 'Room service', included: false },
      { name: 'Swimming pool', included: false },
      { name: 'Fitness centre', included: false },
    ],
    reviews: [
      {
        author: 'Sarah Thompson',
        rating: 5,
        comment:
          'Everything ran like clockwork, from the boat transfer to the hotel breakfast. The walking tour on our first morning helped us find our bearings, and the rooftop bar at sunset was unforgettable.',
        daysAgo: 12,
      },
      {
        author: 'James Whitfield',
        rating: 4,
        comment:
          'Lovely hotel in a quiet corner near the Rialto with a friendly team on reception. Our room was on the small side, as Venice rooms tend to be, but spotless. The Murano and Burano trip was worth every penny.',
        daysAgo: 37,
      },
      {
        author: 'Priya Patel',
        rating: 5,
        comment:
          'Booked for my mum’s 60th birthday. Our advisor found us a Thursday departure from Birmingham and arranged a private water taxi, which made arriving in Venice feel very special.',
        daysAgo: 64,
      },
      {
        author: 'Gareth Evans',
        rating: 4,
        comment:
          'Third break with this team and the smoothest yet. Three nights felt just right for a first visit, although we could happily have stayed longer. Pack comfortable shoes for all the bridges!',
        daysAgo: 103,
      },
    ],
    pricing: {
      airports: ['LGW', 'LHR', 'STN', 'MAN', 'BHX'],
      weekdays: [1, 4],
      price: 1299,
      offer: { saving: 300, share: 80 },
    },
  },
  {
    slug: 'rome-city-break',
    title: 'Rome City Break',
    subtitle: 'Four nights of ancient wonders, Baroque piazzas and long Roman suppers',
    description:
      'Few cities reward a long weekend like Rome. Stay in a characterful townhouse hotel between Piazza Navona and the Pantheon, with the Colosseum, the Trevi Fountain and the Vatican all within walking distance or a short tram ride. Our fast-track Colosseum tickets take the queues out of the ancient city, leaving more time for espresso at the bar, gelato on the Spanish Steps and a lazy supper in Trastevere.',
    itinerary: paragraphs(
      'Day 1 – Benvenuti a Roma: Fly to Rome Fiumicino, where a private driver takes you to your hotel in the historic centre. Take an evening stroll to Piazza Navona and toss a coin into the Trevi Fountain to make sure you return.',
      'Day 2 – Ancient Rome: Skip the queues with your timed entry to the Colosseum, then walk the Roman Forum and climb the Palatine Hill, where the emperors once lived. Spend the evening in Monti, a neighbourhood of wine bars and independent shops.',
      'Day 3 – The Vatican: Take our optional early-access tour of the Vatican Museums and the Sistine Chapel before the main crowds, then climb the dome of St Peter’s for the finest view in Rome.',
      'Day 4 – Trastevere and the Aventine: Cross the Tiber to the cobbled lanes of Trastevere, then peek through the famous keyhole on the Aventine Hill. Save room for a farewell supper of cacio e pepe.',
      'Day 5 – Arrivederci: Time for a last cappuccino before your driver collects you for the journey back to the airport.',
    ),
    accommodationDetails: paragraphs(
      'A stylish 4-star townhouse hotel with 34 rooms on a quiet lane between Piazza Navona and the Pantheon.',
      'Rooms are decorated in calm stone and sage tones, with air conditioning, blackout curtains, a coffee machine and free wifi.',
      'The roof terrace bar serves Italian wines and aperitivi with a view over the domes of the centro storico. The friendly reception team is on hand around the clock and happily books tables at their favourite trattorie.',
    ),
    additionalInfo: paragraphs(
      'Optional extras: an early-access tour of the Vatican Museums and Sistine Chapel costs £69 per person, and a full-day trip to Pompeii with lunch costs £95 per person. Both can be added up to 14 days before departure.',
      'Rome’s city tax of up to €10 per person per night is paid at the hotel. Shoulders and knees must be covered to enter St Peter’s Basilica and the Vatican Museums.',
    ),
    whatsIncluded: bullets(
      'Return flights from your chosen UK airport',
      '20kg checked baggage per person',
      'Private return transfers from Rome Fiumicino',
      '4 nights in a 4-star townhouse hotel',
      'Fast-track Colosseum, Forum and Palatine tickets',
      'ATOL protection',
      '24/7 UK-based customer support',
    ),
    duration: 4,
    accommodationType: '4-star townhouse hotel',
    boardType: 'room only',
    isFeatured: true,
    destination: 'Rome',
    hero: {
      file: 'rome-skyline',
      altText: 'The Roman skyline at sunset with a great dome rising above terracotta rooftops and pines',
      title: 'Sunset over Rome',
    },
    gallery: [
      {
        file: 'rome-colosseum',
        altText: 'The arches of the Colosseum under a clear blue sky',
        title: 'The Colosseum',
      },
      {
        file: 'rome-fountain',
        altText: 'A Baroque fountain with cascading water in front of a pale stone palazzo',
        title: 'Baroque fountain',
      },
      trattoriaDinner,
    ],
    accommodation: [
      classicRoom,
      {
        file: 'hotel-lounge-bar',
        altText: 'A softly lit hotel bar with velvet stools and shelves of bottles',
        title: 'Roof terrace bar',
      },
    ],
    features: [
      { label: 'Return flights and private transfers', icon: 'plane' },
      { label: 'Central 4-star townhouse hotel', icon: 'hotel' },
      { label: 'Fast-track Colosseum tickets', icon: 'star' },
      { label: 'Walk to the Pantheon and Piazza Navona', icon: 'location' },
      { label: 'Tuesday and Friday departures', icon: 'calendar' },
    ],
    amenities: [
      { name: 'Free Wi-Fi', included: true },
      { name: 'Air conditioning', included: true },
      { name: 'Roof terrace bar', included: true },
      { name: '24-hour reception', included: true },
      { name: 'In-room coffee machine', included: true },
      { name: 'Lift to all floors', included: true },
      { name: 'Breakfast', included: false },
      { name: 'Swimming pool', included: false },
      { name: 'On-site parking', included: false },
    ],
    reviews: [
      {
        author: 'Tom Gallagher',
        rating: 5,
        comment:
          'Perfect location: we walked everywhere. Skipping the Colosseum queue alone was worth it, and the roof terrace was a lovely place to end each day.',
        daysAgo: 9,
      },
      {
        author: 'Rebecca Hughes',
        rating: 4,
        comment:
          'Great hotel and a very smooth transfer from the airport. Room only suited us because there are cafés on every corner, but it is worth knowing if you like a hotel breakfast.',
        daysAgo: 46,
      },
      {
        author: 'Anita Kowalski',
        rating: 5,
        comment:
          'Our advisor suggested the early Vatican tour and she was right: the Sistine Chapel with hardly anyone in it. A brilliant first trip to Rome.',
        daysAgo: 88,
      },
    ],
    pricing: {
      airports: ['LHR', 'LGW', 'MAN', 'EDI'],
      weekdays: [2, 5],
      price: 749,
      offer: { saving: 100, share: 40 },
    },
  },
  {
    slug: 'florence-art-and-tuscany',
    title: 'Florence, Art & Tuscany',
    subtitle: 'Renaissance masterpieces and a day among the Chianti vineyards',
    description:
      'Five nights in Florence leave time for the Uffizi, the Accademia and the Duomo without ever feeling rushed, and for a day in the countryside too. Your hotel occupies a handsome palazzo in the Santa Croce quarter, close to the leather workshops and the Sant’Ambrogio market. Mid-week, a small-group tour takes you into the Chianti hills for tastings at a family-run winery and lunch among the vines.',
    itinerary: paragraphs(
      'Day 1 – Arrival in Tuscany: Fly to Pisa and meet your driver for the hour-long transfer to Florence. After settling in, walk to Piazzale Michelangelo to watch the sun set over the terracotta rooftops.',
      'Day 2 – The Uffizi and the Duomo: Your pre-booked Uffizi tickets lead you through Botticelli, Leonardo and Caravaggio. In the afternoon, climb the 463 steps inside Brunelleschi’s dome.',
      'Day 3 – Chianti vineyards: A small-group tour winds through the hills to Greve and a family winery for a cellar visit, tastings of Chianti Classico and a long lunch.',
      'Day 4 – David and the Oltrarno: See Michelangelo’s David at the Accademia, then cross the Ponte Vecchio to the artisans’ workshops and the Boboli Gardens.',
      'Day 5 – At your own pace: Take the train to Siena or Lucca, or simply enjoy a slow morning in the Sant’Ambrogio market and an afternoon in the Bargello.',
      'Day 6 – Homeward: After breakfast your driver takes you back to Pisa for your flight home.',
    ),
    accommodationDetails: paragraphs(
      'A 4-star historic hotel in a 15th-century palazzo in Santa Croce, ten minutes’ walk from the Duomo.',
      'The 40 rooms keep their frescoed or beamed ceilings and now have air conditioning, marble bathrooms and free wifi.',
      'Breakfast, with Tuscan pastries, local cheeses and fresh fruit, is served in the vaulted restaurant. The courtyard bar is a peaceful spot for a glass of Vernaccia after a day of sightseeing.',
    ),
    additionalInfo: paragraphs(
      'The Uffizi and Accademia are closed on Mondays, and your itinerary is arranged around this. A cookery class with market visit can be added for £79 per person.',
      'Florence’s tourist tax of up to €8 per person per night is paid at the hotel. The centre is a limited-traffic zone, so drivers set down at the nearest permitted point when the hotel cannot be reached.',
    ),
    whatsIncluded: bullets(
      'Return flights to Pisa from your chosen UK airport',
      'Private return transfers between Pisa and Florence',
      '5 nights in a 4-star historic hotel',
      'Daily Tuscan breakfast',
      'Reserved entry to the Uffizi Gallery',
      'Small-group Chianti wine tour with lunch',
      'ATOL protection',
    ),
    duration: 5,
    accommodationType: '4-star historic hotel',
    boardType: 'bed and breakfast',
    isFeatured: false,
    destination: 'Florence',
    hero: {
      file: 'florence-duomo',
      altText: 'The red-brick dome of Florence Cathedral rising above terracotta roofs with hills behind',
      title: 'Florence and the Duomo',
    },
    gallery: [
      {
        file: 'florence-ponte-vecchio',
        altText: 'The Ponte Vecchio with its overhanging shops reflected in the River Arno',
        title: 'Ponte Vecchio',
      },
      {
        file: 'tuscany-hills',
        altText: 'Rolling Tuscan hills with rows of vines, cypress trees and a farmhouse',
        title: 'The Chianti hills',
      },
      trattoriaDinner,
    ],
    accommodation: [
      classicRoom,
      {
        file: 'breakfast-room',
        altText: 'A breakfast table with coffee, fresh pastries, fruit and orange juice',
        title: 'Tuscan breakfast',
      },
    ],
    features: [
      { label: 'Flights to Pisa with private transfers', icon: 'plane' },
      { label: 'Historic palazzo hotel in Santa Croce', icon: 'hotel' },
      { label: 'Chianti wine tour with lunch', icon: 'food' },
      { label: 'Reserved Uffizi entry', icon: 'star' },
    ],
    amenities: [
      { name: 'Free Wi-Fi', included: true },
      { name: 'Air conditioning', included: true },
      { name: 'Daily breakfast', included: true },
      { name: 'Courtyard bar', included: true },
      { name: 'Concierge service', included: true },
      { name: 'Bicycle hire', included: false },
      { name: 'Swimming pool', included: false },
      { name: 'Spa', included: false },
    ],
    reviews: [
      {
        author: 'Catherine Doyle',
        rating: 5,
        comment:
          'The Chianti day was the highlight: a tiny winery, a long lunch and a driver who knew every bend in the road. The hotel’s frescoed ceiling made us smile every morning.',
        daysAgo: 21,
      },
      {
        author: 'Michael Brennan',
        rating: 4,
        comment:
          'Well paced with plenty of free time. Pisa is a fair drive from Florence, but the transfer was comfortable and on time both ways.',
        daysAgo: 75,
      },
    ],
    pricing: {
      airports: ['LGW', 'MAN', 'BRS'],
      weekdays: [3, 6],
      price: 949,
      offer: { saving: 120, share: 30 },
    },
  },
  {
    slug: 'amalfi-coast-escape',
    title: 'Amalfi Coast Escape',
    subtitle: 'Seven nights of lemon groves, cliffside villages and Tyrrhenian sunsets',
    description:
      'Spend a week on one of Europe’s most beautiful coastlines, based at a clifftop hotel with a pool terrace above the sea. Explore Positano and Amalfi by the local ferries, walk the Path of the Gods high above the water, and spend a day on Capri. Dinner is included each evening, so after a day in the sun you can simply sit back with a glass of local Falanghina and watch the lights come on along the coast.',
    itinerary: paragraphs(
      'Day 1 – To the coast: Fly to Naples and enjoy the scenic private transfer along the coast road, with its hairpin bends and views over the bay, to your clifftop hotel.',
      'Day 2 – Settle in: Spend the day by the pool or take the hotel’s steps down to the little beach below. Dinner tonight is on the terrace.',
      'Day 3 – Positano and Amalfi: Hop on the ferry to Positano to browse its boutiques, then continue to Amalfi to visit the cathedral and a traditional paper mill.',
      'Day 4 – The Path of the Gods: Walk the famous trail from Bomerano to Nocelle, high above the sea, with our optional guided hike.',
      'Day 5 – Capri: Take a boat to Capri, ride the chairlift to the top of Monte Solaro and look out for the Faraglioni rocks.',
      'Day 6 and 7 – La dolce vita: Relax by the pool, visit the gardens of Ravello or book a cookery class with a lemon grove lunch.',
      'Day 8 – Departure: After a leisurely breakfast, your driver returns you to Naples for your flight home.',
    ),
    accommodationDetails: paragraphs(
      'A family-run 4-star hotel clinging to the cliffs between Positano and Amalfi, with sweeping sea views from every room.',
      'Rooms are light and airy, with hand-painted Vietri tiles, air conditioning, free wifi and a private balcony or terrace.',
      'The terrace restaurant serves a four-course dinner of Campanian dishes each evening, and the poolside bar stays open until late.',
      'An outdoor pool sits on a terrace carved into the rock, and a private lift leads down to a small pebble beach with loungers.',
    ),
    additionalInfo: paragraphs(
      'Optional extras: the guided Path of the Gods hike costs £55 per person, and a private boat day along the coast can be arranged for up to six guests from £420.',
      'The coast road is narrow and winding, and the hotel has many steps, so it may not suit guests with limited mobility. Please ask your advisor for alternatives.',
      'Ferries run from April to October; in winter months we arrange private drivers instead.',
    ),
    whatsIncluded: bullets(
      'Return flights to Naples from your chosen UK airport',
      'Private return transfers to your hotel',
      '7 nights in a 4-star clifftop hotel',
      'Daily breakfast and four-course dinner',
      'Day trip to Capri by boat',
      'ATOL protection',
      '24/7 UK-based customer support',
    ),
    duration: 7,
    accommodationType: '4-star clifftop hotel',
    boardType: 'half-board',
    isFeatured: true,
    destination: 'Amalfi Coast',
    hero: {
      file: 'amalfi-coast',
      altText: 'Pastel houses stacked on steep cliffs above a deep blue sea on the Amalfi Coast',
      title: 'The Amalfi Coast',
    },
    gallery: [
      {
        file: 'amalfi-lemon-grove',
        altText: 'Rows of lemon trees heavy with fruit under a pergola of chestnut poles',
        title: 'Lemon grove',
      },
      boatCove,
      trattoriaDinner,
    ],
    accommodation: [balconyView, poolTerrace],
    features: [
      { label: 'Flights to Naples with private transfers', icon: 'plane' },
      { label: 'Clifftop pool terrace', icon: 'pool' },
      { label: 'Private beach with loungers', icon: 'beach' },
      { label: 'Four-course dinner every evening', icon: 'food' },
      { label: 'Boat day trip to Capri', icon: 'sun' },
    ],
    amenities: [
      { name: 'Free Wi-Fi', included: true },
      { name: 'Air conditioning', included: true },
      { name: 'Outdoor swimming pool', included: true },
      { name: 'Private beach access', included: true },
      { name: 'Terrace restaurant', included: true },
      { name: 'Poolside bar', included: true },
      { name: 'Sea-view balcony', included: true },
      { name: 'Spa treatments', included: false },
      { name: 'Airport shuttle bus', included: false },
      { name: 'Fitness centre', included: false },
    ],
    reviews: [
      {
        author: 'Louise Carter',
        rating: 5,
        comment:
          'The view from our balcony was breathtaking and the dinners were superb. The Capri trip ran perfectly, even with a choppy sea on the way out.',
        daysAgo: 18,
      },
      {
        author: 'Mark Jenkins',
        rating: 5,
        comment:
          'Our best holiday in years. The staff remembered our names from day one and the pool terrace is one of the most beautiful places I have ever sat.',
        daysAgo: 52,
      },
      {
        author: 'Fiona MacLeod',
        rating: 4,
        comment:
          'Wonderful hotel, but be ready for the steps. Flying from Glasgow was a bonus, and the transfer driver stopped for photos on the coast road.',
        daysAgo: 131,
      },
    ],
    pricing: {
      airports: ['LGW', 'STN', 'MAN', 'GLA'],
      weekdays: [2, 6],
      price: 1349,
      offer: { saving: 150, share: 25 },
    },
  },
  {
    slug: 'lake-como-retreat',
    title: 'Lake Como Retreat',
    subtitle: 'Four unhurried nights of villas, gardens and lakeside ferries',
    description:
      'Stay right on the water in Bellagio, the pearl of Lake Como, where the lake divides into its two southern arms. Days drift by on the little ferries that link the villa gardens of Varenna, Tremezzo and Menaggio, and evenings begin with an aperitivo on the hotel’s lakeside terrace. Dinner is included, and the kitchen makes the most of the lake’s fish and the cheeses of the surrounding valleys.',
    itinerary: paragraphs(
      'Day 1 – To the lake: Fly to Milan and transfer by car to Bellagio, arriving in time for an aperitivo as the evening light falls on the mountains.',
      'Day 2 – Villas and gardens: Use your ferry pass to visit Villa Carlotta in Tremezzo, famous for its spring azaleas, then cross to Varenna for lunch by the water.',
      'Day 3 – Como and the funicular: Take the fast boat to Como town, wander its silk shops and ride the funicular up to Brunate for the view across to the Alps.',
      'Day 4 – Bellagio at leisure: Explore the stepped lanes of Bellagio, hire a small boat, or simply enjoy the hotel’s lakeside garden.',
      'Day 5 – Departure: After breakfast, your driver takes you back to Milan for your flight home.',
    ),
    accommodationDetails: paragraphs(
      'A graceful 4-star lakeside hotel in a 19th-century villa, with its own gardens and jetty on the water’s edge in Bellagio.',
      'Rooms are furnished with antiques and have air conditioning and free wifi; most look over the lake to the mountains.',
      'The restaurant serves a three-course dinner each evening on the lakeside terrace, weather permitting, and the piano bar is a cosy retreat on cooler nights. A small heated pool sits among the garden’s camellias.',
    ),
    additionalInfo: null,
    whatsIncluded: bullets(
      'Return flights to Milan from your chosen UK airport',
      'Private return transfers to Bellagio',
      '4 nights in a 4-star lakeside hotel',
      'Daily breakfast and three-course dinner',
      'Three-day lake ferry pass',
      'ATOL protection',
    ),
    duration: 4,
    accommodationType: '4-star lakeside hotel',
    boardType: 'half-board',
    isFeatured: false,
    destination: 'Lake Como',
    hero: {
      file: 'lake-como',
      altText: 'A lakeside villa with a garden and jetty below wooded mountains on Lake Como',
      title: 'Lake Como',
    },
    gallery: [
      {
        file: 'como-villa-garden',
        altText: 'A formal villa garden with clipped hedges, a fountain and the lake beyond',
        title: 'Villa gardens',
      },
      balconyView,
      trattoriaDinner,
    ],
    accommodation: [classicRoom, poolTerrace],
    features: [
      { label: 'Flights to Milan with private transfers', icon: 'plane' },
      { label: 'Lakeside villa hotel in Bellagio', icon: 'hotel' },
      { label: 'Three-course dinner every evening', icon: 'food' },
      { label: 'Three-day lake ferry pass', icon: 'location' },
    ],
    amenities: [
      { name: 'Free Wi-Fi', included: true },
      { name: 'Air conditioning', included: true },
      { name: 'Heated outdoor pool', included: true },
      { name: 'Lakeside restaurant', included: true },
      { name: 'Piano bar', included: true },
      { name: 'Private jetty', included: true },
      { name: 'Spa', included: false },
      { name: 'Parking', included: false },
    ],
    reviews: [
      {
        author: 'Eleanor Shaw',
        rating: 5,
        comment:
          'A dream of a hotel. Breakfast looking out over the lake, ferries from the doorstep and dinners we still talk about. Four nights went far too quickly.',
        daysAgo: 29,
      },
    ],
    pricing: {
      airports: ['STN', 'LTN', 'EMA'],
      weekdays: [0, 4],
      price: 1049,
      offer: { saving: 100, share: 30 },
    },
  },
  {
    slug: 'taormina-and-etna-escape',
    title: 'Taormina & Etna Escape',
    subtitle: 'Six all-inclusive nights between Mount Etna and the Ionian Sea',
    description:
      'Perched on a terrace high above the sea, Taormina has charmed travellers since the days of the Grand Tour. This all-inclusive escape pairs a 5-star resort with a private beach club with easy access to the town’s Greek theatre, its flower-filled lanes and the lunar landscapes of Mount Etna. Meals and local wines are included throughout, so your only decision each day is sea or sightseeing.',
    itinerary: paragraphs(
      'Day 1 – Benvenuti in Sicilia: Fly to Catania and transfer to your resort on the coast below Taormina, in time for a swim before dinner.',
      'Day 2 – Taormina: Ride the cable car up to town to explore Corso Umberto and the ancient Greek theatre, with Etna framed behind the stage.',
      'Day 3 – Mount Etna: Join our optional excursion to the craters of Europe’s highest active volcano, followed by a tasting at a winery on its slopes.',
      'Day 4 – Isola Bella: Swim in the clear water around the tiny nature reserve of Isola Bella, or relax at the resort’s beach club.',
      'Day 5 and 6 – Sicily at your own pace: Visit the Baroque towns of Noto and Ortigia, take a cooking class, or stay by the pool.',
      'Day 7 – Departure: Enjoy a final breakfast before the transfer back to Catania for your flight home.',
    ),
    accommodationDetails: paragraphs(
      'A 5-star resort on the bay below Taormina, with a private beach club, two pools and gardens of bougainvillea and citrus.',
      'Rooms have sea or garden views, air conditioning, free wifi and a terrace; suites add a hot tub.',
      'All meals are included at the buffet restaurant, with à la carte evenings at the seafront trattoria. Drinks, including local wines, are served at the pool bar and beach bar until midnight.',
    ),
    additionalInfo: paragraphs(
      'Optional extras: the Mount Etna excursion with winery tasting costs £89 per person, and a day trip to Syracuse and Ortigia costs £79 per person.',
      'Etna trips depend on volcanic activity and may be rerouted at short notice for safety. Sturdy shoes and a warm layer are essential, even in summer.',
    ),
    whatsIncluded: bullets(
      'Return flights to Catania from your chosen UK airport',
      'Shared return transfers to the resort',
      '6 nights in a 5-star resort',
      'All meals, snacks and local drinks',
      'Sun loungers at the private beach club',
      'ATOL protection',
    ),
    duration: 6,
    accommodationType: '5-star resort',
    boardType: 'all inclusive',
    isFeatured: false,
    destination: 'Sicily',
    hero: {
      file: 'taormina-etna',
      altText: 'Mount Etna with a wisp of smoke above the Ionian Sea and a hilltop town in the foreground',
      title: 'Taormina and Mount Etna',
    },
    gallery: [
      {
        file: 'sicily-greek-theatre',
        altText: 'Ruined columns of an ancient Greek theatre with the sea and Etna in the distance',
        title: 'The Greek theatre',
      },
      boatCove,
      trattoriaDinner,
    ],
    accommodation: [poolTerrace, balconyView],
    features: [
      { label: 'Flights to Catania with transfers', icon: 'plane' },
      { label: 'All-inclusive 5-star resort', icon: 'star' },
      { label: 'Private beach club', icon: 'beach' },
      { label: 'Two outdoor pools', icon: 'pool' },
      { label: 'Sunshine from April to October', icon: 'sun' },
      { label: 'Free wifi throughout', icon: 'wifi' },
    ],
    amenities: [
      { name: 'Free Wi-Fi', included: true },
      { name: 'Air conditioning', included: true },
      { name: 'Two outdoor pools', included: true },
      { name: 'Private beach club', included: true },
      { name: 'All meals and local drinks', included: true },
      { name: 'Kids’ club', included: true },
      { name: 'Spa treatments', included: false },
      { name: 'Premium spirits', included: false },
    ],
    reviews: [
      {
        author: 'Daniel Price',
        rating: 4,
        comment:
          'Fantastic resort and the food was far better than we expected from an all-inclusive. The Etna trip was a real adventure.',
        daysAgo: 41,
      },
      {
        author: 'Hannah Lewis',
        rating: 5,
        comment:
          'Flew from Newcastle, which made it so easy. Beautiful beach club, spotless rooms and the cable car up to Taormina is just down the road.',
        daysAgo: 96,
      },
    ],
    pricing: {
      airports: ['LGW', 'NCL', 'LBA'],
      weekdays: [0, 3],
      price: 1149,
    },
  },
]

const WHY_TRAVEL_WITH_US_HTML = `<section class="mx-auto max-w-6xl px-4 py-12">
  <h2 class="text-center text-3xl font-bold tracking-tight text-slate-900">Holidays you can book with confidence</h2>
  <ul class="mt-8 grid gap-6 md:grid-cols-3">
    <li class="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 class="text-lg font-semibold text-slate-900">ATOL protected</h3>
      <p class="mt-2 text-slate-600">Every flight-inclusive break is ATOL protected, and your money is held in an independent trust account until you travel.</p>
    </li>
    <li class="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 class="text-lg font-semibold text-slate-900">Handpicked hotels</h3>
      <p class="mt-2 text-slate-600">We stay in every hotel we sell, choosing characterful places in the best neighbourhoods rather than the biggest.</p>
    </li>
    <li class="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 class="text-lg font-semibold text-slate-900">UK-based advisors</h3>
      <p class="mt-2 text-slate-600">Talk to a real person who knows Italy well, before you book and at any point during your trip.</p>
    </li>
  </ul>
</section>`

export const SEED_WIDGET_SECTIONS = [
  {
    title: 'Featured Holiday Packages',
    widgetType: 'featured-offers',
    widgetId: '3',
    position: 1,
    isActive: true,
  },
  { title: 'Find Your Perfect Break', widgetType: 'search-box', widgetId: null, position: 2, isActive: true },
  {
    title: 'Why travel with us',
    widgetType: 'html-embed',
    widgetId: WHY_TRAVEL_WITH_US_HTML,
    position: 3,
    isActive: true,
  },
  // Off by default: it loads a third-party script.
  {
    title: 'Search Online',
    widgetType: 'travelify-widget',
    widgetId: '<div widgetid="10695"></div>',
    position: 4,
    isActive: false,
  },
]
