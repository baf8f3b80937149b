import { WEB_UI, type AudioGuideInfo } from '@dz/contracts';
import { clinicAudio, clinicAudioPage, labels, serviceAudio, serviceAudioPage, type ListingPage } from '@dz/content';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loaded } from '../../ui/Loaded';
import { AudioPlayer } from './components/AudioPlayer';
import { Card, CardGrid } from './components/CardGrid';
import { PageHeader } from './components/PageHeader';
import { useClinics, useServices } from './queries';

/** A clinic or service with what its guide needs. */
interface Unit {
  id: number;
  title: string;
  audio: AudioGuideInfo | null;
}

/** The MP3's name when saved ("ambulanta-01-blagaj.mp3"), whatever its URL (a re-spoken one is the API's ?v=…). */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** One audio-guide grid: play in the page (its length beside it), download the MP3, read the transcript. */
function AudioGuideGrid<T extends Unit>({ page, units, mp3 }: { page: ListingPage; units: UseQueryResult<T[]>; mp3: (u: T) => string }) {
  return (
    <>
      <PageHeader page={page} />
      <Loaded query={units}>
        {(list) => (
          <CardGrid>
            {list.flatMap((u) => (u.audio ? [{ ...u, audio: u.audio }] : [])).map((u) => (
              <Card key={u.id}>
                <h2 className="card-title">{u.title}</h2>
                <AudioPlayer audio={u.audio} label={WEB_UI.forItem(labels.listen, u.title)} />
                <a className="btn btn-secondary" href={u.audio.url} download={fileName(mp3(u))} aria-label={WEB_UI.forItem(labels.downloadMp3, u.title)}>
                  {labels.downloadMp3}
                </a>
                <details>
                  <summary>{labels.transcript}</summary>
                  <p>{u.audio.transcript}</p>
                </details>
              </Card>
            ))}
          </CardGrid>
        )}
      </Loaded>
    </>
  );
}

export function ClinicAudioPage() {
  return <AudioGuideGrid page={clinicAudioPage} units={useClinics()} mp3={clinicAudio} />;
}

export function ServiceAudioPage() {
  return <AudioGuideGrid page={serviceAudioPage} units={useServices()} mp3={serviceAudio} />;
}
