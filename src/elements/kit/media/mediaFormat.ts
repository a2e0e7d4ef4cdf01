/** 1536 → "1.5 KB": file sizes for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 83_500 → "1:23": durations as minutes and seconds (rounded down). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Welcome tone.mp3" → "Welcome tone": the name an uploaded file gets unless renamed. */
export function nameFromFile(fileName: string, max = 64): string {
  const stem = fileName.replace(/\.[^.]+$/, '').trim();
  return (stem || fileName).slice(0, max);
}
