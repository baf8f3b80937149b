import { ROUTES } from '@dz/contracts/paths';
import { FRAME_UI } from '@dz/contracts/text';
import { aboutSummary, homeInfoBoxes, institution } from '@dz/content';
import { Link } from 'react-router-dom';
import { usePageHead } from '../../ui/head';
import { NewsCarousel } from '../news/NewsCarousel';
import { useFrame } from '../pages/frame';

/** docs/product.md "Screens" home: the news carousel, two info boxes and the about block. */
export default function HomePage() {
  // The structured data's contacts are the frame's, which the server loads for every page.
  usePageHead({ description: institution.description, feed: 'news', organisation: useFrame().data?.institution });
  return (
    <>
      <h1 className="home-title">{institution.name}</h1>
      <NewsCarousel />
      <ul className="info-boxes">
        {homeInfoBoxes.map((box) => (
          <li key={box.href}>
            <Link to={box.href} className="info-box">
              <h2>{box.title}</h2>
              {box.text && <p>{box.text}</p>}
            </Link>
          </li>
        ))}
      </ul>
      <section className="about" aria-labelledby="about-heading">
        <h2 id="about-heading">{FRAME_UI.aboutHeading}</h2>
        <p>{aboutSummary}</p>
        <Link className="btn" to={ROUTES.mission} aria-label={FRAME_UI.forItem(FRAME_UI.learnMore, FRAME_UI.aboutHeading)}>
          {FRAME_UI.learnMore}
        </Link>
      </section>
    </>
  );
}
