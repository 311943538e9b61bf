/**
 * Where the engine's runners report what goes wrong outside a document (a spare process that would not start, a
 * parser that died without an answer): an object with details first, then the sentence, as pino and Nest's Logger
 * under nestjs-pino take them (the backend passes a Nest Logger). The default writes to the console.
 */
export interface DocumentLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const CONSOLE_LOGGER: DocumentLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
