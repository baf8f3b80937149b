import { DOCUMENT_TYPES } from './registry.js';

/** Web routes of SPEC §2 that are not driven by the document registry. */
export const ROUTES = {
  home: '/',
  education: '/edukacija',
  info: '/info',
  centar: '/centar',
  onamaDetalji: '/onama-detalji',
  onama: '/o-nama',
  onamaDetalji2: '/o-nama-detalji',
  novosti: '/novosti',
  login: '/login',
  register: '/register',
  accounts: '/nalozi',
  ambulante: '/ambulante',
  sluzbe: '/sluzbe',
  ambulanteAudio: '/ambulante-audio',
  sluzbeAudio: '/sluzbe-audio',
  misija: '/misija-vizija',
  novostDetail: (id: number | string) => `/novost-detalj/${id}`,
  ambulantaDetail: (id: number | string) => `/ambulante-details/${id}`,
  novostCreate: '/novost-details',
  novostEdit: (id: number | string) => `/novost-update/${id}`,
  loginDetails: '/login-details',
} as const;

/** Every public route without a parameter, for smoke and accessibility tests. */
export const PUBLIC_PATHS: readonly string[] = [...new Set([
  ROUTES.home, ROUTES.education, ROUTES.info, ROUTES.centar, ROUTES.onamaDetalji, ROUTES.onama,
  ROUTES.onamaDetalji2, ROUTES.novosti, ROUTES.login, ROUTES.ambulante, ROUTES.sluzbe,
  ROUTES.ambulanteAudio, ROUTES.sluzbeAudio, ROUTES.misija,
  ...DOCUMENT_TYPES.map((t) => t.listPath),
])];
