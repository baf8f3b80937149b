import { Router } from 'express';
import { API_ERRORS, pageAddress } from '@dz/contracts';
import { ValidationError } from '../errors.js';
import { sendItem } from '../http/item-tag.js';
import type { CollectionService } from '../services/collection.js';

/**
 * GET /api/Stranica?path=/o-nama: the page at an address (issue 38), folded as a page's path is stored (/O-Nama,
 * /o-nama/ and /o-nama are one page; an alias, PAGE_ALIASES, is its page's), with its ETag; none: 404. Without `path` the generic list answers (next()).
 * A custom endpoint, not a slot: no other kind is looked up by a field, and the public page loader will call it by name.
 */
export function pageByPathRouter(pages: CollectionService) {
  return Router().get('/', async (req, res, next) => {
    const path = req.query.path;
    if (path === undefined) return next();
    if (typeof path !== 'string' || path === '') throw new ValidationError(API_ERRORS.invalidValue, 'path');
    sendItem(res, await pages.getBy('path', pageAddress(path)));
  });
}
