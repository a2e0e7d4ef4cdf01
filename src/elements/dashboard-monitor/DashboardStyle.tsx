import css from './dashboard.css?inline';

/** The dashboard elements' own sheet, inside their shadow root (the kit adopts Blueprint and kit CSS only). */
export function DashboardStyle() {
  return <style>{css}</style>;
}
