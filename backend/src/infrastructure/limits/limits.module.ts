import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.js';

/** Per-identity budgets shared by every process (RateLimiter); global, so any module can inject it. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class LimitsModule {}
