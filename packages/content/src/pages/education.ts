import { contact, h, links, p, ul } from '../blocks.js';
import { staticDocLink } from '../staticDocs.js';
import type { PageContent } from '../types.js';
import { educationCentre } from './educationCentre.js';

/**
 * /edukacija intro: the eight collapsible sections of docs/product.md "Screens", above the paged list.
 * The section titles are the spec's; their text is sample content (README).
 */
const centre = [h('Kontakt Centra za edukaciju kadrova'), contact(educationCentre)];

export const educationIntro: PageContent = {
  sections: [
    {
      id: 'istrazivanja',
      title: 'Istraživanja u ustanovi',
      blocks: [
        p('Istraživanja u Domu zdravlja mogu provoditi zaposlenici, studenti i vanjski istraživači, uz odobrenje Etičkog komiteta i saglasnost šefa službe u kojoj se istraživanje provodi.'),
        ul('Zahtjev se podnosi Centru za edukaciju kadrova najmanje 30 dana prije početka istraživanja.', 'Uz zahtjev se prilažu protokol istraživanja i obrazac informisanog pristanka.', 'Podaci o pacijentima koriste se isključivo anonimizirani.'),
        links(staticDocLink('zahtjev-za-istrazivanje')),
        ...centre,
      ],
    },
    {
      id: 'praksa',
      title: 'Stručna ili ferijalna praksa',
      blocks: [
        p('Učenici srednjih medicinskih škola i studenti zdravstvenih fakulteta mogu obaviti stručnu ili ferijalnu praksu u ambulantama i službama Doma zdravlja, uz mentora iz reda zaposlenih.'),
        links(staticDocLink('zahtjev-za-praksu')),
        ...centre,
      ],
    },
    {
      id: 'staz',
      title: 'Pripravnički staž',
      blocks: [
        p('Pripravnički staž doktora medicine, doktora stomatologije, magistara farmacije i medicinskih sestara-tehničara obavlja se prema planu i programu koji propisuje Federalno ministarstvo zdravstva, uz imenovanog mentora.'),
        links(staticDocLink('zahtjev-za-pripravnicki-staz')),
        ...centre,
      ],
    },
    {
      id: 'farmaceutske-kuce',
      title: 'Farmaceutske kuće i udruženja',
      blocks: [
        p('Stručni sastanci i predavanja farmaceutskih kuća i stručnih udruženja organizuju se isključivo preko Centra za edukaciju kadrova, u terminima koji ne ometaju rad sa pacijentima.'),
        links(staticDocLink('prijava-strucnog-sastanka')),
        ...centre,
      ],
    },
    {
      id: 'klinicke-vodilje',
      title: 'Kliničke vodilje i materijali',
      blocks: [
        p('U radu se primjenjuju kliničke vodilje Agencije za kvalitet i akreditaciju u zdravstvu u Federaciji Bosne i Hercegovine (AKAZ) i smjernice stručnih udruženja. Štampani primjerci dostupni su u Centru i u svakoj službi.'),
        ul('Arterijska hipertenzija', 'Dijabetes melitus tip 2', 'Astma i hronična opstruktivna bolest pluća', 'Depresija i anksiozni poremećaji', 'Prevencija kardiovaskularnih bolesti', 'Racionalna primjena antibiotika'),
      ],
    },
    {
      id: 'sop-sestrinstvo',
      title: 'Standardne operativne procedure za sestrinsku njegu',
      blocks: [
        p('Standardne operativne procedure (SOP) opisuju korak po korak postupke zdravstvene njege, tako da ih svi zaposleni izvode na isti, siguran način.'),
        ul('Higijena ruku', 'Priprema i primjena parenteralne terapije', 'Vađenje venske krvi', 'Previjanje rane', 'Mjerenje krvnog pritiska', 'Primjena kisika', 'Čuvanje vakcina i hladni lanac', 'Postupak nakon ubodnog incidenta', 'Razvrstavanje i zbrinjavanje medicinskog otpada'),
      ],
    },
    {
      id: 'standardi-kvaliteta',
      title: 'Standardi kvaliteta i sigurnosti',
      blocks: [
        p('Dom zdravlja primjenjuje standarde sigurnosti i kvaliteta AKAZ-a za ustanove primarne zdravstvene zaštite. Njihovu primjenu prati Komisija za kvalitet.'),
        ul('Sigurnost pacijenata i prijava neželjenih događaja', 'Prevencija i kontrola infekcija', 'Upravljanje rizicima', 'Prava pacijenata i postupanje po prigovorima', 'Praćenje indikatora kvaliteta'),
      ],
    },
    {
      id: 'klinicki-putevi',
      title: 'Klinički putevi',
      blocks: [
        p('Klinički putevi opisuju tok zbrinjavanja pacijenta sa određenim stanjem kroz ambulante i službe Doma zdravlja i prema bolnici.'),
        ul('Pacijent sa bolom u grudima', 'Sumnja na moždani udar', 'Dijabetičko stopalo', 'Praćenje trudnoće niskog rizika', 'Dijete sa povišenom temperaturom'),
      ],
    },
  ],
};
