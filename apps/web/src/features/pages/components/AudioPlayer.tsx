import { durationAttribute, formatDuration, type AudioGuideInfo } from '@dz/contracts';
import { labels } from '@dz/content';
import './audio-player.css';

/**
 * An audio guide's player and, beside it, how long it plays. The player loads nothing before it
 * is played (preload="none": metadata would fetch nearly every MP3 of a page of 27, about 2 MB),
 * so the length comes from the answer (`audio.seconds`).
 */
export function AudioPlayer({ audio, label }: { audio: Pick<AudioGuideInfo, 'url' | 'seconds'>; label: string }) {
  return (
    <>
      <audio controls preload="none" src={audio.url} aria-label={label} />
      <span className="audio-length">
        {labels.duration}: <time dateTime={durationAttribute(audio.seconds)}>{formatDuration(audio.seconds)}</time>
      </span>
    </>
  );
}
