import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceArea } from '../../contract/apps/attendanceRules';

const SIZE = 160;
const PAD = 12;

/**
 * A small drawing of the allowed area from its coordinates (no map tiles: the console may run offline).
 * North is up; longitude is scaled by the latitude so shapes keep their proportions.
 */
export function AreaPreview({ area }: { area: AttendanceArea | null }) {
  const { t } = useTranslation();
  const label = t('apps.attendance.rules.preview');
  if (!area || area.kind === 'none')
    return (
      <figure className="dc-att-preview" aria-label={label}>
        <figcaption>{area ? t('apps.attendance.rules.previewNone') : '—'}</figcaption>
      </figure>
    );
  let shape: ReactNode;
  let caption: string;
  if (area.kind === 'circle') {
    shape = (
      <>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={SIZE / 2 - PAD} className="dc-att-area" />
        <circle cx={SIZE / 2} cy={SIZE / 2} r={3} className="dc-att-centre" />
      </>
    );
    caption = `${t('apps.attendance.rules.center')} ${area.latitude.toFixed(5)}, ${area.longitude.toFixed(5)} · ${area.radiusMeters} m`;
  } else {
    const scale = Math.cos(((area.points[0]?.latitude ?? 0) * Math.PI) / 180);
    const xs = area.points.map((point) => point.longitude * scale);
    const ys = area.points.map((point) => point.latitude);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const span = Math.max(maxX - minX, maxY - minY) || 1;
    const fit = (SIZE - 2 * PAD) / span;
    const points = area.points
      .map((_, index) => {
        const x = PAD + (xs[index]! - minX) * fit;
        const y = SIZE - PAD - (ys[index]! - minY) * fit;
        return `${x.toFixed(1)},${y.toFixed(1)}`;
      })
      .join(' ');
    shape = <polygon points={points} className="dc-att-area" />;
    caption = `${t('apps.attendance.fields.points')}: ${area.points.length}`;
  }
  return (
    <figure className="dc-att-preview">
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={`${label}: ${caption}`}
      >
        <rect x={0} y={0} width={SIZE} height={SIZE} className="dc-att-preview-ground" />
        {shape}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
