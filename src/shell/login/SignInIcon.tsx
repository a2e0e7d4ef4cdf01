import eyeOff from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off';
import eyeOpen from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open';
import lock from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import translate from '@blueprintjs/icons/lib/esm/generated/16px/paths/translate';
import user from '@blueprintjs/icons/lib/esm/generated/16px/paths/user';

/**
 * Blueprint's own icon shapes for the sign-in page, drawn from their path data alone (the icon
 * components bring Blueprint's component layer and one chunk per icon onto the lightest page).
 */
const PATHS = { user, lock, eyeOpen, eyeOff, translate } as const;

export type SignInIconName = keyof typeof PATHS;

export function SignInIcon({ name, className }: { name: SignInIconName; className?: string }) {
  return (
    <svg
      className={className ? `dc-icon ${className}` : 'dc-icon'}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} fillRule="evenodd" />
      ))}
    </svg>
  );
}
