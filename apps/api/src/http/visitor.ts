import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * The address of the request being answered (req.ip, so trust proxy is honoured), for what runs on its behalf
 * without the request in hand: the count of searches that found nothing (services/search-misses.ts), asked through
 * the API or by a server-rendered results page alike.
 */
const current = new AsyncLocalStorage<string>();

/** Runs the rest of the request's handling with its address known to visitorAddress(). */
export const withVisitor: RequestHandler = (req, _res, next) => current.run(req.ip ?? '', next);

/** The address of the request under way; '' outside of one. */
export const visitorAddress = () => current.getStore() ?? '';
