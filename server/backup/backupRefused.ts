/** A backup or restore refused for a reason people can act on: an i18n key and its values. */
export class BackupRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
