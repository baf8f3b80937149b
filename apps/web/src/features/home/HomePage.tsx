import { ROUTES, UI, WEB_UI } from '@dz/contracts';
import { institution } from '@dz/content';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NewsCarousel } from '../news/NewsCarousel';
import { aboutSummary, homeInfoBoxes } from './homeContent';

/** SPEC §2 home: the news carousel, two info boxes and the about block. */
export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <div className="hero">
        <h1>{institution.name}</h1>
        <p>{aboutSummary.lead}</p>
      </div>
      <NewsCarousel headingLevel={2} />
      <ul className="info-boxes">
        {homeInfoBoxes.map((box) => (
          <li key={box.to}>
            <Link to={box.to} className="info-box">
              <h2>{box.title}</h2>
              <p>{box.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <section className="about" aria-labelledby="about-heading">
        <h2 id="about-heading">{WEB_UI.aboutHeading}</h2>
        {aboutSummary.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <Link className="btn" to={ROUTES.misija} aria-label={`${UI.learnMore}: ${WEB_UI.aboutHeading}`}>
          {UI.learnMore}
        </Link>
      </section>
    </>
  );
}
