/**
 * The react-query keys of the public pages that show clinics, services and the frame (footer
 * contacts and notices). The staff screens invalidate them after a save, so the public pages
 * show the change at once; the public pages (features/pages, app/loaders.ts) cache under them.
 */
export const unitKeys = {
  clinics: ['clinics'] as const,
  clinic: (id: number) => ['clinic', id] as const,
  services: ['services'] as const,
  frame: ['frame'] as const,
};
