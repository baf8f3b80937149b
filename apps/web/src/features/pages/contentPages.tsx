import { aboutDetailPage, aboutPage, educationCentrePage, documentIntros, patientInfoPage, missionPage } from '@dz/content';
import { ROUTES, type IntroName } from '@dz/contracts';
import { ContentBody, ContentPage } from './components/ContentPage';

/** The static pages that are plain content, and the intros above document lists. */
export const PatientInfoPage = () => <ContentPage content={patientInfoPage} />;
export const EducationCentrePage = () => <ContentPage content={educationCentrePage} />;
export const MissionPage = () => <ContentPage content={missionPage} />;
export const AboutPage = () => <ContentPage content={aboutPage} />;
// At /onama-detalji and /o-nama-detalji (docs/product.md "Routes"): the first is its address.
export const AboutDetailPage = () => <ContentPage content={aboutDetailPage} path={ROUTES.aboutDetails} />;

/** The content a registry entry names in `intro`, without a heading of its own (the list page has the h1). */
export const DocumentIntro = ({ name }: { name: IntroName }) => <ContentBody content={documentIntros[name]} />;
