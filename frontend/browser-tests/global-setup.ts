import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { OUTPUT_DIR, startProduct, type ProductInfo } from './support/product';

declare module 'vitest' {
  export interface ProvidedContext {
    product: ProductInfo;
  }
}

/** Starts the real product once for every browser test (it must be built: the root script builds first). */
export default async function setup(project: TestProject) {
  rmSync(OUTPUT_DIR, { recursive: true, force: true });
  const product = await startProduct();
  project.provide('product', product.info);
  return async () => {
    await product.stop();
  };
}
