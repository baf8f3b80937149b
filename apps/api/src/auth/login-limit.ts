import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { API_ERRORS } from '@dz/contracts';

/**
 * Failed logins are limited per client address and per user name (429 with the Bosnian
 * message). Successful logins do not count, so the right password still gets through
 * until the limit is reached; after the window everything is allowed again.
 */
export function loginLimiter(limit: number, windowSeconds: number): RequestHandler[] {
  const common = {
    windowMs: windowSeconds * 1000,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: ((_req, res) => {
      res.status(429).json({ status: 429, message: API_ERRORS.tooManyLogins });
    }) as RequestHandler,
  };
  const perIp = rateLimit({ ...common, limit: limit * 3, keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}` });
  const perUser = rateLimit({
    ...common,
    limit,
    keyGenerator: (req) => `user:${String(req.body?.username ?? '').trim().toLowerCase()}`,
  });
  return [perIp, perUser];
}
