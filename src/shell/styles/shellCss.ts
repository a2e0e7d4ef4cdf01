import base from './shell/base.css?inline';
import layout from './shell/layout.css?inline';
import lockScreen from './shell/lockScreen.css?inline';
import menu from './shell/menu.css?inline';
import menuSearch from './shell/menuSearch.css?inline';
import overlays from './shell/overlays.css?inline';
import pages from './shell/pages.css?inline';
import settings from './shell/settings.css?inline';
import signIn from './shell/signIn.css?inline';
import tabs from './shell/tabs.css?inline';
import transitions from './shell/transitions.css?inline';

/**
 * The shell's stylesheet, one file a section (docs/architecture.md#small-files), in cascade order: a later
 * section's rule wins over an earlier one's at equal specificity, so this order is the order the sections
 * had as one file. A new section goes where its rules must win.
 */
export const SHELL_CSS: readonly string[] = [
  base,
  signIn,
  layout,
  menu,
  tabs,
  menuSearch,
  settings,
  lockScreen,
  pages,
  transitions,
  overlays,
];
