import { COUNTS } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { serviceIcon } from './assets.js';
import { services } from './services.js';
import { publicAsset } from './test/paths.js';

describe('services (docs/product.md "Screens")', () => {
  it('are 20 flip cards with head, phone, e-mail and hours', () => {
    expect(services).toHaveLength(COUNTS.services);
    expect(services.map((s) => s.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(services.map((s) => s.title)).size).toBe(20);
    for (const s of services) {
      expect(s.head.name, s.title).toBeTruthy();
      expect(s.phone, s.title).toMatch(/^(\d{3}|0\d{2} \d{3} \d{3})$/);
      expect(s.email, s.title).toContain('@');
      expect(s.hours.length, s.title).toBeGreaterThan(0);
      expect(s.description.length, s.title).toBeLessThan(140);
      expect(publicAsset(serviceIcon(s)), s.title).toBeDefined();
    }
  });

  it('include the emergency service, open 00:00–24:00 every day, phone 124', () => {
    const emergency = services.find((s) => s.title === 'Služba hitne medicinske pomoći');
    expect(emergency?.phone).toBe('124');
    expect(emergency?.hours).toEqual([expect.objectContaining({ from: '00:00', to: '24:00', days: expect.stringMatching(/^Svaki dan/) })]);
  });
});
