/**
 * Jobs waiting for one scarce worker, taken in turn by owner (round robin), with a cap per owner
 * and in all: one chart asked for at a hundred sizes waits behind, not ahead of, every other
 * chart's image, and what is over the caps is refused at once rather than left to time out.
 */
export class FairQueue<T> {
  readonly #byOwner = new Map<string, T[]>();
  #size = 0;

  constructor(readonly limits: { perOwner: number; total: number }) {}

  get size(): number {
    return this.#size;
  }

  /** Queues the job; false when its owner, or the queue, is full. */
  push(owner: string, job: T): boolean {
    const jobs = this.#byOwner.get(owner) ?? [];
    if (jobs.length >= this.limits.perOwner || this.#size >= this.limits.total) return false;
    jobs.push(job);
    this.#byOwner.set(owner, jobs);
    this.#size++;
    return true;
  }

  /** Takes a job out before its turn (it waited too long); false when it is no longer queued. */
  remove(owner: string, job: T): boolean {
    const jobs = this.#byOwner.get(owner);
    const at = jobs?.indexOf(job) ?? -1;
    if (at < 0) return false;
    jobs!.splice(at, 1);
    this.#size--;
    if (jobs!.length === 0) this.#byOwner.delete(owner);
    return true;
  }

  /** The next job: the oldest of the owner whose turn it is, who then goes to the back. */
  take(): T | undefined {
    const next = this.#byOwner.entries().next();
    if (next.done) return undefined;
    const [owner, jobs] = next.value;
    const job = jobs.shift()!;
    this.#size--;
    // A Map keeps insertion order: deleting and setting again sends this owner to the back.
    this.#byOwner.delete(owner);
    if (jobs.length > 0) this.#byOwner.set(owner, jobs);
    return job;
  }
}
