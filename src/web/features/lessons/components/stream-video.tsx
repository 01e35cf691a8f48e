import { type ComponentProps, useEffect, useRef } from 'react';

/** A <video> playing a MediaStream (React has no prop for srcObject). */
export function StreamVideo({
  stream,
  ...props
}: { stream: MediaStream | null | undefined } & Omit<ComponentProps<'video'>, 'src'>) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.srcObject !== (stream ?? null)) element.srcObject = stream ?? null;
    // Autoplay can be refused until the person has touched the page; the Join tap counts.
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  return <video ref={video} autoPlay playsInline {...props} />;
}
