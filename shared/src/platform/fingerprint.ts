import { COOKIE } from '../constants/cookie-names';
import { FINGERPRINT_COOKIE_DAYS } from '../constants/timing';
import { readCookie, writeCookie } from '@edu/shared/state';

/**
 * SPEC §9 `mbedid`: a browser fingerprint, 'm' + a hash of an audio and a canvas fingerprint. Both come
 * from how this browser and device render the same input (fonts, anti-aliasing, audio DSP), so the same
 * browser gets the same id on every visit. A part the browser refuses contributes an empty string.
 */
export async function computeMbedId(): Promise<string> {
  const [canvas, audio] = await Promise.all([canvasFingerprint(), audioFingerprint()]);
  return `m${await sha256Hex(`${canvas}|${audio}`)}`.slice(0, 33);
}

/** Sets the `mbedid` cookie once, off the critical path (when the browser is idle); never throws. */
export function scheduleMbedId(): void {
  if (typeof document === 'undefined' || readCookie(COOKIE.FINGERPRINT)) return;
  const run = () =>
    void computeMbedId()
      .then((id) => writeCookie(COOKIE.FINGERPRINT, id, FINGERPRINT_COOKIE_DAYS))
      .catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

export function canvasFingerprint(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = '#f60';
    ctx.fillRect(100, 1, 62, 20);
    ctx.fillStyle = '#069';
    ctx.font = '15px "Arial"';
    ctx.fillText('KhoaHoc.vn Tiếng Việt 😃', 2, 15);
    ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
    ctx.font = '18px "Times New Roman"';
    ctx.fillText('KhoaHoc.vn Tiếng Việt 😃', 4, 45);
    ctx.beginPath();
    ctx.arc(200, 30, 20, 0, Math.PI * 2);
    ctx.stroke();
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

export async function audioFingerprint(): Promise<string> {
  try {
    const Offline = globalThis.OfflineAudioContext;
    if (!Offline) return '';
    const context = new Offline(1, 5000, 44100);
    const oscillator = context.createOscillator();
    oscillator.type = 'triangle';
    oscillator.frequency.value = 10000;
    const compressor = context.createDynamicsCompressor();
    compressor.threshold.value = -50;
    compressor.knee.value = 40;
    compressor.ratio.value = 12;
    compressor.attack.value = 0;
    compressor.release.value = 0.25;
    oscillator.connect(compressor);
    compressor.connect(context.destination);
    oscillator.start(0);
    const buffer = await context.startRendering();
    const samples = buffer.getChannelData(0);
    let sum = 0;
    for (let i = 4500; i < samples.length; i += 1) sum += Math.abs(samples[i]!);
    return sum.toString();
  } catch {
    return '';
  }
}

/** SHA-256 in hex (Web Crypto; a 32-bit FNV-1a stands in where it is missing: an insecure origin). */
async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = await subtle.digest('SHA-256', bytes);
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}
