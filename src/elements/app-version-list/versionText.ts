import type { TFunction } from 'i18next';
import type { AppVersion } from '../../contract/apps';
import { formatByteSize } from '../../contract/format/quantities';

/** A package size as people read it (725 KB, 5.3 MB; a dash for an iOS build without a file). */
export function sizeText(bytes: number, _t: TFunction): string {
  if (!bytes) return '—';
  return formatByteSize(bytes);
}

export function platformText(platform: string, t: TFunction): string {
  return t(`apps.version.platforms.${platform}`, { defaultValue: platform });
}

export function rolloutText(version: Pick<AppVersion, 'rollout' | 'enterpriseIds'>, t: TFunction): string {
  return version.rollout === 'all'
    ? t('apps.version.rolloutAll')
    : t('apps.version.rolloutSelected', { count: version.enterpriseIds.length });
}

/** Release notes in the screen's language, the other one when that is empty. */
export function notesIn(version: Pick<AppVersion, 'notesZh' | 'notesEn'>, locale: string): string {
  return (locale === 'en' ? version.notesEn || version.notesZh : version.notesZh || version.notesEn) || '—';
}
