/**
 * A small least-recently-used cache bounded by the total size of its values. The order is a linked
 * list beside the map: evicting through a Map's own insertion order walks every deleted entry still
 * at its head, 21 µs a set at 20,000 entries here, a tenth of a miss's whole cost (docs/PERFORMANCE.md).
 */
interface Node<V> {
  key: string;
  value: V;
  size: number;
  newer: Node<V> | null;
  older: Node<V> | null;
}

export class LruCache<V> {
  #entries = new Map<string, Node<V>>();
  #newest: Node<V> | null = null;
  #oldest: Node<V> | null = null;
  #total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const node = this.#entries.get(key);
    if (!node) return undefined;
    this.#unlink(node);
    this.#pushNewest(node);
    return node.value;
  }

  /** The value without marking it used: for hot paths, where the reordering costs more than it gives. */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    const node: Node<V> = { key, value, size, newer: null, older: null };
    this.#entries.set(key, node);
    this.#pushNewest(node);
    this.#total += size;
    while (this.#total > this.maxSize && this.#oldest) this.delete(this.#oldest.key);
  }

  delete(key: string): void {
    const node = this.#entries.get(key);
    if (!node) return;
    this.#entries.delete(key);
    this.#unlink(node);
    this.#total -= node.size;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The total size of the values kept, as `sizeOf` counts it. */
  get bytes(): number {
    return this.#total;
  }

  #pushNewest(node: Node<V>): void {
    node.older = this.#newest;
    node.newer = null;
    if (this.#newest) this.#newest.newer = node;
    this.#newest = node;
    this.#oldest ??= node;
  }

  #unlink(node: Node<V>): void {
    if (node.newer) node.newer.older = node.older;
    else this.#newest = node.older;
    if (node.older) node.older.newer = node.newer;
    else this.#oldest = node.newer;
    node.newer = node.older = null;
  }
}
