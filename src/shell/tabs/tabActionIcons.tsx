import { ArrowLeft, ArrowRight, Cross, Disable, Refresh, SmallCross } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { TabAction } from './tabActions';

/** The icon of each tab operation, the same in the tab bar's menus and the header's page actions. */
export const TAB_ACTION_ICONS: Record<TabAction, ReactElement> = {
  refresh: <Refresh />,
  close: <Cross />,
  closeLeft: <ArrowLeft />,
  closeRight: <ArrowRight />,
  closeOthers: <Disable />,
  closeAll: <SmallCross />,
};
