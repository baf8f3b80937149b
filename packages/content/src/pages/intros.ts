import type { IntroName } from '@dz/contracts';
import { libraryIntro } from '../library.js';
import type { PageContent } from '../types.js';
import { centreLawsIntro } from '../centreLaws/index.js';
import { educationIntro } from './education.js';
import { adsIntro } from './ads.js';

/** The content above a document list, by the name a registry entry gives in `intro`: one for every name. */
export const documentIntros: Record<IntroName, PageContent> = {
  education: educationIntro,
  centreLaws: centreLawsIntro,
  library: libraryIntro,
  ads: adsIntro,
};
