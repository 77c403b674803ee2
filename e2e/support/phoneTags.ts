/**
 * A journey whose screens and rules a phone does not change (files, links, undo): the phone
 * project leaves it out, and its dialogs' phone stories show them on a phone.
 */
export const SAME_ON_A_PHONE = '@same-on-a-phone';
