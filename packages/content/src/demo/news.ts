/**
 * Demo news for the first start (sample data, README): the seed draws a simple image
 * from `imageLabel` on `imageColor` (contrast with white text ≥ 4.5:1). Facts quoted
 * (phones, hours) are those the clinics and services were seeded with (migration
 * 20261123190957_units); a news item is a text of its day and does not follow later edits.
 */
export interface DemoNews {
  naslov: string;
  opis: string;
  imageLabel: string;
  imageColor: string;
}

const zalik = { title: 'Zalik', phone: '036 580 216' };
const emergency = { title: 'Služba hitne medicinske pomoći', phone: '124' };
const lab = { title: 'Služba za laboratorijsku dijagnostiku' };
const para = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const demoNews: DemoNews[] = [
  {
    naslov: 'Počela sezonska vakcinacija protiv gripe',
    imageLabel: 'Vakcinacija',
    imageColor: '#1f6f5c',
    opis: para(
      'Vakcinacija protiv sezonske gripe počela je u svim ambulantama porodične medicine. Vakcina je besplatna za osobe starije od 65 godina, hronične bolesnike, trudnice i zdravstvene radnike.',
      'Vakcinisati se mogu i ostali građani, uz prethodni dogovor sa svojim ljekarom porodične medicine. Preporučuje se vakcinacija prije početka sezone gripe, jer je za stvaranje zaštite potrebno oko dvije sedmice.',
      'Za termin se javite telefonom u svoju ambulantu. Osobe sa povišenom temperaturom ne vakcinišu se dok se ne oporave.',
    ),
  },
  {
    naslov: `Ambulanta porodične medicine ${zalik.title} radi u dvije smjene`,
    imageLabel: 'Radno vrijeme',
    imageColor: '#2b5c8a',
    opis: para(
      `Od ponedjeljka ambulanta porodične medicine ${zalik.title} radi u dvije smjene, koje se izmjenjuju svake sedmice, a subotom od 07:00 do 12:00.`,
      'Produženo radno vrijeme uvedeno je na prijedlog pacijenata koji rade u prvoj smjeni i do sada nisu mogli doći na kontrolne preglede bez odsustva s posla.',
      `Termine je moguće zakazati na telefon ${zalik.phone}.`,
    ),
  },
  {
    naslov: 'Oktobar – mjesec borbe protiv raka dojke',
    imageLabel: 'Prevencija',
    imageColor: '#8a2b5c',
    opis: para(
      'Tokom oktobra Služba za zdravstvenu zaštitu žena organizuje preventivne preglede dojke i savjetovanje o samopregledu, bez uputnice.',
      'Rano otkriven rak dojke u velikoj većini slučajeva uspješno se liječi. Žene starije od 40 godina trebale bi redovno obavljati preglede prema preporuci ljekara.',
      'Pregledi se zakazuju telefonom, radnim danima od 07:00 do 15:00.',
    ),
  },
  {
    naslov: 'Kurs osnovnog održavanja života za zaposlene',
    imageLabel: 'Edukacija',
    imageColor: '#5c4a1f',
    opis: para(
      'Centar za edukaciju kadrova organizuje kurs osnovnog održavanja života i upotrebe automatskog vanjskog defibrilatora za medicinske sestre-tehničare i doktore porodične medicine.',
      `Kurs vode instruktori iz službe hitne medicinske pomoći (${emergency.title}). Nastava je praktična, u malim grupama, na lutkama za vježbu.`,
      'Prijave primaju šefovi službi, a raspored grupa bit će objavljen u rubrici Novosti i Najave Edukacijskog centra.',
    ),
  },
  {
    naslov: 'Novi ultrazvučni aparat u radiološkoj dijagnostici',
    imageLabel: 'Dijagnostika',
    imageColor: '#3d3d8a',
    opis: para(
      'Služba za radiološku dijagnostiku dobila je novi ultrazvučni aparat, čime se skraćuje čekanje na pregled abdomena, štitne žlijezde i dojke.',
      'Pregledi se obavljaju uz uputnicu ljekara porodične medicine ili specijaliste. Pacijent na pregled abdomena dolazi natašte.',
    ),
  },
  {
    naslov: 'Vađenje krvi bez čekanja: novi raspored u laboratoriji',
    imageLabel: 'Laboratorija',
    imageColor: '#6b2e1f',
    opis: para(
      `${lab.title} uvodi raspored po kojem pacijenti sa zakazanim terminom imaju prednost od 07:00 do 08:00, a ostali pacijenti dolaze od 08:00 do 10:00.`,
      'Na vađenje krvi dolazi se natašte, uz uputnicu i zdravstvenu knjižicu. Nalazi se preuzimaju lično ili ih ljekar vidi u elektronskom kartonu.',
    ),
  },
  {
    naslov: 'Rad ambulanti za vrijeme praznika',
    imageLabel: 'Obavještenje',
    imageColor: '#2f4f4f',
    opis: para(
      'Za vrijeme državnih i vjerskih praznika ambulante porodične medicine ne rade, osim dežurnih ambulanti čiji će raspored biti objavljen na ovoj stranici i na ulazima u ambulante.',
      `Služba hitne medicinske pomoći radi svaki dan 24 sata, na telefon ${emergency.phone}.`,
    ),
  },
  {
    naslov: 'Savjeti za vrijeme toplotnog talasa',
    imageLabel: 'Savjeti',
    imageColor: '#7a4b00',
    opis: para(
      'Za vrijeme visokih temperatura izbjegavajte boravak na suncu između 11 i 17 sati, pijte dovoljno vode i nosite laganu, svijetlu odjeću.',
      'Posebno su ugroženi stariji, mala djeca i hronični bolesnici. Provjerite kako su vaši stariji susjedi i rodbina.',
      'Znakovi toplotnog udara su glavobolja, mučnina, ubrzan rad srca i zbunjenost. U tom slučaju odmah pozovite hitnu pomoć.',
    ),
  },
];
