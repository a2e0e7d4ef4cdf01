import {
  Cog,
  Dashboard,
  Database,
  Desktop,
  DiagramTree,
  Document,
  MobilePhone,
  Office,
  Settings,
  Shield,
  TimelineBarChart,
  User,
} from '@blueprintjs/icons';
import type { ComponentType } from 'react';

interface MenuIconProps {
  size?: number;
  className?: string;
}

/**
 * The route table's menu icons, imported one by one so the first screen does not load Blueprint's whole
 * icon set (docs/architecture.md#toolchain). An unknown name falls back to a neutral document icon.
 */
const MENU_ICONS: Record<string, ComponentType<MenuIconProps>> = {
  cog: Cog,
  dashboard: Dashboard,
  database: Database,
  desktop: Desktop,
  'diagram-tree': DiagramTree,
  'mobile-phone': MobilePhone,
  office: Office,
  settings: Settings,
  shield: Shield,
  'timeline-bar-chart': TimelineBarChart,
  user: User,
};

export function MenuIcon({ name, size = 16 }: { name?: string; size?: number }) {
  const Component = (name && MENU_ICONS[name]) || Document;
  return <Component size={size} className="dc-menu__icon" />;
}
