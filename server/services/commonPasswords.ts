/**
 * The most common passwords, from the `passwords-common` dictionary of
 * `@zxcvbn-ts/language-common` (compiled from leaked-password lists). A password on it is
 * refused even when it meets the strength rules ("Password1!" style variations are on it).
 * The list is ~30 000 words: it is loaded once, on the first password that needs checking, so
 * a server that never sees a registration never pays for it.
 */

let common: Promise<ReadonlySet<string>> | undefined;

async function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
}

/** Whether the password is on the common-passwords list, ignoring case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= loadCommonPasswords();
  return (await common).has(password.toLowerCase());
}
