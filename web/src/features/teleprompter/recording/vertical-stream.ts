import { verticalCrop } from './take-format';

/**
 * The 'Formato 9:16' take: the camera drawn, centre-cropped, onto a canvas whose captured stream
 * (plus the mic's track) is what MediaRecorder records. Drawn on a 30 fps timer rather than
 * requestAnimationFrame: rAF stops in a background tab and would freeze the take, a timer only
 * slows down. Where the canvas cannot be captured, the caller records the camera as it is.
 */
export function verticalStream(source: MediaStream): { stream: MediaStream; stop: () => void } | null {
  const track = source.getVideoTracks()[0];
  const canvas = document.createElement('canvas');
  if (!track || typeof canvas.captureStream !== 'function') return null;
  const { width = 640, height = 480 } = track.getSettings();
  const crop = verticalCrop(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx || crop.sw === 0) return null;
  canvas.width = crop.sw;
  canvas.height = crop.sh;

  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = source;
  void video.play().catch(() => undefined);

  const timer = window.setInterval(() => {
    if (video.readyState >= 2) ctx.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, crop.sw, crop.sh);
  }, 1000 / 30);
  const stream = canvas.captureStream(30);
  for (const audio of source.getAudioTracks()) stream.addTrack(audio);

  return {
    stream,
    stop: () => {
      window.clearInterval(timer);
      // the canvas's own video track ends; the mic's track belongs to the camera stream and stays
      for (const t of stream.getVideoTracks()) t.stop();
      video.srcObject = null;
    },
  };
}
