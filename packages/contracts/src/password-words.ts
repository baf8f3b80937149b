/**
 * Words a Bosnian, Croatian or Serbian speaker reaches for first when a password is asked (zxcvbn's own lists are
 * English and international): an extra dictionary for password-estimator.ts, most guessable first (the rank is
 * the position). Written with diacritics; `withoutDiacritics` adds each one as typed on a keyboard without them
 * (č, ć → c; đ → dj and d; š → s; ž → z). Loaded only with the estimator, never with the rest of contracts.
 */
const SITE = `lozinka šifra admin administrator dom zdravlja domzdravlja zdravlje ambulanta ambulante doktor doktorica
  doktorka ljekar lijekar liječnik ljekarna apoteka bolnica klinika pacijent sestra medicinska tehničar zdravstvo
  ordinacija pedijatrija stomatologija stomatolog zubar ginekologija hitna pomoć osoblje korisnik prijava odjava
  uprava direktor ured recepcija laboratorija laboratorij vakcina karton nalog lozinke tajna tajno sigurna sigurnost
  novosti vijesti zakon zakoni edukacija oglas oglasi dokument informacija biblioteka brošura nabavka osiguranik
  prava uputnica recept termin pregled`;

const PLACES = `sarajevo bosna hercegovina bih mostar tuzla zenica banjaluka bihać travnik konjic goražde visoko kakanj
  cazin brčko trebinje foča jajce bugojno livno gradačac srebrenik lukavac živinice maglaj tešanj zavidovići
  ilidža vogošća hadžići ilijaš stari grad novi centar baščaršija igman bjelašnica jahorina trebević neretva miljacka
  drina una sava zagreb beograd split rijeka osijek zadar dubrovnik novisad niš podgorica skoplje ljubljana`;

const MONTHS_DAYS = `januar februar mart april maj juni juli august avgust septembar oktobar novembar decembar jun jul
  siječanj veljača ožujak travanj svibanj lipanj srpanj kolovoz rujan listopad studeni prosinac
  ponedjeljak ponedeljak utorak srijeda sreda četvrtak petak subota nedjelja nedelja
  proljeće ljeto jesen zima jutro dan noć večer podne ponoć danas sutra jučer`;

const WORDS = `ljubav volim volimte tebe sreća sretno srećno srce duša mama tata majka otac sin kćerka brat sestra
  baba djed nana dedo beba dijete porodica familija prijatelj drug drugarica kuća dom domovina grad selo more sunce
  mjesec zvijezda nebo zemlja voda vatra zrak cvijet ruža ljiljan pas mačka maca konj vuk medo lav orao golub
  zdravo ćao hej hvala molim izvoli dobro loše lijepo lijepa lepa super bravo ok može neće ništa sve nešto
  bog allah inšallah mašallah elhamdulillah selam merhaba bismillah amin isus marija
  jedan dva tri četiri pet šest sedam osam devet deset sto hiljadu milion prvi drugi treći
  život zivot smrt pobjeda sloboda mir rat pobjednik kralj kraljica princeza princ heroj zmaj anđeo đavo
  ljepota istina nada vjera vječno uvijek nikad zauvijek samo moj moja moje naš naša tvoj tvoja
  nova novi novo stara stari staro velika veliki mala mali dugačka dugacka duga kratka jaka jak slaba
  kafa kahva čaj pita burek ćevapi sarma baklava čokolada pivo rakija
  fudbal nogomet košarka rukomet tenis lopta gol navijač
  željo želja fksarajevo velež borac zrinjski čelik sloboda široki dinamo hajduk zvezda partizan
  kompjuter računar telefon mobitel internet igrica qwertz qwerty asdf`;

const FIRST_NAMES = `amar amra emina lejla adnan alen almir amel amela amina armin belma dino edin emir emin ena faruk
  haris harun ibrahim imran jasmin jasmina kenan lamija merima mirza muhamed mehmed nermin nermina nedim nihad samir
  sanela selma senad senada tarik zlatan zlatko azra aida ajla alma aldin anel asmir benjamin dženana dženan džana
  edina elma elvir enes ermin esma hana hamza ismar kerim lana maja marko ivan ana ivana petar nikola stefan milan
  dragan goran zoran jelena marija mirjana snežana vesna sanja dejan nenad vedran damir davor mario josip ante luka
  filip sara mia nina tea iva dora amila ajdin adin aldina alija asim avdo azra bakir dženan emir fatima fikret
  hasan husein hajrudin hamid hamdija halid ismet izet jasna kemal mersiha midhat muhamed mustafa nejra nur omer
  osman refik safet salih sead sejla semir sumeja šejla šemsa vahid zehra zijad zineta zumra merjem inaya`;

const SURNAMES = `hodžić hadžić begić kovačević delić mehić hasanović husić imamović jusić alić omerović salihović
  suljić šehić softić mujić ibrahimović karić halilović muratović osmanović smajić avdić bajrić ćatić dedić džafić
  hrnjić mešić mustafić palić ramić selimović tahirović zukić hadžiahmetović hodžić bešlić čaušević džeko pjanić
  horvat kovač babić marić jurić novak knežević petrović jovanović nikolić marković đorđević stojanović ilić
  pavlović popović kovačić mandić tomić perić pašić hasić mahmutović hamzić kurtović bećirović`;

/** The letters keyboards without Bosnian letters stand in for, the way people type them. */
const FOLDS: [RegExp, string][] = [[/[čć]/g, 'c'], [/š/g, 's'], [/ž/g, 'z']];

/** A word as typed without diacritics; đ both as 'dj' and as 'd'. */
export function withoutDiacritics(word: string): string[] {
  const folded = FOLDS.reduce((w, [from, to]) => w.replace(from, to), word);
  return folded.includes('đ') ? [folded.replace(/đ/g, 'dj'), folded.replace(/đ/g, 'd')] : [folded];
}

/** The dictionary, each word once, in rank order (site words first: they are what an attacker of this site tries first). */
export function bosnianWords(): string[] {
  const words = [SITE, PLACES, MONTHS_DAYS, WORDS, FIRST_NAMES, SURNAMES].flatMap((list) => list.split(/\s+/).filter(Boolean));
  return [...new Set(words.flatMap((w) => [w, ...withoutDiacritics(w)]))];
}
