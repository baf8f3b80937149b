import { ROUTES } from '@dz/contracts';

/**
 * Home page text. A local stand-in until @dz/content exports `aboutSummary` and
 * `homeInfoBoxes` (the static pages' engineer owns the wording); then import those instead.
 */
export interface InfoBox {
  title: string;
  text: string;
  to: string;
}

export const homeInfoBoxes: readonly InfoBox[] = [
  {
    title: 'Edukacijski centar',
    text: 'Kontinuirana edukacija, stažiranje, praksa, istraživanja, zakoni i biblioteka za zdravstvene radnike.',
    to: ROUTES.centar,
  },
  {
    title: 'Informacije za pacijente',
    text: 'Predavanja i brošure o zdravlju, prevenciji bolesti i pravima pacijenata.',
    to: ROUTES.info,
  },
];

export const aboutSummary = {
  lead: 'Primarna zdravstvena zaštita za oko 50.000 stanovnika.',
  paragraphs: [
    'JU Dom zdravlja pruža porodičnu medicinu, zdravstvenu zaštitu djece i žena, hitnu pomoć, stomatologiju, laboratorijsku i radiološku dijagnostiku te patronažu u gradu i prigradskim naseljima.',
    'Ustanova je u vlasništvu kantonalne vlade i radi kroz mrežu ambulanti porodične medicine i službi.',
  ],
};
