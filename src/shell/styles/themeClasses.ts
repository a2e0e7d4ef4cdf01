/**
 * Blueprint's dark-theme class (`Classes.DARK`), written out: the theme effect runs on the sign-in page,
 * which must not load Blueprint's module graph for one string. A unit test holds it equal to
 * Blueprint's constant, so an upgrade that renames it fails there.
 */
export const DARK_THEME_CLASS = 'bp6-dark';
