import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { labels } from '@dz/content';
import { API, formatDuration } from '@dz/contracts';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { apiClinics, apiServices } from '../../support/units';

const pdfText = (pdf: Buffer) => {
  const run = spawnSync('pdftotext', ['-', '-'], { input: pdf });
  if (run.error) throw new Error(`pdftotext missing (apt-get install poppler-utils): ${run.error.message}`);
  return run.stdout.toString('utf8').replace(/\s+/g, ' ');
};

async function download(page: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return [file, await readFile((await file.path())!)];
}

test.describe('downloads', () => {
  test('the clinic audio guides: 27 cards with their lengths, one plays in the page and downloads as an MP3', async ({ page, request }) => {
    const clinicAudioGuides = (await apiClinics(request)).flatMap((c) => (c.audio ? [{ ...c.audio, title: c.title }] : []));
    const fetched: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('.mp3') && fetched.push(r.url())));
    await page.goto('/ambulante-audio');
    await expect(page.locator('audio')).toHaveCount(clinicAudioGuides.length);
    // Each card says how long its guide plays, from the content: no player fetches its MP3 for that.
    await expect(page.locator('.audio-length')).toHaveText(clinicAudioGuides.map((g) => `${labels.duration}: ${formatDuration(g.seconds)}`));
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    const first = clinicAudioGuides[0]!;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
    // The browser reads the file's length: it is a real, playable MP3.
    const seconds = await card.locator('audio').evaluate(
      (a: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          a.addEventListener('loadedmetadata', () => resolve(a.duration), { once: true });
          a.addEventListener('error', () => reject(new Error(`audio error ${a.error?.code}`)), { once: true });
          a.load();
        }),
    );
    expect(seconds).toBeGreaterThan(3);
    expect(Math.round(seconds)).toBe(first.seconds);

    const [file, bytes] = await download(page, () => card.getByRole('link', { name: `${labels.downloadMp3}: ${first.title}` }).click());
    expect(file.suggestedFilename()).toMatch(/\.mp3$/);
    const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
    const sync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
    expect(id3 || sync).toBe(true);
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  test('the service audio guides: 19 cards', async ({ page, request }) => {
    const serviceAudioGuides = (await apiServices(request)).filter((s) => s.audio);
    await page.goto('/sluzbe-audio');
    await expect(page.locator('audio')).toHaveCount(serviceAudioGuides.length);
  });

  test('the phonebook PDF from the footer lists the clinics’ phones', async ({ page, request }) => {
    const clinics = await apiClinics(request);
    await page.goto('/');
    const link = page.getByRole('contentinfo').locator(`a[href="${API.phonebook}"]`);
    const [, bytes] = await download(page, () => link.click());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(clinics[0]!.phones[0]);
    expect(text).toContain(`${clinics[4]!.id}. ${clinics[4]!.name}`);
  });

  test('the candidates’ application form downloads from Oglasi i Odluke', async ({ page }) => {
    await page.goto('/oglasi');
    const [, bytes] = await download(page, () => page.getByRole('link', { name: /^Obrazac prijave na javni oglas/ }).click());
    expect(pdfText(bytes)).toContain('Prijava na javni oglas');
  });
});
