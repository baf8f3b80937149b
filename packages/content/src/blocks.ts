import type { Block, Contact, LinkItem, Person } from './types.js';

/** Short constructors so content modules read like text, not like object literals. */
export const p = (text: string): Block => ({ type: 'paragraph', text });
export const h = (text: string): Block => ({ type: 'heading', text });
export const ul = (...items: string[]): Block => ({ type: 'list', items });
export const ol = (...items: string[]): Block => ({ type: 'list', items, ordered: true });
export const links = (...items: LinkItem[]): Block => ({ type: 'links', items });
export const people = (caption: string, ...items: Person[]): Block => ({ type: 'people', caption, items });
export const contact = (c: Contact): Block => ({ type: 'contact', contact: c });
export const terms = (items: { term: string; text: string }[]): Block => ({ type: 'terms', items });
export const notice = (text: string): Block => ({ type: 'notice', text });
export const person = (role: string, name: string): Person => ({ role, name });
