/**
 * The title and description of the two hub pages, apart from their content: the home page's
 * boxes show them (and load with the home page), the pages themselves (/centar, /info) are
 * their own chunks.
 */
export const educationCentreSummary = {
  title: 'Edukacijski centar',
  description: 'Centar za edukaciju kadrova: stručno usavršavanje, praksa i staž, propisi, kalendar zdravlja i biblioteka.',
};

export const patientInfoSummary = {
  title: 'Informacije za pacijente',
  description: 'Zdravstveno-odgojna predavanja i brošure o prevenciji, liječenju i pravima pacijenata.',
};
