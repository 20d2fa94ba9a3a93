export const label = (text: string) => text.toUpperCase();
