import {
  aboutDetailPage, aboutPage, centarPage, educationIntro, infoPage, libraryIntro, missionPage, oglasIntro, zakonEduIntro,
} from '@dz/content';
import { ContentBody, ContentPage } from './components/ContentPage';

/** The static pages that are plain content, and the intros above document lists. */
export const InfoPage = () => <ContentPage content={infoPage} />;
export const CentarPage = () => <ContentPage content={centarPage} />;
export const MissionPage = () => <ContentPage content={missionPage} />;
export const AboutPage = () => <ContentPage content={aboutPage} />;
export const AboutDetailPage = () => <ContentPage content={aboutDetailPage} />;

export const EducationIntro = () => <ContentBody content={educationIntro} />;
export const ZakonEduIntro = () => <ContentBody content={zakonEduIntro} />;
export const LibraryIntro = () => <ContentBody content={libraryIntro} />;
export const OglasIntro = () => <ContentBody content={oglasIntro} />;
