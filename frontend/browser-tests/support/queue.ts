import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import type { ProductInfo } from './product';

/** The BullMQ queue the product's translation jobs go through (backend/src/translations/translation-jobs.ts). */
const TRANSLATIONS_QUEUE = 'translations';

/**
 * The Redis of the product's queues: REDIS_URL, else its embedded redis-server, found as the redis-server process
 * working in VAR_DIR/redis (redis-server runs in its --dir and titles itself "redis-server host:port").
 */
function productRedisUrl(product: ProductInfo): string {
  if (product.env.REDIS_URL) return product.env.REDIS_URL;
  const dataDir = join(product.varDir, 'redis');
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (realpathSync(`/proc/${pid}/cwd`) !== realpathSync(dataDir)) continue;
      const title = /^redis-server (\S+:\d+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      if (title) return `redis://${title[1]}`;
    } catch {
      // gone, or not ours to look at
    }
  }
  throw new Error(`no redis-server running in ${dataDir}`);
}

/**
 * Holds the product's translation workers, as a busy queue would: while held, paid orders wait "In queue". With the
 * default engine a short document is translated in about a second, so a test that wants to see the queued state
 * on /home holds the queue while paying and releases it once it has looked.
 */
export async function holdTranslationQueue(product: ProductInfo): Promise<{ release(): Promise<void> }> {
  const url = new URL(productRedisUrl(product));
  const queue = new Queue(TRANSLATIONS_QUEUE, {
    prefix: product.env.QUEUE_PREFIX ?? process.env.QUEUE_PREFIX ?? 'pt',
    connection: { host: url.hostname, port: Number(url.port || 6379), password: url.password || undefined, maxRetriesPerRequest: null },
  });
  await queue.pause();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      try {
        await queue.resume();
      } finally {
        await queue.close();
      }
    },
  };
}
