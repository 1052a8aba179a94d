// The error every bad setting stops with. It names the setting it is about, so whoever knows where
// that value came from (a line of the settings file, or the command's environment) can say so.

export class ConfigError extends Error {
  override name = 'ConfigError';

  /** The setting the message is about, when one is (`located` adds where its value was read). */
  constructor(
    message: string,
    readonly setting?: string,
  ) {
    super(message);
  }
}
