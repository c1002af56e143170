type Limits<V> = {
  maxEntries: number
  maxBytes: number
  /** The share of the entries and of the bytes that the protected segment may hold. */
  protectedShare: number
  sizeOf: (value: V) => number
}

/** Least recently used first: a Map iterates in insertion order, and a use re-inserts. */
class Segment<V> {
  readonly entries = new Map<string, V>()
  bytes = 0

  constructor(private readonly sizeOf: (value: V) => number) {}

  add(key: string, value: V) {
    this.entries.set(key, value)
    this.bytes += this.sizeOf(value)
  }

  take(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    this.entries.delete(key)
    this.bytes -= this.sizeOf(value)
    return value
  }

  oldest(): string | undefined {
    return this.entries.keys().next().value
  }
}

/**
 * A segmented LRU (SLRU): a key enters on probation and is protected once it is asked for again. When room
 * is needed, probation gives way first, so a flood of keys each asked for once (a crawler, or an attacker
 * varying a parameter) churns probation and never evicts the pages visitors keep asking for.
 */
export class SegmentedLru<V> {
  private readonly probation: Segment<V>
  private readonly protected: Segment<V>

  constructor(private readonly limits: Limits<V>) {
    this.probation = new Segment(limits.sizeOf)
    this.protected = new Segment(limits.sizeOf)
  }

  /** The value, counting the ask: a second ask protects it. */
  get(key: string): V | undefined {
    const kept = this.protected.take(key)
    if (kept !== undefined) {
      this.protected.add(key, kept)
      return kept
    }
    const trial = this.probation.take(key)
    if (trial === undefined) return undefined
    this.protected.add(key, trial)
    this.shrinkProtected()
    return trial
  }

  /** Stores a value; a protected key stays protected when its value is renewed. */
  set(key: string, value: V) {
    const segment = this.protected.entries.has(key) ? this.protected : this.probation
    this.protected.take(key)
    this.probation.take(key)
    segment.add(key, value)
    this.shrinkProtected()
    this.evict()
  }

  clear() {
    for (const segment of [this.probation, this.protected]) {
      segment.entries.clear()
      segment.bytes = 0
    }
  }

  get size() {
    return this.probation.entries.size + this.protected.entries.size
  }

  /** Past its share, the protected segment's least recently used go back on probation. */
  private shrinkProtected() {
    const { maxEntries, maxBytes, protectedShare } = this.limits
    const maxProtected = Math.max(1, Math.floor(maxEntries * protectedShare))
    while (this.protected.entries.size > maxProtected || this.protected.bytes > maxBytes * protectedShare) {
      const key = this.protected.oldest()
      const value = key === undefined ? undefined : this.protected.take(key)
      if (key === undefined || value === undefined) return
      this.probation.add(key, value)
    }
  }

  /** Over either limit, the least recently used on probation go first, then the protected ones. */
  private evict() {
    const { maxEntries, maxBytes } = this.limits
    while (this.size > maxEntries || this.probation.bytes + this.protected.bytes > maxBytes) {
      const key = this.probation.oldest() ?? this.protected.oldest()
      if (key === undefined) return
      this.probation.take(key) ?? this.protected.take(key)
    }
  }
}
