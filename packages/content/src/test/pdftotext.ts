import { spawnSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext extracts it (Debian package poppler-utils). */
export function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf });
  if (run.error) throw new Error(`pdftotext is not installed (apt-get install poppler-utils): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  return run.stdout.toString('utf8');
}
