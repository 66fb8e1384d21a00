/** A small least-recently-used cache bounded by the total size of its values. */
export class LruCache<V> {
  #entries = new Map<string, { value: V; size: number }>();
  #total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value without marking it used: for hot paths, where the reordering costs more than it gives. */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.#entries.set(key, { value, size });
    this.#total += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#total -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#total -= entry.size;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
