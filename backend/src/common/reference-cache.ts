/**
 * Answers read once and kept for the life of the process, per key (the language of the labels): reference data that
 * only a deployment changes (countries and regions, target languages, future products). A failed read is not kept,
 * so the next request tries again. `clear()` is for a change made through the API, where one exists.
 */
export class ReferenceCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();

  get(key: K, load: () => Promise<V>): Promise<V> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = load();
      this.entries.set(key, entry);
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * How long browsers and proxies may reuse reference data without asking again; after that they revalidate with the
 * ETag (Express's, from the body) and get a 304 while nothing changed. Varies with Accept-Language (labels).
 */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';
