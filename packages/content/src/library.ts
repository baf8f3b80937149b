import { p, ul } from './blocks.js';
import type { PageContent } from './types.js';

/**
 * /biblioteka intro: the three bibliography boxes of docs/product.md "Screens". The title 'Biblioteka' is
 * the list page's h1 and 'Literatura iz oblasti medicine i zdravstva' the list's own
 * heading (the registry entry's pageTitle and title), so neither is repeated here. The holdings are sample data:
 * real, widely used textbooks, to be replaced by the library's own inventory (README).
 */
// Written in Bosnian alphabetical order (pages.test.ts checks it with a 'bs' collator), not sorted
// at run time: a browser without Bosnian collation data would order them differently from the
// server that rendered the page.

export const medicalLiterature = [
  'Bickley LS. Bates’ Guide to Physical Examination and History Taking. 13th ed. Philadelphia: Wolters Kluwer; 2021.',
  'Boland R, Verduin ML. Kaplan & Sadock’s Synopsis of Psychiatry. 12th ed. Philadelphia: Wolters Kluwer; 2021.',
  'Brinar V i sur. Neurologija za medicinare. Zagreb: Medicinska naklada; 2009.',
  'Brunton LL, Knollmann BC. Goodman & Gilman’s The Pharmacological Basis of Therapeutics. 14th ed. New York: McGraw Hill; 2023.',
  'Celentano DD, Szklo M. Gordis Epidemiology. 6th ed. Philadelphia: Elsevier; 2019.',
  'Cunningham FG i sur. Williams Obstetrics. 26th ed. New York: McGraw Hill; 2022.',
  'Damjanov I, Seiwerth S, Jukić S, Nola M. Patologija. Zagreb: Medicinska naklada.',
  'Gamulin S, Marušić M, Kovač Z. Patofiziologija. Zagreb: Medicinska naklada.',
  'Goldman L, Schafer AI. Goldman-Cecil Medicine. 26th ed. Philadelphia: Elsevier; 2020.',
  'Hall JE, Hall ME. Guyton and Hall Textbook of Medical Physiology. 14th ed. Philadelphia: Elsevier; 2021.',
  'Hotujac Lj i sur. Psihijatrija. Zagreb: Medicinska naklada; 2006.',
  'Kalenić S i sur. Medicinska mikrobiologija. Zagreb: Medicinska naklada; 2013.',
  'Katić M, Švab I i sur. Obiteljska medicina. Zagreb: Alfa; 2013.',
  'Katzung BG, Vanderah TW. Basic & Clinical Pharmacology. 15th ed. New York: McGraw Hill; 2021.',
  'Kliegman RM, St Geme JW. Nelson Textbook of Pediatrics. 21st ed. Philadelphia: Elsevier; 2020.',
  'Kumar V, Abbas AK, Aster JC. Robbins and Cotran Pathologic Basis of Disease. 10th ed. Philadelphia: Elsevier; 2020.',
  'Kuvačić I, Kurjak A, Đelmiš J i sur. Porodništvo. Zagreb: Medicinska naklada; 2009.',
  'Loscalzo J, Fauci A, Kasper D, Hauser S, Longo D, Jameson JL. Harrison’s Principles of Internal Medicine. 21st ed. New York: McGraw Hill; 2022.',
  'Mardešić D i sur. Pedijatrija. Zagreb: Školska knjiga.',
  'Murray PR, Rosenthal KS, Pfaller MA. Medical Microbiology. Philadelphia: Elsevier.',
  'Murtagh J, Rosenblatt J, Coleman J, Murtagh C. John Murtagh’s General Practice. 8th ed. Sydney: McGraw Hill; 2021.',
  'Netter FH. Atlas of Human Anatomy. 7th ed. Philadelphia: Elsevier; 2018.',
  'Paulsen F, Waschke J. Sobotta Atlas of Anatomy. München: Elsevier.',
  'Prlić N. Zdravstvena njega. Zagreb: Školska knjiga.',
  'Rakel RE, Rakel DP. Textbook of Family Medicine. 9th ed. Philadelphia: Elsevier; 2016.',
  'Ralston SH, Penman ID, Strachan MWJ, Hobson RP. Davidson’s Principles and Practice of Medicine. 23rd ed. Edinburgh: Elsevier; 2018.',
  'Ritter JM, Flower RJ, Henderson G, Loke YK, MacEwan D, Rang HP. Rang & Dale’s Pharmacology. 9th ed. Edinburgh: Elsevier; 2019.',
  'Sadler TW. Langman’s Medical Embryology. 14th ed. Philadelphia: Wolters Kluwer; 2019.',
  'Šimunić V i sur. Ginekologija. Zagreb: Naklada Ljevak; 2001.',
  'Šoša T, Sutlić Ž, Stanec Z, Tonković I i sur. Kirurgija. Zagreb: Naklada Ljevak; 2007.',
  'Tintinalli JE i sur. Tintinalli’s Emergency Medicine: A Comprehensive Study Guide. 9th ed. New York: McGraw Hill; 2020.',
  'Vrhovac B, Jakšić B, Reiner Ž, Vucelić B. Interna medicina. 4. izd. Zagreb: Naklada Ljevak; 2008.',
  'Wilkinson IB, Raine T, Wiles K, Goodhart A, Hall C, O’Neill H. Oxford Handbook of Clinical Medicine. 10th ed. Oxford: Oxford University Press; 2017.',
];

