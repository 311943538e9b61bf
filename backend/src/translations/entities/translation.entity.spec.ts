import { OUTPUT_FORMATS as SHARED_OUTPUT_FORMATS } from '@pt/libs/output-formats';
import { OUTPUT_FORMATS } from './translation.entity';

describe('Translation entity', () => {
  it('stores exactly the output formats the browser offers', () => {
    expect([...OUTPUT_FORMATS]).toEqual([...SHARED_OUTPUT_FORMATS]);
  });
});
