import { WEB_UI, documentTypeByKind } from '@dz/contracts';
import { test, expect } from '../support/fixtures';
import { makePdf } from '../support/files';

const predavanje = documentTypeByKind('INFORMACIJA');

test('a slow upload shows its progress and can be cancelled', async ({ staffPage: page }) => {
  await page.goto(predavanje.createPath);
  // A 3 MB PDF over a 256 KB/s uplink takes about 12 s: long enough to watch and stop.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  const big = Buffer.concat([makePdf('velik'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);

  await page.getByLabel(predavanje.createLabel).fill('Predavanje koje se ne šalje');
  await page.getByLabel(WEB_UI.pdfLabel).setInputFiles({ name: 'velik.pdf', mimeType: 'application/pdf', buffer: big });
  await page.getByRole('button', { name: predavanje.createButton }).click();

  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  // Its own bound, below the config's: seen part-way well before the 12 s the whole upload takes, or not at all.
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0.05);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(1);
  await page.getByRole('button', { name: WEB_UI.cancelUpload }).click();

  await expect(page.getByText(WEB_UI.uploadCancelled)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page).toHaveURL(predavanje.createPath);
  await expect(page.getByRole('button', { name: predavanje.createButton })).toBeEnabled();

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto(predavanje.listPath);
  await expect(page.getByText('Predavanje koje se ne šalje')).toHaveCount(0);
});