export const dentalLiterature = [
  'Dean JA. McDonald and Avery’s Dentistry for the Child and Adolescent. 10th ed. St. Louis: Elsevier; 2016.',
  'Hargreaves KM, Berman LH. Cohen’s Pathways of the Pulp. St. Louis: Elsevier.',
  'Hupp JR, Ellis E, Tucker MR. Contemporary Oral and Maxillofacial Surgery. 7th ed. Philadelphia: Elsevier; 2019.',
  'Jerolimov V. Osnove stomatoloških materijala. Zagreb: Stomatološki fakultet Sveučilišta u Zagrebu; 2005.',
  'Lang NP, Lindhe J. Clinical Periodontology and Implant Dentistry. 6th ed. Chichester: Wiley Blackwell; 2015.',
  'Malamed SF. Handbook of Local Anesthesia. 7th ed. St. Louis: Elsevier; 2020.',
  'Neville BW, Damm DD, Allen CM, Chi AC. Oral and Maxillofacial Pathology. 4th ed. St. Louis: Elsevier; 2016.',
  'Newman MG, Takei HH, Klokkevold PR, Carranza FA. Newman and Carranza’s Clinical Periodontology. 13th ed. Philadelphia: Elsevier; 2019.',
  'Proffit WR, Fields HW, Larson BE, Sarver DM. Contemporary Orthodontics. 6th ed. Philadelphia: Elsevier; 2019.',
  'Ritter AV, Boushell LW, Walter R. Sturdevant’s Art and Science of Operative Dentistry. 7th ed. St. Louis: Elsevier; 2019.',
  'Sakaguchi RL, Ferracane J, Powers JM. Craig’s Restorative Dental Materials. 14th ed. St. Louis: Elsevier; 2018.',
  'Shillingburg HT i sur. Fundamentals of Fixed Prosthodontics. 4th ed. Chicago: Quintessence; 2012.',
  'Šutalo J. Patologija i terapija tvrdih zubnih tkiva. Zagreb: Naklada Zadro; 1994.',
];

export const generalLiterature = [
  'Andrić I. Na Drini ćuprija.',
  'Bujas Ž. Veliki englesko-hrvatski rječnik. Zagreb: Nakladni zavod Globus.',
  'Divković M. Latinsko-hrvatski rječnik za škole.',
  'Dizdar M. Kameni spavač.',
  'Halilović S, Palić I, Šehović A. Rječnik bosanskoga jezika. Sarajevo: Filozofski fakultet u Sarajevu; 2010.',
  'Halilović S. Pravopis bosanskoga jezika. Sarajevo: Slavistički komitet.',
  'Jahić Dž, Halilović S, Palić I. Gramatika bosanskoga jezika. Zenica: Dom štampe; 2000.',
  'Kulenović S. Ponornica.',
  'Oxford Advanced Learner’s Dictionary. Oxford: Oxford University Press.',
  'Padovan I (ur.). Medicinski leksikon. Zagreb: Leksikografski zavod Miroslav Krleža; 1992.',
  'Selimović M. Derviš i smrt.',
  'Šantić A. Pjesme.',
];

export const libraryIntro: PageContent = {
  lead: [
    p('Biblioteka Centra za edukaciju kadrova dostupna je svim zaposlenicima, pripravnicima i studentima na praksi. Knjige se posuđuju uz evidenciju u Centru, na rok od 30 dana.'),
  ],
  sections: [
    { id: 'medicinska-literatura', title: 'Medicinska literatura', blocks: [ul(...medicalLiterature)] },
    { id: 'stomatoloska-literatura', title: 'Stomatološka literatura', blocks: [ul(...dentalLiterature)] },
    { id: 'nemedicinska-literatura', title: 'Nemedicinska literatura (knjige i rječnici)', blocks: [ul(...generalLiterature)] },
  ],
};
