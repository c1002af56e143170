/**
 * '1,299' for 1299. Written out rather than with Intl.NumberFormat: building a formatter loads the browser's
 * locale data, the single slowest step of a phone's start-up on every page (about 40 ms on this machine).
 */
function groupThousands(pounds: number): string {
  return String(pounds).replace(/\B(?=(\d{3})+$)/g, ',')
}

/**
 * A price as staff type it once '£', ',' and spaces are gone: pounds and at most two decimals, at most
 * eight digits of pounds (what the `numeric(10,2)` columns hold).
 */
export const PRICE_TEXT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/

/**
 * Parses a price into integer pence. Strings keep only digits and dots (SPEC 9), so '£1,299.00' reads as
 * 1299 pounds; a third decimal rounds half up. Returns NaN when there is no number to read, so callers can
 * tell a missing price from a free one.
 */
export function toPence(value: string | number): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return Number.NaN
    // Going through the decimal text avoids binary surprises such as 1.005 * 100 = 100.49999...
    if (Math.abs(value) < 1e15) return Math.sign(value) * toPence(String(Math.abs(value)))
    return Math.round(value * 100)
  }
  const match = /^(\d*)(?:\.(\d*))?/.exec(value.replace(/[^\d.]/g, ''))
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (whole === '' && fraction === '') return Number.NaN
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0
  return Number(whole || '0') * 100 + Number(`${fraction}00`.slice(0, 2)) + roundUp
}

/** Two-decimal wire form of a pence amount; '0.00' for a non-number so the wire shape always holds. */
export function toMoneyString(pence: number): string {
  if (!Number.isFinite(pence)) return '0.00'
  const rounded = Math.round(pence)
  const abs = Math.abs(rounded)
  const sign = rounded < 0 ? '-' : ''
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** '£1,299.00', or '£1,299' with decimals off (rounded to the nearest pound). Empty for a non-number. */
export function formatPounds(pence: number, options: { decimals?: boolean } = {}): string {
  if (!Number.isFinite(pence)) return ''
  const rounded = Math.round(pence)
  const abs = Math.abs(rounded)
  const sign = rounded < 0 ? '-' : ''
  if (options.decimals === false) return `${sign}£${groupThousands(Math.floor((abs + 50) / 100))}`
  return `${sign}£${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}

/** The price a visitor pays, in pence: a discount counts only when it is above zero and below the full price. */
export function displayPence(option: { price: string; discountedPrice: string | null }): number {
  const price = toPence(option.price)
  const discounted = option.discountedPrice == null ? Number.NaN : toPence(option.discountedPrice)
  return discounted > 0 && !(discounted >= price) ? discounted : price
}

/** The price a visitor pays, as the wire writes money ('999.00'). */
export function displayPrice(option: { price: string; discountedPrice: string | null }): string {
  return toMoneyString(displayPence(option))
}

/** Price per person times travelers; '0.00' when the price or the number of travelers cannot be used. */
export function reservationTotal(pricePerPerson: string, travelers: number): string {
  const pence = toPence(pricePerPerson)
  if (!Number.isInteger(travelers) || travelers < 0) return '0.00'
  return toMoneyString(pence * travelers)
}

/** Whole percent saved, e.g. 1299 down to 999 is 23; 0 when there is no real reduction. */
export function discountPercent(original: string, reduced: string): number {
  const from = toPence(original)
  const to = toPence(reduced)
  if (!(from > 0) || !(to >= 0) || to >= from) return 0
  return Math.round(((from - to) * 100) / from)
}
