import { durationAttribute, formatDuration } from '@dz/contracts';
import { labels, type AudioGuide } from '@dz/content';
import './audio-player.css';

/**
 * An audio guide's player and, beside it, how long it plays. The player loads nothing before it
 * is played (preload="none": metadata would fetch nearly every MP3 of a page of 27, about 2 MB),
 * so the length comes from the content (src/audioSeconds.ts, written from the files).
 */
export function AudioPlayer({ guide, label }: { guide: AudioGuide; label: string }) {
  return (
    <>
      <audio controls preload="none" src={guide.audio} aria-label={label} />
      <span className="audio-length">
        {labels.duration}: <time dateTime={durationAttribute(guide.seconds)}>{formatDuration(guide.seconds)}</time>
      </span>
    </>
  );
}
