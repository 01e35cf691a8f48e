import { LogOut, Mic, MicOff, MonitorUp, MonitorX, Video, VideoOff } from 'lucide-react';
import type { MediaState } from '#contract/lessons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n.tsx';

export interface MediaControlsProps {
  media: MediaState;
  hasCamera: boolean;
  hasMic: boolean;
  /** Only the tutor shares a screen, where the browser can. */
  canShareScreen: boolean;
  onCamera: () => void;
  onMic: () => void;
  onScreen: () => void;
  onLeave: () => void;
}

/** The room's buttons: each says what it is, and a toggle says whether it is on (aria-pressed). */
export function MediaControls({
  media,
  hasCamera,
  hasMic,
  canShareScreen,
  onCamera,
  onMic,
  onScreen,
  onLeave,
}: MediaControlsProps) {
  const t = useT();
  return (
    <div
      role="toolbar"
      aria-label={t('lessons.controls.label')}
      className="flex flex-wrap items-center gap-2"
    >
      <Button
        variant={media.camera ? 'secondary' : 'outline'}
        size="sm"
        aria-pressed={media.camera}
        disabled={!hasCamera}
        title={hasCamera ? undefined : t('lessons.controls.noCamera')}
        onClick={onCamera}
      >
        {media.camera ? <Video aria-hidden /> : <VideoOff aria-hidden />} {t('lessons.controls.camera')}
      </Button>
      <Button
        variant={media.mic ? 'secondary' : 'outline'}
        size="sm"
        aria-pressed={media.mic}
        disabled={!hasMic}
        onClick={onMic}
      >
        {media.mic ? <Mic aria-hidden /> : <MicOff aria-hidden />} {t('lessons.controls.mic')}
      </Button>
      {canShareScreen ? (
        <Button variant={media.screen ? 'secondary' : 'outline'} size="sm" onClick={onScreen}>
          {media.screen ? <MonitorX aria-hidden /> : <MonitorUp aria-hidden />}{' '}
          {media.screen ? t('lessons.controls.stopSharing') : t('lessons.controls.shareScreen')}
        </Button>
      ) : null}
      <Button variant="destructive" size="sm" className="ms-auto" onClick={onLeave}>
        <LogOut aria-hidden /> {t('lessons.controls.leave')}
      </Button>
    </div>
  );
}
