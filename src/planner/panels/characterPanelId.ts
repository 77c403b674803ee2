/** The id the counter's "Plan for a character" control names as the panel it opens. */
export const CHARACTER_PANEL_ID = 'character-panel';
