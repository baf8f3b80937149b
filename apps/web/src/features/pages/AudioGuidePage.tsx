import { WEB_UI } from '@dz/contracts';
import { clinicAudioGuides, clinicAudioPage, labels, serviceAudioGuides, serviceAudioPage, type AudioGuide, type ListingPage } from '@dz/content';
import { AudioPlayer } from './components/AudioPlayer';
import { Card, CardGrid } from './components/CardGrid';
import { PageHeader } from './components/PageHeader';

/** One audio-guide grid: play in the page (its length beside it), download the MP3, read the transcript. */
function AudioGuideGrid({ page, guides }: { page: ListingPage; guides: AudioGuide[] }) {
  return (
    <>
      <PageHeader page={page} />
      <CardGrid>
        {guides.map((g) => (
          <Card key={g.audio}>
            <h2 className="card-title">{g.title}</h2>
            <AudioPlayer guide={g} label={WEB_UI.forItem(labels.listen, g.title)} />
            <a className="btn btn-secondary" href={g.audio} download aria-label={WEB_UI.forItem(labels.downloadMp3, g.title)}>
              {labels.downloadMp3}
            </a>
            <details>
              <summary>{labels.transcript}</summary>
              <p>{g.text}</p>
            </details>
          </Card>
        ))}
      </CardGrid>
    </>
  );
}

export function ClinicAudioPage() {
  return <AudioGuideGrid page={clinicAudioPage} guides={clinicAudioGuides} />;
}

export function ServiceAudioPage() {
  return <AudioGuideGrid page={serviceAudioPage} guides={serviceAudioGuides} />;
}
