/*
 * docs/behaviour.md#constants: dates as YYYY-MM-DD and times as YYYY-MM-DD HH:mm:ss in both languages, in the
 * local time zone of whoever formats them (the browser, or the server for its files).
 */

const pad = (value: number) => String(value).padStart(2, '0');

export function formatDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${formatDate(ms)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
