import { PASSWORD_MIN } from '../../api/contract/accountRules';

/** The new-password rules of spec §5 in one line, shown under every new-password field. */
export const PASSWORD_RULES_HINT = `At least ${PASSWORD_MIN} characters, with an uppercase letter, a lowercase letter, a number and a special character.`;
