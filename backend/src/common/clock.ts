import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The current time, injected so that rules about time (expiry of unpaid orders, retention, signed links) can be
 * tested without waiting: tests take the app's Clock and stub `now`.
 */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** Provides the one Clock of the app (global, so every module reads the same time). */
@Global()
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }],
  exports: [Clock],
})
export class ClockModule {}
