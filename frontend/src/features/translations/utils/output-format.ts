import { OUTPUT_FORMATS, type OutputFormat } from '@pt/libs/output-formats';

/** The output formats the server makes; the wizard also offers "same-as-original", which is sent as no format. */
export { OUTPUT_FORMATS, type OutputFormat };
export const SAME_AS_ORIGINAL = 'same-as-original';
export type OutputFormatChoice = OutputFormat | typeof SAME_AS_ORIGINAL;
