import { MONTHS } from '@dz/contracts';

/**
 * 'KALENDAR ZDRAVLJA' (/zakonEdu, box 6): world and international health days and weeks
 * (WHO and UN days and those of the large international professional bodies), January
 * to December. Days that move with the calendar ("drugi četvrtak u martu") carry the
 * earliest day they can fall on, so the list sorts and checks like the fixed ones.
 */
export interface HealthDay {
  month: number;
  /** Day of the month; for moving days the earliest possible one. */
  day: number;
  name: string;
  /** How to say the date when it is not a fixed day, e.g. 'drugi četvrtak u martu'. */
  when?: string;
}

/**
 * A month's genitive, as dates are said ("4. januara"), from its name in contracts' MONTHS (the
 * one list of month names): -i becomes -a (juni → juna), -bar drops its a (septembar →
 * septembra), the rest take -a (mart → marta).
 */
const genitive = (month: string) =>
  month.endsWith('i') ? `${month.slice(0, -1)}a` : month.endsWith('bar') ? `${month.slice(0, -2)}ra` : `${month}a`;

const d = (month: number, day: number, name: string, when?: string): HealthDay =>
  when ? { month, day, name, when } : { month, day, name };

export const healthDays: HealthDay[] = [
  d(1, 4, 'Svjetski dan Brajevog pisma'),
  d(1, 25, 'Svjetski dan borbe protiv lepre', 'posljednja nedjelja januara'),
  d(1, 30, 'Svjetski dan zanemarenih tropskih bolesti'),
  d(2, 4, 'Svjetski dan borbe protiv raka'),
  d(2, 11, 'Svjetski dan bolesnika'),
  d(2, 15, 'Međunarodni dan djece oboljele od raka'),
  d(2, 28, 'Dan rijetkih bolesti', 'posljednji dan februara'),
  d(3, 3, 'Svjetski dan sluha'),
  d(3, 4, 'Svjetski dan borbe protiv gojaznosti'),
  d(3, 8, 'Svjetski dan bubrega', 'drugi četvrtak u martu'),
  d(3, 20, 'Svjetski dan oralnog zdravlja'),
  d(3, 21, 'Svjetski dan osoba s Downovim sindromom'),
  d(3, 24, 'Svjetski dan borbe protiv tuberkuloze'),
  d(4, 2, 'Svjetski dan svjesnosti o autizmu'),
  d(4, 7, 'Svjetski dan zdravlja'),
  d(4, 11, 'Svjetski dan Parkinsonove bolesti'),
  d(4, 17, 'Svjetski dan hemofilije'),
  d(4, 24, 'Svjetska sedmica imunizacije', '24.–30. aprila'),
  d(4, 25, 'Svjetski dan borbe protiv malarije'),
  d(4, 28, 'Svjetski dan sigurnosti i zdravlja na radu'),
  d(5, 1, 'Svjetski dan astme', 'prvi utorak u maju'),
  d(5, 5, 'Svjetski dan higijene ruku'),
  d(5, 5, 'Međunarodni dan primalja'),
  d(5, 8, 'Svjetski dan Crvenog krsta i Crvenog polumjeseca'),
  d(5, 12, 'Međunarodni dan sestrinstva'),
  d(5, 17, 'Svjetski dan hipertenzije'),
  d(5, 31, 'Svjetski dan nepušenja'),
  d(6, 7, 'Svjetski dan sigurnosti hrane'),
  d(6, 14, 'Svjetski dan dobrovoljnih davalaca krvi'),
  d(6, 26, 'Međunarodni dan borbe protiv zloupotrebe i nezakonite trgovine drogama'),
  d(7, 25, 'Svjetski dan prevencije utapanja'),
  d(7, 28, 'Svjetski dan borbe protiv hepatitisa'),
  d(8, 1, 'Svjetska sedmica dojenja', '1.–7. augusta'),
  d(9, 8, 'Svjetski dan prve pomoći', 'druga subota u septembru'),
  d(9, 10, 'Svjetski dan prevencije samoubistava'),
  d(9, 17, 'Svjetski dan sigurnosti pacijenata'),
  d(9, 21, 'Svjetski dan Alzheimerove bolesti'),
  d(9, 28, 'Svjetski dan borbe protiv bjesnila'),
  d(9, 29, 'Svjetski dan srca'),
  d(10, 1, 'Međunarodni dan starijih osoba'),
  d(10, 1, 'Mjesec borbe protiv raka dojke', 'cijeli oktobar'),
  d(10, 8, 'Svjetski dan vida', 'drugi četvrtak u oktobru'),
  d(10, 10, 'Svjetski dan mentalnog zdravlja'),
  d(10, 12, 'Svjetski dan artritisa'),
  d(10, 16, 'Svjetski dan hrane'),
  d(10, 20, 'Svjetski dan osteoporoze'),
  d(11, 14, 'Svjetski dan borbe protiv dijabetesa'),
  d(11, 15, 'Svjetski dan hronične opstruktivne bolesti pluća (HOBP)', 'treća srijeda u novembru'),
  d(11, 17, 'Svjetski dan prijevremeno rođene djece'),
  d(11, 18, 'Svjetska sedmica svjesnosti o antimikrobnoj rezistenciji', '18.–24. novembra'),
  d(12, 1, 'Svjetski dan borbe protiv AIDS-a'),
  d(12, 3, 'Međunarodni dan osoba s invaliditetom'),
  d(12, 12, 'Međunarodni dan univerzalnog zdravstvenog obuhvata'),
];

/** '4. februara', or the moving-day wording. */
export const healthDayDate = (h: HealthDay) => h.when ?? `${h.day}. ${genitive(MONTHS[h.month - 1]!)}`;
