/** Success dialogs close after 3 s (spec 2 §4, §9). */
export const SUCCESS_CLOSE_MS = 3000;
