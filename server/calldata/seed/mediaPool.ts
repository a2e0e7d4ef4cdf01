import fs from 'node:fs';
import path from 'node:path';
import { sineWav } from '../../resources/audio';
import { SHARED_POOL_PREFIX } from '../mediaHandlers';
import { calldataFilesFolder } from '../routes';
import { pcmH264Mp4 } from './h264Mp4';

/*
 * The generated files seeded records point at: a dozen short WAV recordings (tones of different pitch and
 * length, server/resources/audio.ts) and a few MP4 videos (./h264Mp4.ts), plus SVG thumbnails. A million
 * records share them, so seeding stays fast and the data folder small; deleting a record keeps them.
 */

export interface PoolFile {
  storedName: string;
  kind: 'audio' | 'video' | 'image';
  contentType: string;
  size: number;
  durationMs: number;
  extension: string;
}

function thumbnailSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="96" viewBox="0 0 128 96"><rect width="128" height="96" fill="hsl(${hue},45%,35%)"/><circle cx="64" cy="48" r="22" fill="rgba(255,255,255,.85)"/><path d="M57 36 L77 48 L57 60 Z" fill="hsl(${hue},45%,35%)"/></svg>`;
}

export interface MediaPool {
  audio: PoolFile[];
  video: PoolFile[];
  thumbnails: PoolFile[];
}

async function ensure(folder: string, name: string, make: () => Buffer | string): Promise<number> {
  const file = path.join(folder, name);
  try {
    return (await fs.promises.stat(file)).size;
  } catch {
    const content = make();
    await fs.promises.writeFile(file, content);
    return Buffer.byteLength(content);
  }
}

/** Writes the pool under DATA_DIR/files/calldata/pool once (kept between starts) and describes it. */
export async function ensureMediaPool(dataDir: string): Promise<MediaPool> {
  const folder = path.join(calldataFilesFolder(dataDir), SHARED_POOL_PREFIX);
  await fs.promises.mkdir(folder, { recursive: true });
  const pool: MediaPool = { audio: [], video: [], thumbnails: [] };
  for (let index = 0; index < 12; index++) {
    const seconds = 3 + (index % 6) * 2;
    const name = `call-${index}.wav`;
    const size = await ensure(folder, name, () => sineWav(seconds, 300 + index * 45));
    pool.audio.push({
      storedName: `${SHARED_POOL_PREFIX}${name}`,
      kind: 'audio',
      contentType: 'audio/wav',
      size,
      durationMs: seconds * 1000,
      extension: 'wav',
    });
  }
  for (let index = 0; index < 3; index++) {
    const seconds = 4 + index * 2;
    const name = `video-${index}.mp4`;
    const size = await ensure(folder, name, () =>
      pcmH264Mp4({ width: 128, height: 96, fps: 5, seconds, tint: index / 3 }),
    );
    pool.video.push({
      storedName: `${SHARED_POOL_PREFIX}${name}`,
      kind: 'video',
      contentType: 'video/mp4',
      size,
      durationMs: seconds * 1000,
      extension: 'mp4',
    });
    const thumbName = `video-${index}.svg`;
    const thumbSize = await ensure(folder, thumbName, () => thumbnailSvg(index * 120));
    pool.thumbnails.push({
      storedName: `${SHARED_POOL_PREFIX}${thumbName}`,
      kind: 'image',
      contentType: 'image/svg+xml',
      size: thumbSize,
      durationMs: 0,
      extension: 'svg',
    });
  }
  return pool;
}
